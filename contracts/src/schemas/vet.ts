import * as v from 'valibot';

/** Pricing display options of a practice (spec 001 s6). */
export const PRICING_OPTIONS = ['No price', 'Pricebook', 'RRP'] as const;
export type PricingOption = (typeof PRICING_OPTIONS)[number];

const PRICING_MESSAGE = 'Pricing must be one of No price, Pricebook, RRP';

/** Body of POST portal/vet (a missing key gets the field's own message, as in contact.ts). */
export const vetUpdateSchema = v.object({
  pricing_information_c: v.pipe(v.optional(v.string(PRICING_MESSAGE), ''), v.picklist(PRICING_OPTIONS, PRICING_MESSAGE)),
});
