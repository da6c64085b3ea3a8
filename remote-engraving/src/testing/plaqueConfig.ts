import type { PlaqueConfigInput } from '@portal/shared/domain/engraving';

/** A plaque that takes every step (text, icon and a photo): the component tests' config. */
export const plaqueConfig: PlaqueConfigInput = {
  ID: 'p-plaque',
  Product: 'Memorial plaque',
  Size: 'Large',
  Ratios: '4:5',
  Shape: 'Rectangle',
  Color: 'Gold',
  Dimensions: '150x100',
  PhotoSize: '4x5',
  Icon_Ratio: 0.25,
  Name_Size: 36,
  Text1_Size: 18,
  Text2_Size: 14,
  Name_Max: 0,
  Text1_Max: 0,
  Text2_Max: 0,
  Vessel_Image: 1,
};

// Portal-api's seeded Photo Plaque Urn and Photo Memorial Tile, kept in @portal/shared/testing for every app.
export { PHOTO_MEMORIAL_TILE, PHOTO_PLAQUE_URN } from '@portal/shared/testing';
