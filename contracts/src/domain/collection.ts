// Which collection product a booking may carry (spec 000 s5 'Collection details'; s9 "Owner's home
// collection address carries a $50 additional charge"): the products of the collection address's
// postcode zone (GET portal/postcode/zone) that serve the chosen collection option. One rule for the
// details step (the products it offers) and portal-api (the product it stores and charges for).

export const OUTSIDE_ZONES_MESSAGE = 'ADDRESS IS OUTSIDE AVAILABLE COLLECTION ZONES';
export const COLLECTION_PRODUCT_MESSAGE = 'Collection Product is Required';
export const VET_ADDRESS_PRODUCT_MESSAGE =
  'A collection from the vet clinic address takes no collection product. Please choose another collection option to choose a product.';

/** A collection product as the zone lookup answers it. */
export interface ZoneProduct {
  id: string;
  name: string;
  isHomeCollection: boolean;
}

/**
 * The zone's products that serve a collection option: the owner's home address takes the home
 * collection (its additional charge is the home address's); an address the person chooses takes any
 * of them (it may be a home, a clinic or anywhere else); the vet clinic address takes none (spec 000
 * s5 asks for a product only with the other two).
 */
export function productsForOption<T extends Pick<ZoneProduct, 'isHomeCollection'>>(products: readonly T[], option: string): T[] {
  switch (option) {
    case 'customer_address':
      return products.filter((product) => product.isHomeCollection);
    case 'postal_address':
      return [...products];
    default:
      return [];
  }
}

export interface CollectionChoice {
  option: string;
  /** The chosen product's id ('' or undefined when none is chosen). */
  productId: string | null | undefined;
  /** The chosen product wherever it is offered, or undefined when no zone has it. */
  chosen: ZoneProduct | undefined;
  /** The collection address's postcode. */
  postcode: string;
  /** The products of the postcode's zones (none outside every zone). */
  zoneProducts: readonly ZoneProduct[];
}

/**
 * Why the chosen collection product cannot be taken for this address and option, or undefined when it
 * can (or when the option needs none and none is chosen).
 */
export function collectionProductProblem({ option, productId, chosen, postcode, zoneProducts }: CollectionChoice): string | undefined {
  const id = productId?.trim() ?? '';
  if (option !== 'customer_address' && option !== 'postal_address') return id ? VET_ADDRESS_PRODUCT_MESSAGE : undefined;
  if (zoneProducts.length === 0) return OUTSIDE_ZONES_MESSAGE;
  const serving = productsForOption(zoneProducts, option);
  if (serving.length === 0) return `No collection from the owner's home address is available for postcode ${postcode}. Please choose another collection option.`;
  if (!id) return COLLECTION_PRODUCT_MESSAGE;
  if (serving.some((product) => product.id === id)) return undefined;
  const names = listOf(serving.map((product) => product.name));
  if (zoneProducts.some((product) => product.id === id)) {
    // In the zone, but not for this option: the owner's home takes the home collection.
    return `Collection from the owner's home address is ${names}. Please choose it as the collection product.`;
  }
  const what = chosen ? chosen.name : 'The chosen collection product';
  return `${what} is not available for postcode ${postcode}. Please choose the collection product again: ${names}.`;
}

/** 'a', 'a or b', 'a, b or c'. */
const listOf = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`);
