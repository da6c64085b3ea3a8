// The collection products a booking can take: the zones a postcode lies in, the product chosen, and
// what it costs the family (spec 000 s3, collection).
import type { PortalDb } from '../db/database.ts';
import { money } from './bookings.ts';

/** A collection product as the booking writes it (the zone tables' row). */
export interface CollectionProductChoice {
  id: string;
  name: string;
  is_home_collection: number;
  unit_price: number;
}

/** The collection products of the zones a postcode lies in, in list order. */
export function collectionProductsFor(db: PortalDb, postcode: string) {
  return db
    .selectFrom('collection_products')
    .innerJoin('collection_zone_postcodes', 'collection_zone_postcodes.zone_id', 'collection_products.zone_id')
    .innerJoin('collection_zones', 'collection_zones.id', 'collection_products.zone_id')
    .select([
      'collection_products.id',
      'collection_products.name',
      'collection_products.is_home_collection',
      'collection_products.unit_price',
      'collection_zones.name as zone_name',
    ])
    .where('collection_zone_postcodes.postcode', '=', postcode)
    .orderBy('collection_zones.name')
    .orderBy('collection_products.seq')
    .execute();
}

export async function findCollectionProduct(db: PortalDb, productId: string): Promise<CollectionProductChoice | undefined> {
  const product = await db
    .selectFrom('collection_products')
    .select(['id', 'name', 'is_home_collection', 'unit_price'])
    .where('id', '=', productId)
    .executeTakeFirst();
  return product && { ...product, unit_price: money(product.unit_price) };
}

/** The collection travel cost: the chosen collection product's price (none chosen: no cost). */
export const collectionFee = (product: CollectionProductChoice | undefined) => product?.unit_price ?? 0;

/**
 * What the collection rule (rules/booking-writes `checkCollection`) weighs: the products of the zones
 * `zonePostcode` lies in (none without one: the vet's address) and the product chosen, if any.
 */
export async function findCollectionCandidates(db: PortalDb, zonePostcode: string | undefined, productId: string) {
  const zone = zonePostcode === undefined ? [] : await collectionProductsFor(db, zonePostcode);
  const chosen = productId ? await findCollectionProduct(db, productId) : undefined;
  return { zone, chosen };
}
