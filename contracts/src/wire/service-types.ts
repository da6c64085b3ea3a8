

export interface ServiceType {
  id: string;
  name: string;
}

/**
 * Service-type names the portal's logic depends on (spec 000 s9; `private` and `productsOnly` are the
 * seed's names of the services new private and urns-and-memorabilia bookings get).
 */
export const SERVICE_TYPE_NAMES = {
  private: 'private cremation',
  strayWildlife: 'communal cremation - stray / wildlife - vet',
  communal: 'communal cremation - vet',
  dispersal: 'private cremation & dispersal of ashes',
  productsOnly: 'products only',
  vetSupply: 'vet supply order',
} as const;

/** How every private cremation's name starts (returned or dispersed ashes, referral, package), and every communal one's (stray and wildlife too). */
const PRIVATE_CREMATION = 'private cremation';
const COMMUNAL_CREMATION = 'communal cremation';

const normalName = (name: string) => name.trim().toLowerCase();

/** Whether two service-type names name the same service type: the CRM's names compared trimmed and case-blind. */
export const sameServiceType = (a: string, b: string) => normalName(a) === normalName(b);

/** A private cremation of any kind: the pet is cremated on its own. */
export const isPrivateCremation = (serviceTypeName: string) => normalName(serviceTypeName).startsWith(PRIVATE_CREMATION);

/** A communal cremation of any kind, stray and wildlife included. */
export const isCommunalCremation = (serviceTypeName: string) => normalName(serviceTypeName).startsWith(COMMUNAL_CREMATION);

/** The stray/wildlife communal cremation for a vet: no owner, and collection details. */
export const isStrayWildlife = (serviceTypeName: string) => sameServiceType(serviceTypeName, SERVICE_TYPE_NAMES.strayWildlife);

/** A products-only order (urns and memorabilia): no pet. */
export const isProductsOnly = (serviceTypeName: string) => sameServiceType(serviceTypeName, SERVICE_TYPE_NAMES.productsOnly);

/** A private cremation whose ashes are dispersed, not returned. */
export const isDispersal = (serviceTypeName: string | undefined) => sameServiceType(serviceTypeName ?? '', SERVICE_TYPE_NAMES.dispersal);

const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * A service type's name as people read it: the CRM's lowercase names in title case, short joining
 * words kept small ('private cremation & dispersal of ashes' -> 'Private Cremation & Dispersal of Ashes').
 */
export function serviceTypeLabel(name: string): string {
  return name
    .trim()
    .split(/(\s+)/)
    .map((word, index) => (index > 0 && MINOR_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** A vet supply order: supplies for the practice, no pet, owner, collection or cremation. */
export const isVetSupplyOrder = (serviceTypeName: string) => sameServiceType(serviceTypeName, SERVICE_TYPE_NAMES.vetSupply);

export function findServiceType(types: ServiceType[], name: string): ServiceType | undefined {
  return types.find((type) => sameServiceType(type.name, name));
}
