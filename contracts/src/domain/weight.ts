// Pet weight (spec 000 s5, s9): kilograms, or the breed's custom unit; 2 fixed decimals, never
// negative, greater than 0. One parser for the wizard's field and portal-api's payload check and store
// (issue 29, item 4): what it accepts is what is stored, exactly.

export const WEIGHT_MESSAGE = 'The Pet Weight must be greater than 0';
export const CUSTOM_UNIT_MESSAGE = 'Must be greater than 0';

/** The most a weight may be: 7 digits before the point (a pet in grams up to 9,999 kg). */
export const WEIGHT_MAX = 9_999_999.99;

/**
 * The accepted form: digits with at most one decimal point and at most 2 decimals ('12', '12.5',
 * '12.50', '.5', '12.'), at most 7 digits before the point; spaces around it are ignored. No sign,
 * comma, exponent, hex, unit or second point.
 */
const WEIGHT_FORM = /^(?:\d{1,7}(?:\.\d{0,2})?|\.\d{1,2})$/;
/** A form that is a number but too many digits before the point, or a sign before a number. */
const TOO_LARGE_FORM = /^\d{8,}(?:\.\d{0,2})?$/;
const NEGATIVE_FORM = /^-\s*(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Why a weight is refused: missing or not above 0; not digits and one point; over WEIGHT_MAX. */
export type WeightProblem = 'notPositive' | 'form' | 'tooLarge';

export type WeightReading = { ok: true; value: number } | { ok: false; problem: WeightProblem };

/**
 * Reads a weight as typed or sent (a string, or a JSON number): the number it means, or why it is
 * refused. A number must have at most 2 decimals, like the text.
 */
export function readWeight(value: string | number | null | undefined): WeightReading {
  if (value === null || value === undefined) return { ok: false, problem: 'notPositive' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'form' };
    if (value <= 0) return { ok: false, problem: 'notPositive' };
    if (value > WEIGHT_MAX) return { ok: false, problem: 'tooLarge' };
    return Math.round(value * 100) / 100 === value ? { ok: true, value } : { ok: false, problem: 'form' };
  }
  const text = value.trim();
  if (text === '' || NEGATIVE_FORM.test(text)) return { ok: false, problem: 'notPositive' };
  if (TOO_LARGE_FORM.test(text)) return { ok: false, problem: 'tooLarge' };
  if (!WEIGHT_FORM.test(text)) return { ok: false, problem: 'form' };
  const number = Number(text);
  return number > 0 ? { ok: true, value: number } : { ok: false, problem: 'notPositive' };
}

/** The message under the field (and in portal-api's 422) for a refused weight, in kg or a custom unit. */
export function weightMessage(problem: WeightProblem, customUnit = false): string {
  switch (problem) {
    case 'notPositive':
      return customUnit ? CUSTOM_UNIT_MESSAGE : WEIGHT_MESSAGE;
    case 'form':
      return customUnit
        ? 'Must be a number like 250 or 12.5: digits with at most one decimal point and 2 decimals'
        : 'The Pet Weight must be a number like 12.5: digits with at most one decimal point and 2 decimals';
    case 'tooLarge':
      return customUnit ? 'Must be at most 9999999.99' : 'The Pet Weight must be at most 9999999.99';
  }
}

/** The message for the weight, or undefined when it is accepted. */
export function weightError(value: string | number | null | undefined, customUnit = false): string | undefined {
  const reading = readWeight(value);
  return reading.ok ? undefined : weightMessage(reading.problem, customUnit);
}

/** The weight as a number, or null when it is refused (readWeight). */
export function parseWeight(value: string | number | null | undefined): number | null {
  const reading = readWeight(value);
  return reading.ok ? reading.value : null;
}

/** The weight as sent and shown: 2 fixed decimals (pet_weight_c). */
export function formatWeight(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/**
 * A weight as pages show it, in kg or the breed's custom unit (grams...): 2 fixed decimals, like the
 * field takes it (spec 000 s4, Pet); '' when there is none.
 */
export function displayWeight(value: string | number | null | undefined): string {
  const weight = parseWeight(value);
  return weight === null ? '' : formatWeight(weight);
}

/** A weight in a custom unit converted to kg by the breed's ratio (custom_unit_to_kg_ratio). */
export function customUnitToKg(value: number, unitToKgRatio: number): number {
  return Math.round(value * unitToKgRatio * 100) / 100;
}
