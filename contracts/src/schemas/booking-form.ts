// The booking wizards' forms (spec 000 s5 'Validation rules'; spec 001 s5): the new booking chooser,
// and the owner, pet and collection step: what it holds and every rule it checks, keyed by field path.
// portal-api checks the submit payload with the same rules (schemas/booking).
import * as v from 'valibot';
import type { Address } from '@portal/contracts/domain/address';
import { isValidOwnerPhone, PHONE_MESSAGE } from '@portal/contracts/domain/owner-phone';
import { parseWeight, weightError } from '@portal/contracts/domain/weight';
import { EMAIL_MAX, INSTRUCTION_MAX, NAME_MAX, tooLongMessage } from '@portal/contracts/domain/limits';
import { blank, type CollectionOption, EMAIL, INSTRUCTION_LABEL, MESSAGES, PET_SEXES, petNameProblem } from '@portal/contracts/schemas/booking';

/** Email is optional; if given it must look like an email (spec 000 s5, Owner). */
export const optionalEmailSchema = v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(EMAIL, MESSAGES.email))], MESSAGES.email);
/** The typed owner phone: digits only, 10 digits starting 02/03/04/07/08 or 9 not starting 0. */
export const ownerPhoneSchema = v.pipe(v.string(PHONE_MESSAGE), v.check(isValidOwnerPhone, PHONE_MESSAGE));
/** The chooser (spec 000 s5, New booking chooser): staff name and booking option required. */
export const chooserSchema = v.object({
  staffName: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.staffName), v.maxLength(NAME_MAX, tooLongMessage('Booking vet staff member name', NAME_MAX))),
  option: v.pipe(v.string(), v.nonEmpty(MESSAGES.bookingOption)),
});
export type ChooserValues = v.InferOutput<typeof chooserSchema>;

/** The wizard's address fields hold the one Address of the domain. */
export type AddressValue = Address;

export interface BreedValue {
  name: string;
  customUnit: string | null;
  customUnitToKgRatio: number | null;
}

/** What the owner, pet and collection step holds (react-hook-form values). */
export interface DetailsValues {
  skipOwner: boolean;
  owner: {
    firstName: string;
    lastName: string;
    phoneNumber: string;
    email: string;
    /** What is typed in the address search box. */
    addressText: string;
    /** The chosen address, or null while none is chosen. */
    address: Address | null;
  };
  pet: {
    firstName: string;
    lastName: string;
    type: string;
    breedText: string;
    breed: BreedValue | null;
    sex: string;
    weight: string;
    customUnitValue: string;
  };
  collection: {
    option: '' | CollectionOption;
    addressText: string;
    address: Address | null;
    productId: string;
    productName: string;
    isHomeCollection: boolean;
    /** Set when the zone lookup for the collection address found no products. */
    outsideZones: boolean;
  };
  instructions: { id: string | null; description: string }[];
}

export interface DetailsContext {
  /** The variant has collection details (vet-unity and stray/wildlife). */
  collection: boolean;
  /** Stray/wildlife with a vet service type: submits even with owner data missing. */
  ownerOptional: boolean;
  /** Owner and pet are locked (editing a submitted booking); only an empty weight may be filled. */
  locked: boolean;
}

export type DetailsErrors = Record<string, string>;

/** The limit's message when the text, as it will be sent (trimmed), is longer than `max`. */
const overLimit = (value: string, label: string, max: number) => (value.trim().length > max ? tooLongMessage(label, max) : undefined);

/** Labels and limits of the typed fields of the details step (the server names the same limits). */
export const DETAILS_LIMITS = {
  'owner.firstName': { label: 'Owner first name', max: NAME_MAX },
  'owner.lastName': { label: 'Owner last name', max: NAME_MAX },
  'owner.email': { label: 'Email', max: EMAIL_MAX },
  'pet.firstName': { label: 'Pet first name', max: NAME_MAX },
  'pet.lastName': { label: 'Pet last name', max: NAME_MAX },
} as const;

/** The address rule of spec 000 s5: city, then postal code, else 'Error in selecting address'. */
export function addressError(text: string, address: Address | null, requiredMessage: string): string | undefined {
  if (!address) return blank(text) ? requiredMessage : MESSAGES.addressError;
  if (blank(address.city)) return MESSAGES.cityNotFound;
  if (blank(address.postalcode)) return MESSAGES.postcodeNotFound;
  return undefined;
}

