import type { Selectable } from 'kysely';
import type { AccountManagerTable, Brand, Practice } from '../db/schema.ts';

/** A vet practice as the CRM API shows it; `logoUrl` is the absolute form of its brand's logo path. */
export function practiceToWire(practice: Practice, brand: Brand, logoUrl: string) {
  return {
    id: practice.id,
    name: practice.name,
    opp_temporary_id: practice.opp_temporary_id,
    primary_email_address: [{ email_address: practice.email }],
    office_location: {
      office_address_street: practice.office_address_street,
      office_address_city: practice.office_address_city,
      office_address_state: practice.office_address_state,
      office_address_postalcode: practice.office_address_postalcode,
      office_address_country: practice.office_address_country,
      office_address_latitude: practice.office_address_latitude,
      office_address_longitude: practice.office_address_longitude,
    },
    cstm: {
      relationship_type_c: practice.relationship_type_c,
      has_portal_access_c: practice.has_portal_access_c,
      pricing_information_c: practice.pricing_information_c,
      provides_client_details_c: practice.provides_client_details_c,
      default_collection_location_c: practice.default_collection_location_c,
      client_details_c: practice.client_details_c,
      brand: { name: brand.name, brand_logo_link: logoUrl, parent: brand.parent },
    },
  };
}

export function accountManagerToWire(manager: Selectable<AccountManagerTable>, pictureUrl: string) {
  return {
    first_name: manager.first_name,
    last_name: manager.last_name,
    phone_mobile: manager.phone_mobile,
    email_addresses: [{ email_address: manager.email }],
    picture: { src: pictureUrl },
  };
}
