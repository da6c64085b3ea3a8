import { describe, expect, it } from 'vitest';
import { collectionProductProblem, OUTSIDE_ZONES_MESSAGE, productsForOption, VET_ADDRESS_PRODUCT_MESSAGE, type ZoneProduct } from './collection';

// The seed's Perth Metro zone (postcodes 6000-6199) and one product of another zone.
const clinic: ZoneProduct = { id: 'perth-clinic', name: 'Vet clinic collection - Perth Metro', isHomeCollection: false };
const afterHours: ZoneProduct = { id: 'perth-after-hours', name: 'After-hours collection - Perth Metro', isHomeCollection: false };
const home: ZoneProduct = { id: 'perth-home', name: 'Home collection - Perth Metro', isHomeCollection: true };
const perth = [clinic, afterHours, home];
const sydneyHome: ZoneProduct = { id: 'sydney-home', name: 'Home collection - Sydney Metro', isHomeCollection: true };

const problem = (option: string, chosen: ZoneProduct | undefined, zoneProducts: readonly ZoneProduct[] = perth, productId = chosen?.id) =>
  collectionProductProblem({ option, productId, chosen, postcode: '6050', zoneProducts });

describe('the collection product for an address and option (spec 000 s5 Collection details)', () => {
  it("offers the owner's home address its home collection, an address chosen every product of its zone, the vet clinic none", () => {
    expect(productsForOption(perth, 'customer_address')).toEqual([home]);
    expect(productsForOption(perth, 'postal_address')).toEqual(perth);
    expect(productsForOption(perth, 'vet_address')).toEqual([]);
  });

  it.each([
    ['postal_address', clinic],
    ['postal_address', afterHours],
    ['postal_address', home],
    ['customer_address', home],
  ])('takes %s with %j in the zone', (option, chosen) => expect(problem(option, chosen)).toBeUndefined());

  it('takes the vet clinic address without a product', () => {
    expect(problem('vet_address', undefined, [])).toBeUndefined();
  });

  it('refuses a product from another zone, naming it and the postcode', () => {
    expect(problem('postal_address', sydneyHome)).toBe(
      'Home collection - Sydney Metro is not available for postcode 6050. Please choose the collection product again: Vet clinic collection - Perth Metro, After-hours collection - Perth Metro or Home collection - Perth Metro.',
    );
    expect(problem('customer_address', sydneyHome)).toMatch(/^Home collection - Sydney Metro is not available for postcode 6050\./);
  });

  it('refuses an unknown product', () => {
    expect(problem('postal_address', undefined, perth, 'no-such-product')).toMatch(/^The chosen collection product is not available for postcode 6050\./);
  });

  it("refuses a product of the zone that is not the owner's home collection for the owner's home address", () => {
    expect(problem('customer_address', clinic)).toBe(
      "Collection from the owner's home address is Home collection - Perth Metro. Please choose it as the collection product.",
    );
  });

  it('says an address outside every zone is outside, with or without a product', () => {
    expect(problem('postal_address', home, [])).toBe(OUTSIDE_ZONES_MESSAGE);
    expect(problem('customer_address', undefined, [])).toBe(OUTSIDE_ZONES_MESSAGE);
  });

  it('asks for a product when none is chosen inside a zone', () => {
    expect(problem('postal_address', undefined, perth, '')).toBe('Collection Product is Required');
  });

  it('refuses a product with the vet clinic address', () => {
    expect(problem('vet_address', clinic)).toBe(VET_ADDRESS_PRODUCT_MESSAGE);
  });

  it("says when a zone has no home collection for the owner's home address", () => {
    expect(problem('customer_address', clinic, [clinic, afterHours])).toMatch(/^No collection from the owner's home address is available for postcode 6050/);
  });
});
