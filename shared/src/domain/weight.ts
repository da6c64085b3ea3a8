// Pet weight (spec 000 s5, s9): kilograms, or the breed's custom unit; 2 fixed decimals, never
// negative, greater than 0.

export const WEIGHT_MESSAGE = 'The Pet Weight must be greater than 0';
export const CUSTOM_UNIT_MESSAGE = 'Must be greater than 0';

/**
 * What a weight field keeps of what is typed: digits and one decimal point, at most 2 decimals, no
 * sign. Lets a person type "3." on the way to "3.5".
 */
export function sanitiseWeightInput(typed: string): string {
  let seenPoint = false;
  let out = '';
  for (const char of typed.replace(',', '.')) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      out += char;
    }
  }
  const [whole = '', decimals] = out.split('.');
  return decimals === undefined ? whole : `${whole}.${decimals.slice(0, 2)}`;
}

/** The weight as a number, or null when it is not a positive number. */
export function parseWeight(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(sanitiseWeightInput(value));
  return Number.isFinite(number) && number > 0 ? number : null;
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
