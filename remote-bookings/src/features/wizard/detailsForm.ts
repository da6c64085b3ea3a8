import type { FieldErrors, Path } from 'react-hook-form';
import * as v from 'valibot';
import { validateDetails, type DetailsContext, type DetailsValues } from '@portal/contracts/schemas/booking-form';

/** Valibot's path of a dotted field ('instructions.0.description'): each key with the value it holds. */
function issuePath(values: DetailsValues, dotted: string) {
  let at: unknown = values;
  return dotted.split('.').map((key) => {
    const input = (at ?? {}) as Record<string, unknown>;
    at = input[key];
    return { type: 'object' as const, origin: 'value' as const, input, key, value: at };
  });
}

/**
 * The details step's rules as a valibot schema, for `valibotResolver`: every message of
 * `validateDetails` (the table-tested rules, which depend on the variant) at its field's path.
 */
export function detailsSchema(context: DetailsContext) {
  return v.pipe(
    v.custom<DetailsValues>((input) => typeof input === 'object' && input !== null),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const [path, message] of Object.entries(validateDetails(dataset.value, context))) {
        const [first, ...rest] = issuePath(dataset.value, path);
        if (first) addIssue({ message, path: [first, ...rest] });
      }
    }),
  );
}

type DetailsField = Path<DetailsValues>;

/** Server field (wire name) -> form field, so a 422 shows under the field that caused it. */
const WIRE_TO_FORM: Readonly<Record<string, DetailsField>> = {
  first_name: 'owner.firstName',
  last_name: 'owner.lastName',
  phone_mobile: 'owner.phoneNumber',
  phone_home: 'owner.phoneNumber',
  phone_work: 'owner.phoneNumber',
  email_address: 'owner.email',
  primary_address_city: 'owner.addressText',
  primary_address_postalcode: 'owner.addressText',
  pet_first_name_c: 'pet.firstName',
  pet_last_name_c: 'pet.lastName',
  pet_breed_type_c: 'pet.type',
  pet_breed_c: 'pet.breedText',
  pet_sex_c: 'pet.sex',
  pet_weight_c: 'pet.weight',
  custom_unit_value_c: 'pet.customUnitValue',
  collection_add_option_c: 'collection.option',
  collection_products: 'collection.productId',
  collection_add_street_c: 'collection.addressText',
};

/** The form field of a server field: a special instruction's row is named by its index. */
export function detailsFieldOf(wire: string): DetailsField | undefined {
  const row = /^special_instructions\.(\d+)\.description$/.exec(wire);
  return row ? `instructions.${Number(row[1])}.description` : Object.hasOwn(WIRE_TO_FORM, wire) ? WIRE_TO_FORM[wire] : undefined;
}

/** The labels the details step shows its fields with (DetailsStep and its searches read them here). */
export const DETAILS_LABELS = {
  'owner.firstName': 'Owner first name',
  'owner.lastName': 'Owner last name',
  'owner.phoneNumber': 'Phone number',
  'owner.email': 'Email',
  'owner.addressText': 'Home address',
  'pet.firstName': 'Pet first name',
  'pet.lastName': 'Pet last name',
  'pet.type': 'Pet type',
  'pet.breedText': 'Breed',
  'pet.sex': 'Sex',
  'collection.option': 'Collection address option',
  'collection.addressText': 'Collection address',
  'collection.productId': 'Collection product',
} as const satisfies Partial<Record<DetailsField, string>>;

/** The weight field's label: in the breed's own unit (e.g. 'Weight (g)') or in kilograms. */
export const weightLabel = (customUnit: string | null | undefined) => `Weight (${customUnit || 'Kg'})`;
/** A special instruction row's label (the first is 1). */
export const instructionLabel = (index: number) => `Special instruction ${index + 1}`;

/**
 * The label the details step shows a server field's form field with, for the save's alert (the weight
 * by the unit shown); undefined for a field the step does not show.
 */
export function detailsLabelOf(values: DetailsValues): (wire: string) => string | undefined {
  return (wire) => {
    const field = detailsFieldOf(wire);
    if (!field) return undefined;
    const row = /^instructions\.(\d+)\.description$/.exec(field);
    if (row) return instructionLabel(Number(row[1]));
    // One weight field shows, in the breed's unit or in kilograms, whichever of the two the server named.
    if (field === 'pet.weight' || field === 'pet.customUnitValue') return weightLabel(values.pet.breed?.customUnit);
    return Object.hasOwn(DETAILS_LABELS, field) ? DETAILS_LABELS[field as keyof typeof DETAILS_LABELS] : undefined;
  };
}

/** A new booking's details before anything is typed. */
export function emptyDetails(skipOwner: boolean, collectionOption: DetailsValues['collection']['option']): DetailsValues {
  return {
    skipOwner,
    owner: { firstName: '', lastName: '', phoneNumber: '', email: '', addressText: '', address: null },
    pet: { firstName: '', lastName: '', type: '', breedText: '', breed: null, sex: '', weight: '', customUnitValue: '' },
    collection: { option: collectionOption, addressText: '', address: null, productId: '', productName: '', isHomeCollection: false, outsideZones: false },
    instructions: [],
  };
}

/** The message react-hook-form holds for a dotted field path ('instructions.0.description'), if any. */
export function fieldMessage(errors: FieldErrors<DetailsValues>, path: string): string | undefined {
  let at: unknown = errors;
  for (const key of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return (at as { message?: string } | undefined)?.message;
}
