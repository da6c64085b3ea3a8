import type { PricingOption } from '@portal/contracts/wire/vet';

/**
 * Whether the portal shows prices to a practice (DESIGN.md, spec resolutions): only with portal
 * access and a pricing option other than 'No price'.
 */
export function showsPrices(practice: { hasPortalAccess: boolean; pricing: PricingOption }): boolean {
  return practice.hasPortalAccess && practice.pricing !== 'No price';
}

/** Money as the portal shows it: dollars with 2 decimals (spec 000 s9). */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  return `$${(Number.isFinite(value) ? value : 0).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * A product option as its dropdown lists it (issue 31 item 6: the surcharge was first seen in the
 * cart): with what it adds to the price where the practice sees prices, e.g. 'Walnut stain (+$8.00)';
 * a free option (no price, or 0) and any option under 'No price' show the name alone.
 */
export function optionChoiceLabel(choice: { name: string; price: number | string | null }, showPrices: boolean): string {
  const surcharge = Number(choice.price ?? 0);
  return showPrices && Number.isFinite(surcharge) && surcharge > 0 ? `${choice.name} (+${formatMoney(surcharge)})` : choice.name;
}
