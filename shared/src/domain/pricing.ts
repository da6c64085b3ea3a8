import type { PricingOption } from '@portal/shared/api/vet';

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
