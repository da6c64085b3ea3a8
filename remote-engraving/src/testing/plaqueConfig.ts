import type { PlaqueConfigInput } from '@portal/contracts/domain/engraving';

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

/** Portal-api's seeded Engraved Brass Plaque (portal-api/src/seed/plaque-configs.ts): text and an icon, no photo (PhotoSize '0'). */
export const ENGRAVED_BRASS_PLAQUE: PlaqueConfigInput = {
  ID: 'p-engraved-brass-plaque',
  Product: 'Engraved Brass Plaque',
  Size: 'Standard',
  Ratios: '1:1',
  Shape: 'Rectangle',
  Color: 'Bronze',
  Dimensions: '120x60',
  PhotoSize: '0',
  Icon_Ratio: 0.35,
  Name_Size: 24,
  Text1_Size: 14,
  Text2_Size: 12,
  Name_Max: 11,
  Text1_Max: 29,
  Text2_Max: 29,
  Vessel_Image: 1,
};
