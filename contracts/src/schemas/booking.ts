// What the booking wizards and portal-api's booking writes share (spec 000 s3 'Booking submit
// payload', s5 'Validation rules'; spec 001 s5): the messages and the submit payload's schema and
// rules. portal-api validates the payload with the same field rules as the forms (schemas/booking-form)
// and answers 422 naming the wire fields.
import * as v from 'valibot';
import { PHONE_MESSAGE } from '@portal/contracts/domain/owner-phone';
import { CUSTOM_UNIT_MESSAGE, WEIGHT_MESSAGE, weightError } from '@portal/contracts/domain/weight';
import { COLLECTION_PRODUCT_MESSAGE, OUTSIDE_ZONES_MESSAGE } from '@portal/contracts/domain/collection';
import { hiddenCharacterProblem } from '@portal/contracts/domain/engraving-fit';
import { skipFamilyConfirmationSchema } from '@portal/contracts/schemas/family-confirmation';
import {
  ADDRESS_LINE_MAX,
  EMAIL_MAX,
  ID_MAX,
  INSTRUCTION_MAX,
  INSTRUCTIONS_MAX,
  LINE_ITEMS_MAX,
  NAME_MAX,
  PHONE_MAX,
  SCREENSHOT_MAX,
  SHORT_TEXT_MAX,
  tooLongMessage,
  tooManyMessage,
  WEIGHT_TEXT_MAX,
} from '@portal/contracts/domain/limits';

export const MESSAGES = {
  staffName: 'Booking vet staff member name is required',
  bookingOption: 'Please select a booking option',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: PHONE_MESSAGE,
  email: 'Please enter valid email address',
  addressRequired: 'Home address is required',
  addressError: 'Error in selecting address',
  cityNotFound: 'City not found',
  postcodeNotFound: 'Postal code not found',
  petFirstName: 'Pet first name is required',
  petLastName: 'Pet last name is required',
  petType: 'Pet type is required',
  breedNeedsType: 'Pet type should be selected first',
  breedRequired: 'Please enter valid breed',
  breedFromOptions: 'Please select a valid breed from the options',
  sex: 'Pet sex is required',
  weight: WEIGHT_MESSAGE,
  customUnit: CUSTOM_UNIT_MESSAGE,
  collectionOption: 'Collection Address Option is required',
  collectionProduct: COLLECTION_PRODUCT_MESSAGE,
  collectionAddress: 'Collection Address is required',
  outsideZones: OUTSIDE_ZONES_MESSAGE,
  instruction: 'Special instruction cannot be empty',
  serviceType: 'Service type is required',
} as const;

export const PET_SEXES = ['Male', 'Female'] as const;
export const COLLECTION_OPTIONS = ['vet_address', 'customer_address', 'postal_address'] as const;
export type CollectionOption = (typeof COLLECTION_OPTIONS)[number];

/** What an email must look like, when one is given (spec 000 s5, Owner). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Nothing typed: absent, empty or spaces only. */
export const blank = (value: string | undefined | null) => !value || value.trim() === '';

/**
 * The pet's first name starts the engraving's pet name and is printed on the pet tag: a line break or a
 * hidden character in it is named as the engraving steps name it (issue 29), never removed.
 */
export const petNameProblem = (name: string) => hiddenCharacterProblem('Pet first name', name, true);

export const INSTRUCTION_LABEL = 'Special instruction';
/** The note beside 'Add special instruction' once the booking has as many as it can keep. */
export const INSTRUCTIONS_FULL_MESSAGE = tooManyMessage('special instructions', INSTRUCTIONS_MAX);

// ---- The submit payload (spec 000 s3) as portal-api validates it ----------------------------------

/** The 422 of more cart lines than one request or one booking's cart takes. */
export const LINE_ITEMS_MESSAGE = `At most ${LINE_ITEMS_MAX} items can be in one booking's cart`;

/** An optional text of the payload, at most `max` characters (the 422 names the field as the form does). */
const text = (label: string, max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max, tooLongMessage(label, max)))));
const flag = v.optional(v.union([v.picklist([0, 1]), v.boolean()]));
const NUMBER_TEXT_MAX = 30;
const coordinate = v.optional(
  v.nullable(v.union([v.number(), v.pipe(v.string(), v.maxLength(NUMBER_TEXT_MAX, tooLongMessage('A coordinate', NUMBER_TEXT_MAX)), v.transform(Number))])),
);
const weightValue = (label: string) =>
  v.optional(v.nullable(v.union([v.pipe(v.string(), v.maxLength(WEIGHT_TEXT_MAX, tooLongMessage(label, WEIGHT_TEXT_MAX))), v.number()])));
const ownerAddress = (label: string) => text(label, ADDRESS_LINE_MAX);

