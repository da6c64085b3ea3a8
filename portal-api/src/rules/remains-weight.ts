// Whether the weight of the cremated remains the crematorium recorded is plausible for the pet's
// weight (pure). The central figure, about 3.5% of the body weight, is the one pet crematoria and urn
// makers quote; it comes from the study of 100 adult human commercial cremations by Warren and Maples
// (J Forensic Sci 1997;42(3):417-23), whose adults' remains ranged from about 0.36 to 1.56 times their
// mean, and whose children's were about 2.5% of body weight. No study of dogs' and cats' remains was
// found to set a species' own figure, so the band is wide: it flags a gross mismatch (another pet's
// remains, part of them, a weight keyed wrong) for the practice to query, not a pet a little off the
// mean. docs/product.md says the same for the practice.
/** The share of body weight the remains are expected to weigh, and the band's ends. */
export const REMAINS_SHARE = { expected: 0.035, low: 0.015, high: 0.07 } as const;
/** Added to each end of the band: a scale's resolution and the small pets (a 100 g bird leaves grams). */
export const REMAINS_TOLERANCE_KG = 0.02;

export interface RemainsCheck {
  petWeightKg: number | null;
  expectedKg: number | null;
  minKg: number | null;
  maxKg: number | null;
  /** Null when there is no pet weight to check against. */
  plausible: boolean | null;
  message: string;
}

/** A weight as the page says it: kg to the gram, no trailing zeros ('1.05 kg', '0.12 kg'). */
const kg = (value: number) => `${Number(value.toFixed(3)).toLocaleString('en-AU', { maximumFractionDigits: 3 })} kg`;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The remains' weight against the band a pet of `petWeightKg` gives (1.5% to 7% of it, 20 g either side). */
export function remainsCheck(petWeightKg: number | null, remainsKg: number): RemainsCheck {
  if (petWeightKg === null || !(petWeightKg > 0)) {
    return {
      petWeightKg: null,
      expectedKg: null,
      minKg: null,
      maxKg: null,
      plausible: null,
      message: `The cremated remains weigh ${kg(remainsKg)}. The booking has no pet weight to check it against.`,
    };
  }
  const expectedKg = round(petWeightKg * REMAINS_SHARE.expected);
  const minKg = round(Math.max(0, petWeightKg * REMAINS_SHARE.low - REMAINS_TOLERANCE_KG));
  const maxKg = round(petWeightKg * REMAINS_SHARE.high + REMAINS_TOLERANCE_KG);
  const plausible = remainsKg >= minKg && remainsKg <= maxKg;
  const band = `for a pet of ${kg(petWeightKg)} about ${kg(expectedKg)} is expected (${kg(minKg)} to ${kg(maxKg)})`;
  return {
    petWeightKg,
    expectedKg,
    minKg,
    maxKg,
    plausible,
    message: plausible
      ? `The cremated remains weigh ${kg(remainsKg)}: ${band}.`
      : `Please query this with the crematorium: the cremated remains weigh ${kg(remainsKg)}, ${remainsKg < minKg ? 'less' : 'more'} than expected; ${band}.`,
  };
}