/** Every rule of the owner, pet, collection and special-instruction forms, keyed by field path. */
export function validateDetails(values: DetailsValues, context: DetailsContext): DetailsErrors {
  const errors: DetailsErrors = {};
  const { owner, pet, collection } = values;
  if (!values.skipOwner && !context.locked) {
    const ownerRequired = !context.ownerOptional;
    const anyOwner = [owner.firstName, owner.lastName, owner.phoneNumber, owner.email, owner.addressText].some((x) => !blank(x));
    if (ownerRequired || anyOwner) {
      if (blank(owner.firstName)) errors['owner.firstName'] = MESSAGES.firstName;
      if (blank(owner.lastName)) errors['owner.lastName'] = MESSAGES.lastName;
      if (!v.is(ownerPhoneSchema, owner.phoneNumber)) errors['owner.phoneNumber'] = MESSAGES.phone;
      if (!v.is(optionalEmailSchema, owner.email.trim())) errors['owner.email'] = MESSAGES.email;
      const address = addressError(owner.addressText, owner.address, MESSAGES.addressRequired);
      if (address) errors['owner.addressText'] = address;
    }
  }
  if (!context.locked) {
    if (blank(pet.firstName)) errors['pet.firstName'] = MESSAGES.petFirstName;
    else if (petNameProblem(pet.firstName)) errors['pet.firstName'] = petNameProblem(pet.firstName) ?? '';
    if (blank(pet.lastName)) errors['pet.lastName'] = MESSAGES.petLastName;
    if (blank(pet.type)) errors['pet.type'] = MESSAGES.petType;
    if (blank(pet.type)) errors['pet.breedText'] = MESSAGES.breedNeedsType;
    else if (blank(pet.breedText)) errors['pet.breedText'] = MESSAGES.breedRequired;
    else if (!pet.breed || pet.breed.name !== pet.breedText) errors['pet.breedText'] = MESSAGES.breedFromOptions;
    if (!PET_SEXES.includes(pet.sex as (typeof PET_SEXES)[number])) errors['pet.sex'] = MESSAGES.sex;
  }
  const weightLocked = context.locked && parseWeight(pet.weight) !== null;
  if (!weightLocked) {
    // The one weight parser of page and server (domain/weight): what it refuses is named, never rewritten.
    const weight = pet.breed?.customUnit ? weightError(pet.customUnitValue, true) : weightError(pet.weight);
    if (weight) errors[pet.breed?.customUnit ? 'pet.customUnitValue' : 'pet.weight'] = weight;
  }
  if (context.collection) {
    if (!collection.option) errors['collection.option'] = MESSAGES.collectionOption;
    if (collection.option === 'postal_address') {
      const address = collection.address;
      if (!address || address.lat === null || address.lng === null) errors['collection.addressText'] = MESSAGES.collectionAddress;
    }
    if (collection.option === 'postal_address' || collection.option === 'customer_address') {
      if (collection.outsideZones) errors['collection.productId'] = MESSAGES.outsideZones;
      else if (blank(collection.productId)) errors['collection.productId'] = MESSAGES.collectionProduct;
    }
  }
  if (!context.locked) {
    values.instructions.forEach((row, index) => {
      if (blank(row.description)) errors[`instructions.${index}.description`] = MESSAGES.instruction;
      else {
        const tooLong = overLimit(row.description, INSTRUCTION_LABEL, INSTRUCTION_MAX);
        if (tooLong) errors[`instructions.${index}.description`] = tooLong;
      }
    });
    // What a person typed past a limit is named at its field (owner fields only while they are shown).
    const typed: Record<keyof typeof DETAILS_LIMITS, string | null> = {
      'owner.firstName': values.skipOwner ? null : owner.firstName,
      'owner.lastName': values.skipOwner ? null : owner.lastName,
      'owner.email': values.skipOwner ? null : owner.email,
      'pet.firstName': pet.firstName,
      'pet.lastName': pet.lastName,
    };
    for (const [field, text] of Object.entries(typed) as [keyof typeof DETAILS_LIMITS, string | null][]) {
      const tooLong = text === null ? undefined : overLimit(text, DETAILS_LIMITS[field].label, DETAILS_LIMITS[field].max);
      if (tooLong) errors[field] ??= tooLong;
    }
  }
  return errors;
}