/** The booking submit payload's shape and size limits (domain/limits); `bookingPayloadErrors` adds the field rules. */
export const bookingPayloadSchema = v.object({
  skip_owner_details_form_c: flag,
  provided_client_details_c: flag,
  is_package_c: flag,
  first_name: text('Owner first name', NAME_MAX),
  last_name: text('Owner last name', NAME_MAX),
  email_address: text('Email', EMAIL_MAX),
  phone_mobile: text('Phone number', PHONE_MAX),
  phone_home: text('Phone number', PHONE_MAX),
  phone_work: text('Phone number', PHONE_MAX),
  primary_address_street: ownerAddress('Home address street'),
  primary_address_city: ownerAddress('Home address city'),
  primary_address_state: ownerAddress('Home address state'),
  primary_address_postalcode: ownerAddress('Home address postal code'),
  primary_address_country: ownerAddress('Home address country'),
  primary_address_latitude: coordinate,
  primary_address_longitude: coordinate,
  return_add_option_c: text('Return address option', SHORT_TEXT_MAX),
  pet_first_name_c: text('Pet first name', NAME_MAX),
  pet_last_name_c: text('Pet last name', NAME_MAX),
  pet_breed_type_c: text('Pet type', SHORT_TEXT_MAX),
  pet_breed_c: text('Breed', SHORT_TEXT_MAX),
  pet_sex_c: text('Sex', SHORT_TEXT_MAX),
  pet_weight_c: weightValue('Weight'),
  custom_unit_c: text('Custom unit', SHORT_TEXT_MAX),
  custom_unit_value_c: weightValue('Weight'),
  class_pet_service_types_id_c: v.pipe(v.string(MESSAGES.serviceType), v.nonEmpty(MESSAGES.serviceType), v.maxLength(ID_MAX, tooLongMessage('Service type', ID_MAX))),
  office_instruction_c: text('Office instruction', INSTRUCTION_MAX),
  collection_add_option_c: v.optional(v.nullable(v.union([v.picklist(COLLECTION_OPTIONS), v.literal('')]))),
  collection_add_street_c: ownerAddress('Collection address street'),
  collection_add_city_c: ownerAddress('Collection address city'),
  collection_add_state_c: ownerAddress('Collection address state'),
  collection_add_postalcode_c: ownerAddress('Collection address postal code'),
  collection_add_country_c: ownerAddress('Collection address country'),
  collection_add_latitude_c: coordinate,
  collection_add_longitude_c: coordinate,
  collectionDetails: v.optional(
    v.nullable(
      v.object({
        collection_products: v.optional(
          v.pipe(
            v.array(
              v.object({
                id: v.pipe(v.string(), v.maxLength(ID_MAX, tooLongMessage('Collection product', ID_MAX))),
                quantity: v.optional(v.number()),
                is_home_collection: flag,
              }),
            ),
            // The wizard sends one collection product (spec 000 s3); a few are room enough.
            v.maxLength(10, 'At most 10 collection products can be sent'),
          ),
        ),
      }),
    ),
  ),
  line_items: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(LINE_ITEMS_MAX, LINE_ITEMS_MESSAGE))),
  vet_staff_c: text('Booking vet staff member name', NAME_MAX),
  createBookingFlag: v.optional(v.boolean()),
  has_default_product: flag,
  default_collection_location_c: text('Default collection location', ADDRESS_LINE_MAX),
  isDefaultLocation: v.optional(v.boolean()),
});
export type BookingPayload = v.InferInput<typeof bookingPayloadSchema>;

/**
 * A body of POST portal/booking/{id} holding only `line_items` (the cart's change, spec 001 s4 'Add
 * to cart', 'Cart delete'): it changes only the cart, so none of the details rules apply to it.
 */
export const lineItemsOnlySchema = v.strictObject({ line_items: v.array(v.unknown()) });
export const isLineItemsOnly = (body: unknown): body is v.InferOutput<typeof lineItemsOnlySchema> => v.is(lineItemsOnlySchema, body);

/** Which parts the payload must carry for its service type (spec 000 s4, Wizard flow 4). */
export interface PayloadRules {
  /** Owner details unless skipped (not for stray/wildlife or vet supply). */
  owner: boolean;
  /** A valid pet (not for vet supply orders). */
  pet: boolean;
  /** Collection details (vet-unity and stray/wildlife wizards send them). */
  collection: boolean;
}

const on = (value: unknown) => value === 1 || value === true;
/** No weight sent: absent, null or blank text (a pet that needs one is told so by the pet rules). */
const blankWeight = (value: string | number | null | undefined) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A pet's weight fields as sent or stored (kg, or the breed's custom unit with its value). */
export interface PetWeightFields {
  pet_weight_c?: string | number | null | undefined;
  custom_unit_c?: string | null | undefined;
  custom_unit_value_c?: string | number | null | undefined;
}

/**
 * The weight rule of the payload and of a booking's stored pet (issue 29, item 4), keyed by wire field
 * with the wizard's messages: with `required` the pet must have a weight (its custom unit's value when
 * the breed has one); any weight given must be one the parser accepts (domain/weight `readWeight`),
 * whatever the service type, as it is stored exactly as read.
 */
