// The weight band of a product option (spec 001 s3 'min and max weight'; s4 Product options: 'A default
// option is chosen when the pet weight lies between the option's min and max weight'). One rule for the
// product modal (which choice suits the pet), portal-api's default choice and contact-us answer, and
// portal-api's check of a cart line's options, so what the modal offers and what the server takes
// cannot drift apart.
import { formatWeight, parseWeight } from '@portal/contracts/domain/weight';

/** An option choice's weight range in kg; a missing bound is open, no bound at all suits every pet. */
export interface WeightBand {
  min_weight: number | string | null;
  max_weight: number | string | null;
}

const bound = (value: number | string | null): number | null => {
  if (value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

export function hasWeightBand(band: WeightBand): boolean {
  return bound(band.min_weight) !== null || bound(band.max_weight) !== null;
}

/**
 * The pet's weight as the bands see it: kg to 2 decimals (as pet_weight_c is stored), or null when it
 * is not known (not given, not a positive number), and then no band rules anything out.
 */
export function knownWeight(weightKg: number | string | null | undefined): number | null {
  if (weightKg === null || weightKg === undefined) return null;
  // Text is read by the one weight parser (never Number(): '0x1F' is not 31); a number may be a
  // custom unit's value converted to kg, so any positive one is rounded to the 2 decimals stored.
  const number = typeof weightKg === 'string' ? parseWeight(weightKg) : weightKg;
  return number !== null && Number.isFinite(number) && number > 0 ? Math.round(number * 100) / 100 : null;
}

/** Whether the band holds the weight: min <= weight <= max, a missing bound open. */
export function bandHolds(band: WeightBand, weightKg: number): boolean {
  const min = bound(band.min_weight);
  const max = bound(band.max_weight);
  return (min === null || min <= weightKg) && (max === null || weightKg <= max);
}

/** Whether a choice suits the pet: it has no band, the weight is not known, or its band holds the weight. */
export function suitsWeight(band: WeightBand, weightKg: number | string | null | undefined): boolean {
  const weight = knownWeight(weightKg);
  return weight === null || !hasWeightBand(band) || bandHolds(band, weight);
}

/**
 * The default choice of a group for the pet: the first choice (in list order) with a band that holds
 * its weight; none when the weight is not known or no band holds it.
 */
export function defaultChoiceByWeight<T extends WeightBand>(choices: readonly T[], weightKg: number | string | null | undefined): T | undefined {
  const weight = knownWeight(weightKg);
  if (weight === null) return undefined;
  return choices.find((choice) => hasWeightBand(choice) && bandHolds(choice, weight));
}

const kg = (value: number) => `${String(value)} kg`;

/** The band in words: 'up to 10 kg', 'from 10 to 25 kg', 'from 25 kg'. */
export function bandText(band: WeightBand): string {
  const min = bound(band.min_weight);
  const max = bound(band.max_weight);
  if (max !== null && (min === null || min <= 0)) return `up to ${kg(max)}`;
  if (max === null) return `from ${kg(min ?? 0)}`;
  return `from ${String(min)} to ${kg(max)}`;
}

/**
 * Why a chosen option does not suit the pet, or undefined when it does. The same words in the product
 * modal (at the option's field) and in portal-api's 422 (after the line's name).
 */
export function weightBandProblem(
  choice: WeightBand & { name: string },
  groupName: string,
  weightKg: number | string | null | undefined,
): string | undefined {
  const weight = knownWeight(weightKg);
  if (suitsWeight(choice, weight)) return undefined;
  return `${groupName} '${choice.name}' is for pets ${bandText(choice)}, and this pet weighs ${formatWeight(weight ?? 0)} kg. Please choose another ${groupName}.`;
}
