import { money } from '../data/bookings.ts';
import type { collectionProductsFor } from '../data/collection-products.ts';

type ZoneProductRow = Awaited<ReturnType<typeof collectionProductsFor>>[number];

/** A collection product of a postcode's zone, as GET postcode/zone lists it. */
export function zoneProductToWire(product: ZoneProductRow) {
  return {
    id: product.id,
    name: product.name,
    is_home_collection: product.is_home_collection ? 1 : 0,
    unit_price: money(product.unit_price),
    zone: product.zone_name,
  };
}
