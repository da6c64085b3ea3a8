// A submit payload (spec 000 s3) as the rows the booking writes store: its owner, pet and collection
// columns and the booking's name, with text trimmed (blank is null) and numbers read as numbers.
import type { InferOutput } from 'valibot';
import { parseWeight } from '@portal/contracts/domain/weight';
import type { bookingPayloadSchema } from '@portal/contracts/schemas/booking';
import type { Flag } from '../db/booking-schema.ts';
import type { CollectionProductChoice } from './collection-products.ts';

export type BookingPayloadInput = InferOutput<typeof bookingPayloadSchema>;

export const flagOf = (value: unknown): Flag => (value === 1 || value === true ? 1 : 0);
export const textOf = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
export const numberOf = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
/**
 * pet_weight_c and custom_unit_value_c as stored: exactly the number the one weight parser reads
 * (domain/weight; bookingPayloadErrors has refused every other form), null when none was sent.
 */
export const weightOf = (value: string | number | null | undefined) => parseWeight(value ?? null);

export function ownerValues(payload: BookingPayloadInput) {
  return {
    first_name: textOf(payload.first_name) ?? '',
    last_name: textOf(payload.last_name) ?? '',
    email_address: textOf(payload.email_address),
    phone_mobile: textOf(payload.phone_mobile),
    phone_home: textOf(payload.phone_home),
    phone_work: textOf(payload.phone_work),
    primary_address_street: textOf(payload.primary_address_street),
    primary_address_city: textOf(payload.primary_address_city),
    primary_address_state: textOf(payload.primary_address_state),
    primary_address_postalcode: textOf(payload.primary_address_postalcode),
    primary_address_country: textOf(payload.primary_address_country) ?? 'Australia',
    primary_address_latitude: numberOf(payload.primary_address_latitude),
    primary_address_longitude: numberOf(payload.primary_address_longitude),
    return_add_option_c: textOf(payload.return_add_option_c),
  };
}

export function petValues(payload: BookingPayloadInput) {
  return {
    pet_first_name_c: textOf(payload.pet_first_name_c) ?? '',
    pet_last_name_c: textOf(payload.pet_last_name_c),
    pet_breed_type_c: textOf(payload.pet_breed_type_c),
    pet_breed_c: textOf(payload.pet_breed_c),
    pet_sex_c: textOf(payload.pet_sex_c),
    pet_weight_c: weightOf(payload.pet_weight_c),
    custom_unit_c: textOf(payload.custom_unit_c),
    custom_unit_value_c: weightOf(payload.custom_unit_value_c),
  };
}

export function collectionValues(payload: BookingPayloadInput, product: CollectionProductChoice | undefined) {
  return {
    collection_add_option_c: payload.collection_add_option_c || null,
    collection_add_street_c: textOf(payload.collection_add_street_c),
    collection_add_city_c: textOf(payload.collection_add_city_c),
    collection_add_state_c: textOf(payload.collection_add_state_c),
    collection_add_postalcode_c: textOf(payload.collection_add_postalcode_c),
    collection_add_country_c: textOf(payload.collection_add_country_c),
    collection_add_latitude_c: numberOf(payload.collection_add_latitude_c),
    collection_add_longitude_c: numberOf(payload.collection_add_longitude_c),
    collection_product_id: product?.id ?? null,
    collection_product_name: product?.name ?? null,
    collection_product_quantity: 1,
    is_home_collection: flagOf(product?.is_home_collection),
  };
}

export function bookingName(payload: BookingPayloadInput, withOwner: boolean, orderNumber: string) {
  const pet = textOf(payload.pet_first_name_c);
  if (!pet) return `Order ${orderNumber}`;
  const last = withOwner ? textOf(payload.last_name) : textOf(payload.pet_last_name_c);
  return last ? `${pet} ${last}` : pet;
}
