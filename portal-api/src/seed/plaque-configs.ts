// The plaque configs of the engravable ('plaque') products (issue 6; spec 001 s3 'Engraving plaque
// config': a static file per product keyed by its id). Three kinds of plaque, so every rule of the
// artwork steps has a product behind it:
// - Photo Plaque Urn: text, an icon and a photo (every step);
// - Engraved Brass Plaque: text and an icon, no photo (PhotoSize '0': no image step);
// - Photo Memorial Tile: a photo only (Dimensions '0': no text or icon steps).
import type { Insertable } from 'kysely';
import type { PortalDb } from '../db/database.ts';
import type { PlaqueConfigTable } from '../db/engraving-schema.ts';
import { CATALOG_PRODUCTS } from './catalog.ts';

const base = { icon_ratio: 0.3, name_size: 28, text1_size: 14, text2_size: 12, name_max: 11, text1_max: 29, text2_max: 29 } as const;

export const PLAQUE_CONFIGS: Insertable<PlaqueConfigTable>[] = [
  {
    ...base,
    product_id: CATALOG_PRODUCTS.photoPlaqueUrn.id,
    size: 'Large',
    ratios: '5:6',
    shape: 'Rounded Rectangle',
    color: 'Gold',
    dimensions: '150x100',
    photo_size: '5x6',
    vessel_image: 2,
  },
  {
    ...base,
    product_id: CATALOG_PRODUCTS.plaque.id,
    size: 'Standard',
    ratios: '1:1',
    shape: 'Rectangle',
    color: 'Bronze',
    dimensions: '120x60',
    photo_size: '0',
    icon_ratio: 0.35,
    name_size: 24,
    vessel_image: 1,
  },
  {
    ...base,
    product_id: CATALOG_PRODUCTS.photoTile.id,
    size: 'Tile',
    ratios: '4:5',
    shape: 'Rectangle',
    color: 'White',
    dimensions: '0',
    photo_size: '8x10',
    icon_ratio: 0,
    name_max: 0,
    text1_max: 0,
    text2_max: 0,
    vessel_image: 1,
  },
];

/** Inserts the plaque configs when there are none (older databases get them too). */
export async function seedPlaqueConfigs(db: PortalDb): Promise<boolean> {
  const row = await db.selectFrom('plaque_configs').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(row.count) > 0) return false;
  await db.insertInto('plaque_configs').values(PLAQUE_CONFIGS).execute();
  return true;
}
