// The booking wizards' writes and the booking as the wizard edits it (spec 000 s3 'Booking submit
// payload', s7; spec 001 s4 'Details step'): the mapper from the form to the submit payload, create
// (with an idempotency key) and update, special instructions, and complete with the screenshot.
import { bookingAddress, type BookingDto } from '@portal/contracts/wire/bookings';
import { displayOwnerPhone, normaliseOwnerPhone } from '@portal/contracts/domain/owner-phone';
import { displayStage } from '@portal/contracts/domain/stages';
import { customUnitToKg, formatWeight, parseWeight } from '@portal/contracts/domain/weight';
import type { WizardStage } from '@portal/contracts/domain/wizard';
import type { BookingPayload, CollectionOption } from '@portal/contracts/schemas/booking';
import type { DetailsValues } from '@portal/contracts/schemas/booking-form';

export interface PayloadInput {
  details: DetailsValues;
  serviceTypeId: string;
  staffName: string;
  isPackage: boolean;
  /** The variant has collection details; otherwise no collection fields are sent. */
  withCollection: boolean;
  providesClientDetails: boolean;
  defaultCollectionLocation: string;
  /** The booking is new (createBookingFlag). */
  create: boolean;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The submit payload of spec 000 s3 from the owner, pet and collection step. */
export function toBookingPayload(input: PayloadInput): BookingPayload {
  const { details } = input;
  const { owner, pet, collection } = details;
  const skip = details.skipOwner;
  const phone = skip ? null : normaliseOwnerPhone(owner.phoneNumber.trim());
  const address = skip ? null : owner.address;
  const customUnit = pet.breed?.customUnit ?? null;
  const customValue = parseWeight(pet.customUnitValue);
  const typedWeight = parseWeight(pet.weight);
  const weight = customUnit && customValue !== null && pet.breed?.customUnitToKgRatio
    ? customUnitToKg(customValue, pet.breed.customUnitToKgRatio)
    : typedWeight;
  const payload: BookingPayload = {
    skip_owner_details_form_c: skip ? 1 : 0,
    provided_client_details_c: input.providesClientDetails ? 1 : 0,
    is_package_c: input.isPackage ? 1 : 0,
    first_name: skip ? null : blankToNull(owner.firstName),
    last_name: skip ? null : blankToNull(owner.lastName),
    email_address: skip ? null : blankToNull(owner.email),
    primary_address_street: address?.street ?? null,
    primary_address_city: address?.city ?? null,
    primary_address_state: address?.state ?? null,
    primary_address_postalcode: address?.postalcode ?? null,
    primary_address_country: address ? address.country || 'Australia' : null,
    primary_address_latitude: address?.lat ?? null,
    primary_address_longitude: address?.lng ?? null,
    return_add_option_c: skip ? null : 'customer_address',
    pet_first_name_c: blankToNull(pet.firstName),
    pet_last_name_c: blankToNull(pet.lastName),
    pet_breed_type_c: blankToNull(pet.type),
    pet_breed_c: pet.breed?.name ?? null,
    pet_sex_c: blankToNull(pet.sex),
    // Weight in kg with 2 decimals; a custom unit sends its value too (converted to kg for the weight).
    pet_weight_c: weight === null || weight <= 0 ? null : formatWeight(weight),
    custom_unit_c: customUnit,
    custom_unit_value_c: customUnit && customValue !== null ? formatWeight(customValue) : null,
    class_pet_service_types_id_c: input.serviceTypeId,
    office_instruction_c: null,
    line_items: [],
    vet_staff_c: blankToNull(input.staffName),
    createBookingFlag: input.create,
    has_default_product: 0,
    default_collection_location_c: input.defaultCollectionLocation,
  };
  // One phone field, chosen by the number's type (spec 000 s5, Phone normalisation).
  if (phone) payload[phone.field] = phone.e164;
  if (input.withCollection && collection.option) {
    const at =
      collection.option === 'vet_address' ? null : collection.option === 'customer_address' ? owner.address : collection.address;
    Object.assign(payload, {
      collection_add_option_c: collection.option,
      collection_add_street_c: at?.street ?? null,
      collection_add_city_c: at?.city ?? null,
      collection_add_state_c: at?.state ?? null,
      collection_add_postalcode_c: at?.postalcode ?? null,
      collection_add_country_c: at ? at.country || 'Australia' : null,
      collection_add_latitude_c: at?.lat ?? null,
      collection_add_longitude_c: at?.lng ?? null,
      isDefaultLocation: collection.option === 'vet_address',
      // The vet clinic address takes no collection product (a product chosen for another option
      // before switching to it stays in the form, unseen, and must not be charged).
      collectionDetails: {
        collection_products: collection.productId && collection.option !== 'vet_address'
          ? [{ id: collection.productId, quantity: 1, is_home_collection: collection.isHomeCollection ? 1 : 0 }]
          : [],
      },
    } satisfies Partial<BookingPayload>);
  }
  return payload;
}

/** The booking as the wizard needs it back from the API. */
export interface WizardBooking {
  id: string;
  orderId: string;
  stage: WizardStage;
  okToCremate: boolean;
  serviceTypeId: string;
  serviceTypeName: string;
  staffName: string;
  isPackage: boolean;
  hasProducts: boolean;
  hadWeight: boolean;
  /** The server's date_modified (ISO), to tell whether an edit draft is older than the server copy. */
  dateModified: string | null;
  /** Cart lines whose option does not suit the pet's weight any more: the submit is refused until they change. */
  weightConflicts: string[];
  details: DetailsValues;
}

/**
 * What the wizard reads of a booking: the same wire shape as GET portal/booking/{id} (BookingDto of
 * `./bookings`), less what only the lists and details page show.
 */
export type BookingWire = Omit<
  BookingDto,
  'name' | 'provided_client_details_c' | 'ok_prepare_c' | 'ok_prepare_time_c' | 'collection_freight_fee_c' | 'return_freight_fee_c' | 'bill_to_c' | 'date_entered' | 'pet_tag_image' | 'order_events' | 'quoted_products' | 'special_instructions' | 'date_modified' | 'collection_add_option_c'
> & {
  collection_add_option_c: CollectionOption | null;
  date_modified?: string | null;
  quoted_products?: Pick<BookingDto['quoted_products'][number], 'id' | 'deleted' | 'can_be_deleted'>[];
  special_instructions?: Pick<BookingDto['special_instructions'][number], 'id' | 'description'>[];
};

function wizardStage(wire: BookingWire): WizardStage {
  const stage = displayStage({
    orderStage: wire.order_stage_c,
    isFinalStage: Boolean(wire.is_final_order_stage_c),
    isOpenOrder: Boolean(wire.is_open_order_c),
  });
  return stage === 'Unsubmitted' || stage === 'Submitted' ? stage : 'In Progress';
}

const addressText = (parts: (string | null)[]) => parts.filter(Boolean).join(', ');

/** The booking wire shape as the wizard's form values. */
export function toWizardBooking(wire: BookingWire): WizardBooking {
  const hasAddress = Boolean(wire.primary_address_city || wire.primary_address_postalcode);
  const ownerAddress = hasAddress ? bookingAddress(wire, 'owner') : null;
  const collectionAddress = wire.collection_add_city_c ? bookingAddress(wire, 'collection') : null;
  const product = wire.collectionDetails?.collection_products[0];
  const customUnit = wire.custom_unit_c;
  return {
    id: wire.id,
    orderId: wire.order_id_c,
    stage: wizardStage(wire),
    okToCremate: Boolean(wire.ok_cremate_c),
    serviceTypeId: wire.service_type.id,
    serviceTypeName: wire.service_type.name,
    staffName: wire.vet_staff_c ?? '',
    isPackage: Boolean(wire.is_package_c),
    // Products chosen in the catalog: the default service line (not deletable) does not count.
    hasProducts: (wire.quoted_products ?? []).some((line) => !line.deleted && line.can_be_deleted !== 0),
    hadWeight: wire.pet_weight_c !== null && Number(wire.pet_weight_c) > 0,
    dateModified: wire.date_modified ?? null,
    weightConflicts: (wire.weight_conflicts ?? []).map((conflict) => conflict.message),
    details: {
      skipOwner: Boolean(wire.skip_owner_details_form_c),
      owner: {
        firstName: wire.first_name ?? '',
        lastName: wire.last_name ?? '',
        phoneNumber: displayOwnerPhone(wire.phone_mobile ?? wire.phone_home ?? wire.phone_work),
        email: wire.email_address ?? '',
        addressText: ownerAddress ? addressText([ownerAddress.street, `${ownerAddress.city} ${ownerAddress.state} ${ownerAddress.postalcode}`.trim()]) : '',
        address: ownerAddress,
      },
      pet: {
        firstName: wire.pet_first_name_c ?? '',
        lastName: wire.pet_last_name_c ?? '',
        type: wire.pet_breed_type_c ?? '',
        breedText: wire.pet_breed_c ?? '',
        breed: wire.pet_breed_c
          ? { name: wire.pet_breed_c, customUnit, customUnitToKgRatio: customUnit ? 0.001 : null }
          : null,
        sex: wire.pet_sex_c ?? '',
        weight: wire.pet_weight_c ? formatWeight(Number(wire.pet_weight_c)) : '',
        customUnitValue: wire.custom_unit_value_c ? formatWeight(Number(wire.custom_unit_value_c)) : '',
      },
      collection: {
        option: wire.collection_add_option_c ?? '',
        addressText: collectionAddress ? addressText([collectionAddress.street, `${collectionAddress.city} ${collectionAddress.state} ${collectionAddress.postalcode}`.trim()]) : '',
        address: collectionAddress,
        productId: product?.id ?? '',
        productName: product?.name ?? '',
        isHomeCollection: Boolean(product?.is_home_collection),
        outsideZones: false,
      },
      instructions: (wire.special_instructions ?? []).map((row) => ({ id: row.id, description: row.description })),
    },
  };
}
