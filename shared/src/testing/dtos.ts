// Wire shapes portal-api answers with, for component tests across the apps, and the signed-in member.
import type { BookingDto } from '@portal/contracts/wire/bookings';
import type { VetDto } from '@portal/contracts/wire/vet';
import { setConfig } from '@portal/shared/config';
import { parseRuntimeConfig } from '@portal/contracts/wire/config';
import { sessionStore } from '@portal/shared/session';

/** A runtime config as config.json gives it locally (portal-api on :8090, the local address search), naming `remotes`. */
export function testRuntimeConfig(remotes: Record<string, string> = {}) {
  return parseRuntimeConfig({
    apiBaseUrl: 'http://api.test/',
    identity: { region: 'ap-southeast-2', userPoolId: 'local_abc123', clientId: 'client' },
    remotes,
    realtime: { provider: 'local', url: 'ws://api.test/realtime' },
    addresses: { provider: 'local' },
    errorReporting: { dsn: 'http://portal@api.test/1' },
    brandsByHost: {},
    latestStockUrl: 'https://example.com/stock',
    engravingGuest: { username: 'guest@owners.example.com', password: 'Guest#2026' },
    defaultBrand: 'Lawnswood',
  });
}

/** Loads testRuntimeConfig() (also as a hook: `beforeEach(loadTestConfig)`). */
export function loadTestConfig() {
  setConfig(testRuntimeConfig());
}

/** Signs the test in as a member of the direct practice. */
export function signInAs(role: 'Level 1' | 'Level 3', contactId = role === 'Level 3' ? 'manager-id' : 'staff-id') {
  sessionStore.getState().signIn('test-token', { username: `${contactId}@example.com`, contactId, role });
}

export const contactDto = (id: string, first: string, last: string, level = 'Level 1', status = 1) => ({
  id,
  first_name: first,
  last_name: last,
  email_address: `${first.toLowerCase()}@example.com`,
  primary_email_address: [{ email_address: `${first.toLowerCase()}@example.com` }],
  vet_account_id: 'practice-id',
  cstm: { cognito_username_c: `${first.toLowerCase()}@example.com`, portal_access_c: level, cognito_portal_active_c: status },
});

/** The practice (GET portal/vet): a direct practice in Mount Lawley that provides client details. */
export const vetDto = (pricing: 'No price' | 'Pricebook' | 'RRP' = 'Pricebook', cstm: Partial<VetDto['cstm']> = {}): VetDto => ({
  id: 'practice-id',
  name: 'Perth Paws Veterinary Hospital',
  office_location: {
    office_address_street: '120 Walcott Street',
    office_address_city: 'Mount Lawley',
    office_address_state: 'WA',
    office_address_postalcode: '6050',
    office_address_country: 'Australia',
    office_address_latitude: -31.9,
    office_address_longitude: 115.8,
  },
  cstm: {
    relationship_type_c: 'vet_direct',
    has_portal_access_c: 'Yes',
    pricing_information_c: pricing,
    provides_client_details_c: 1,
    default_collection_location_c: 'Vet',
    brand: { name: 'Lawnswood', brand_logo_link: 'http://api.test/static/brands/lawnswood.svg' },
    ...cstm,
  },
});

/** A booking as GET portal/booking/{id} answers it: Bella Citizen's private cremation, unsubmitted, no cart lines. */
export const bookingDto = (overrides: Partial<BookingDto> = {}): BookingDto => ({
  id: 'booking-1',
  order_id_c: '100234',
  name: 'Bella Citizen',
  order_stage_c: 'VP Unsubmitted',
  service_type: { id: 'st-private', name: 'private cremation' },
  is_open_order_c: 1,
  is_final_order_stage_c: 0,
  is_package_c: 0,
  skip_owner_details_form_c: 0,
  provided_client_details_c: 1,
  ok_prepare_c: 0,
  ok_prepare_time_c: null,
  ok_cremate_c: 0,
  collection_freight_fee_c: 25,
  return_freight_fee_c: 15,
  vet_staff_c: 'Dr Jones',
  bill_to_c: null,
  date_entered: '2026-01-01T00:00:00Z',
  date_modified: '2026-01-01T00:00:00Z',
  first_name: 'Sam',
  last_name: 'Citizen',
  email_address: null,
  phone_mobile: null,
  phone_home: null,
  phone_work: null,
  primary_address_street: null,
  primary_address_city: null,
  primary_address_state: null,
  primary_address_postalcode: null,
  primary_address_country: null,
  primary_address_latitude: null,
  primary_address_longitude: null,
  pet_first_name_c: 'Bella',
  pet_last_name_c: 'Citizen',
  pet_breed_type_c: 'Dog',
  pet_breed_c: 'Beagle',
  pet_sex_c: 'Female',
  pet_weight_c: 12.5,
  custom_unit_c: null,
  custom_unit_value_c: null,
  collection_add_option_c: 'vet_address',
  collection_add_street_c: null,
  collection_add_city_c: null,
  collection_add_state_c: null,
  collection_add_postalcode_c: null,
  collection_add_country_c: null,
  collection_add_latitude_c: null,
  collection_add_longitude_c: null,
  pet_tag_image: null,
  order_events: [],
  quoted_products: [],
  special_instructions: [],
  ...overrides,
});
