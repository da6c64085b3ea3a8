import type { Address } from '@portal/contracts/domain/address';

export type RelationshipType = 'vet_direct' | 'referral' | 'vet_unity';
export type PricingOption = 'No price' | 'Pricebook' | 'RRP';
export const PRICING_OPTIONS: readonly PricingOption[] = ['No price', 'Pricebook', 'RRP'];

export interface VetDto {
  id: string;
  name: string;
  opp_temporary_id?: string | null;
  primary_email_address?: { email_address: string }[];
  office_location: {
    office_address_street: string;
    office_address_city: string;
    office_address_state: string;
    office_address_postalcode: string;
    office_address_country: string;
    office_address_latitude: number | string | null;
    office_address_longitude: number | string | null;
  };
  cstm: {
    relationship_type_c: RelationshipType;
    has_portal_access_c: string;
    pricing_information_c: PricingOption;
    provides_client_details_c: number | string;
    default_collection_location_c: string;
    client_details_c?: string | null;
    brand: { name: string; brand_logo_link: string; parent?: string | null };
  };
}

export type { Address };

/** The vet practice (spec 000 s3, Vet practice; spec 001 s3, Vet details). */
export interface VetPractice {
  id: string;
  name: string;
  email: string | undefined;
  officeAddress: Address;
  relationshipType: RelationshipType;
  hasPortalAccess: boolean;
  pricing: PricingOption;
  providesClientDetails: boolean;
  defaultCollectionLocation: string;
  brandName: string;
  brandLogoUrl: string;
}

const toNumber = (value: number | string | null) =>
  value === null || value === '' ? null : Number(value);

export function toVetPractice(dto: VetDto): VetPractice {
  const office = dto.office_location;
  return {
    id: dto.id,
    name: dto.name,
    email: dto.primary_email_address?.[0]?.email_address,
    officeAddress: {
      street: office.office_address_street,
      city: office.office_address_city,
      state: office.office_address_state,
      postalcode: office.office_address_postalcode,
      country: office.office_address_country || 'Australia',
      lat: toNumber(office.office_address_latitude),
      lng: toNumber(office.office_address_longitude),
    },
    relationshipType: dto.cstm.relationship_type_c,
    hasPortalAccess: dto.cstm.has_portal_access_c === 'Yes',
    pricing: dto.cstm.pricing_information_c,
    providesClientDetails: Number(dto.cstm.provides_client_details_c) !== 0,
    defaultCollectionLocation: dto.cstm.default_collection_location_c,
    brandName: dto.cstm.brand.name,
    brandLogoUrl: dto.cstm.brand.brand_logo_link,
  };
}
