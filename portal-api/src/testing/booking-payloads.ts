// Booking bodies the API tests send, so a test names only what it is about.
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';

/**
 * The first step of a private cremation with the owner's details skipped (spec 000 s5's 'skip'): a
 * dog of 12.5 kg and an empty cart. `POST portal/booking` takes it as it is.
 */
export const SKIPPED_OWNER_BOOKING = {
  skip_owner_details_form_c: 1,
  pet_first_name_c: 'Bella',
  pet_last_name_c: 'Mitchell',
  pet_breed_type_c: 'Dog',
  pet_breed_c: 'Border Collie',
  pet_sex_c: 'Female',
  pet_weight_c: '12.50',
  class_pet_service_types_id_c: SERVICE_TYPE_IDS.privateCremation,
  vet_staff_c: 'Dr Hannah Reid',
  createBookingFlag: true,
  line_items: [],
};

/**
 * The first step of a private cremation with the owner's details (Emma O'Connor, a mobile, the ashes
 * back to the clinic): a cat of 4.5 kg and an empty cart.
 */
export const OWNER_BOOKING = {
  ...SKIPPED_OWNER_BOOKING,
  skip_owner_details_form_c: 0,
  first_name: 'Emma',
  last_name: "O'Connor",
  email_address: 'emma.oconnor@example.com',
  phone_mobile: '+61412555123',
  primary_address_street: '12 Walcott Street',
  primary_address_city: 'Mount Lawley',
  primary_address_state: 'WA',
  primary_address_postalcode: '6050',
  primary_address_country: 'Australia',
  return_add_option_c: 'vet_address',
  pet_first_name_c: 'Luna',
  pet_last_name_c: "O'Connor",
  pet_breed_type_c: 'Cat',
  pet_breed_c: 'Ragdoll',
  pet_sex_c: 'Female',
  pet_weight_c: '4.50',
};
