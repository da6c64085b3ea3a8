

export interface ServiceType {
  id: string;
  name: string;
}

/** Service-type names the portal's logic depends on (spec 000 s9). */
export const SERVICE_TYPE_NAMES = {
  strayWildlife: 'communal cremation - stray / wildlife - vet',
  communal: 'communal cremation - vet',
  dispersal: 'private cremation & dispersal of ashes',
  vetSupply: 'vet supply order',
} as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
export const isVetSupplyOrder = (serviceTypeName: string) => sameName(serviceTypeName, SERVICE_TYPE_NAMES.vetSupply);

export function findServiceType(types: ServiceType[], name: string): ServiceType | undefined {
  return types.find((type) => sameName(type.name, name));
}