export function petWeightErrors(fields: PetWeightFields, required: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const customUnit = !blank(fields.custom_unit_c);
  if (required) {
    const missing = customUnit ? weightError(fields.custom_unit_value_c, true) : weightError(fields.pet_weight_c);
    if (missing) errors[customUnit ? 'custom_unit_value_c' : 'pet_weight_c'] = missing;
  }
  if (!blankWeight(fields.pet_weight_c)) {
    const weight = weightError(fields.pet_weight_c);
    if (weight) errors.pet_weight_c ??= weight;
  }
  if (!blankWeight(fields.custom_unit_value_c)) {
    const value = weightError(fields.custom_unit_value_c, true);
    if (value) errors.custom_unit_value_c ??= value;
  }
  return errors;
}

/** The submit payload's field rules, keyed by wire field, with the forms' messages. */
export function bookingPayloadErrors(payload: v.InferOutput<typeof bookingPayloadSchema>, rules: PayloadRules): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rules.owner && !on(payload.skip_owner_details_form_c)) {
    if (blank(payload.first_name)) errors.first_name = MESSAGES.firstName;
    if (blank(payload.last_name)) errors.last_name = MESSAGES.lastName;
    const phones = [payload.phone_mobile, payload.phone_home, payload.phone_work].filter((phone) => !blank(phone));
    if (phones.length !== 1 || !/^\+61[1-9]\d{8}$/.test(phones[0] ?? '')) errors.phone_mobile = MESSAGES.phone;
    if (!blank(payload.email_address) && !EMAIL.test(payload.email_address?.trim() ?? '')) errors.email_address = MESSAGES.email;
    if (blank(payload.primary_address_city)) errors.primary_address_city = MESSAGES.cityNotFound;
    if (blank(payload.primary_address_postalcode)) errors.primary_address_postalcode = MESSAGES.postcodeNotFound;
  }
  if (rules.pet) {
    if (blank(payload.pet_first_name_c)) errors.pet_first_name_c = MESSAGES.petFirstName;
    else if (petNameProblem(payload.pet_first_name_c ?? '')) errors.pet_first_name_c = petNameProblem(payload.pet_first_name_c ?? '') ?? '';
    if (blank(payload.pet_last_name_c)) errors.pet_last_name_c = MESSAGES.petLastName;
    if (blank(payload.pet_breed_type_c)) errors.pet_breed_type_c = MESSAGES.petType;
    if (blank(payload.pet_breed_c)) errors.pet_breed_c = MESSAGES.breedRequired;
    if (!PET_SEXES.includes(payload.pet_sex_c as (typeof PET_SEXES)[number])) errors.pet_sex_c = MESSAGES.sex;
  }
  Object.assign(errors, petWeightErrors(payload, rules.pet));
  if (rules.collection) {
    const option = payload.collection_add_option_c;
    if (!option) errors.collection_add_option_c = MESSAGES.collectionOption;
    if (option === 'customer_address' && on(payload.skip_owner_details_form_c)) {
      errors.collection_add_option_c = 'The owner address cannot be used when owner details are not provided';
    }
    if ((option === 'postal_address' || option === 'customer_address') && !payload.collectionDetails?.collection_products?.[0]?.id) {
      errors.collection_products = MESSAGES.collectionProduct;
    }
    if (option === 'postal_address' && (payload.collection_add_latitude_c == null || payload.collection_add_longitude_c == null)) {
      errors.collection_add_street_c = MESSAGES.collectionAddress;
    }
  }
  return errors;
}

/** POST portal/special_instruction (spec 000 s7). */
const idText = (label: string) => v.pipe(v.string(), v.maxLength(ID_MAX, tooLongMessage(label, ID_MAX)));
export const specialInstructionsSchema = v.object({
  opportunity_id: v.pipe(v.string('opportunity_id is required'), v.nonEmpty('opportunity_id is required'), v.maxLength(ID_MAX, tooLongMessage('opportunity_id', ID_MAX))),
  special_instructions: v.pipe(
    v.array(
      v.object({
        id: v.optional(v.nullable(idText('id'))),
        description: v.pipe(
          v.string(MESSAGES.instruction),
          v.trim(),
          v.nonEmpty(MESSAGES.instruction),
          v.maxLength(INSTRUCTION_MAX, tooLongMessage(INSTRUCTION_LABEL, INSTRUCTION_MAX)),
        ),
        opportunity_id: v.optional(v.nullable(idText('opportunity_id'))),
        completed: flag,
      }),
    ),
    v.maxLength(INSTRUCTIONS_MAX, INSTRUCTIONS_FULL_MESSAGE),
  ),
});

/**
 * POST portal/booking/{id}/complete: the confirmation screenshot as a PNG or JPEG data URL and, to not
 * ask the family to confirm what will be done (issue 36), `skip_family_confirmation` with the nurse's reason.
 */
export const completeBookingSchema = v.object({
  screenshot_image: v.pipe(
    v.string('screenshot_image is required'),
    v.maxLength(SCREENSHOT_MAX, 'screenshot_image is too large'),
    v.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'screenshot_image must be a PNG or JPEG data URL'),
  ),
  skip_family_confirmation: v.optional(skipFamilyConfirmationSchema),
});
