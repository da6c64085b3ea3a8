import type { PlaqueConfigInput } from '@portal/contracts/domain/engraving';

/**
 * Portal-api's seeded plaques (portal-api/src/seed/plaque-configs.ts) as its lookup answers them: the
 * products the owner's journeys use. The Photo Plaque Urn takes every step (text, an icon and a photo).
 */
export const PHOTO_PLAQUE_URN: PlaqueConfigInput = {
  ID: 'p-photo-plaque-urn',
  Product: 'Photo Plaque Urn',
  Size: 'Large',
  Ratios: '5:6',
  Shape: 'Rounded Rectangle',
  Color: 'Gold',
  Dimensions: '150x100',
  PhotoSize: '5x6',
  Icon_Ratio: 0.3,
  Name_Size: 28,
  Text1_Size: 14,
  Text2_Size: 12,
  Name_Max: 11,
  Text1_Max: 29,
  Text2_Max: 29,
  Vessel_Image: 2,
};

/** The Photo Memorial Tile: a photo only (Dimensions '0': no text or icon steps). */
export const PHOTO_MEMORIAL_TILE: PlaqueConfigInput = {
  ID: 'p-photo-memorial-tile',
  Product: 'Photo Memorial Tile',
  Size: 'Tile',
  Ratios: '4:5',
  Shape: 'Rectangle',
  Color: 'White',
  Dimensions: '0',
  PhotoSize: '8x10',
  Icon_Ratio: 0,
  Name_Size: 28,
  Text1_Size: 14,
  Text2_Size: 12,
  Name_Max: 0,
  Text1_Max: 0,
  Text2_Max: 0,
  Vessel_Image: 1,
};
