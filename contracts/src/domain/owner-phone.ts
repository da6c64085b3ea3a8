// Owner phone numbers (spec 000 s5, Phone normalisation; DESIGN.md resolution): typed with a leading
// 0 (10 digits starting 02, 03, 04, 07 or 08) or without it (9 digits not starting with 0); sent as
// +61 without the leading 0, in the field its first digit calls for; shown with the leading 0.
import { digitsOf } from './phone';

export const PHONE_MESSAGE = 'Please enter valid Phone Number';

export type PhoneType = 'mobile' | 'home' | 'work';
/** The submit payload's one phone field for each type. */
export const PHONE_FIELDS: Record<PhoneType, 'phone_mobile' | 'phone_home' | 'phone_work'> = {
  mobile: 'phone_mobile',
  home: 'phone_home',
  work: 'phone_work',
};

const TEN_DIGITS = /^0[23478]\d{8}$/;
const NINE_DIGITS = /^[1-9]\d{8}$/;

/** What may sit between the digits of a phone number as people write it: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()\u00a0]/g;

/**
 * A mobile number as an owner types it, reduced to the 9 digits the phone check compares (DESIGN.md:
 * 'accepted as Australians write it'): '0412 555 055', '412555055', '+61 412 555 055', '61412555055',
 * '+61 (0)412 555 055', with spaces, dashes, dots or brackets anywhere. Null when it is none of those
 * (letters, too few or too many digits, another country's code).
 */
export function nineDigitMobile(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact;
  let national: string;
  if (digits.startsWith('61') && (digits.length === 11 || (digits.length === 12 && digits[2] === '0'))) national = digits.slice(digits.length - 9);
  else if (international) return null;
  else if (digits.length === 10 && digits.startsWith('0')) national = digits.slice(1);
  else national = digits;
  return NINE_DIGITS.test(national) ? national : null;
}

/** Whether a typed number is a valid owner phone: digits only, in one of the two forms. */
export function isValidOwnerPhone(typed: string): boolean {
  return TEN_DIGITS.test(typed) || NINE_DIGITS.test(typed);
}

/** The national number without its leading 0 (9 digits), or null when the phone is not valid. */
function nationalNumber(typed: string): string | null {
  if (TEN_DIGITS.test(typed)) return typed.slice(1);
  if (NINE_DIGITS.test(typed)) return typed;
  return null;
}

/** Leading 4 is a mobile; 2, 3, 7 or 8 a home number; anything else a work number. */
export function phoneTypeOf(national: string): PhoneType {
  const first = national[0];
  if (first === '4') return 'mobile';
  if (first === '2' || first === '3' || first === '7' || first === '8') return 'home';
  return 'work';
}

export interface NormalisedPhone {
  /** +61 and the number without its leading 0, e.g. +61412345678. */
  e164: string;
  type: PhoneType;
  field: (typeof PHONE_FIELDS)[PhoneType];
}

/** The phone as it is sent, or null when it is not a valid owner phone. */
export function normaliseOwnerPhone(typed: string): NormalisedPhone | null {
  const national = nationalNumber(typed);
  if (!national) return null;
  const type = phoneTypeOf(national);
  return { e164: `+61${national}`, type, field: PHONE_FIELDS[type] };
}

/** A stored phone (+61...) as a person reads and types it: with the leading 0. */
export function displayOwnerPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const digits = digitsOf(stored);
  if (stored.trim().startsWith('+61') || (digits.startsWith('61') && digits.length === 11)) return `0${digits.slice(2)}`;
  return digits;
}
