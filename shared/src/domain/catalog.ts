// Catalog rules (spec 001 s2.5, s5, s6, s9): stock, the product list's filters per wizard, whether
// the engraving text is missing, and the cart's totals (whether it fits: ./engraving-fit). Shared by portal-api (stock in SQL mirrors
// `isInStock`) and remote-catalog.
import { CATEGORIES, type Category } from '@portal/shared/api/catalog';
import type { WizardPath } from '@portal/shared/domain/wizard';

/** The brand codes that carry per-brand stock figures (spec 001 s3, Product custom fields). */
export const STOCK_BRAND_CODES = ['WA LWD', 'VIC EDH', 'SA EDH', 'AW EDH'] as const;
export type StockBrandCode = (typeof STOCK_BRAND_CODES)[number];

/** The stock brand code of a practice's region; regions without one (SW, CW, MO, QLD) get undefined. */
export function stockBrandCode(region: string): StockBrandCode | undefined {
  switch (region.trim().toUpperCase()) {
    case 'WA':
      return 'WA LWD';
    case 'VIC':
      return 'VIC EDH';
    case 'SA':
      return 'SA EDH';
    case 'AW':
      return 'AW EDH';
    default:
      return undefined;
  }
}

export interface StockFacts {
  sendToInventory: boolean;
  hasInventory: boolean;
  /** The practice brand's available stock, or null when the brand has no figure. */
  available: number | null;
  minimum: number | null;
}

/**
 * Spec 001 s9: in stock when sent to the inventory system and either without inventory or with
 * available stock above the minimum. A brand without a figure counts as no stock for an inventoried
 * product (it cannot be promised).
 */
export function isInStock(facts: StockFacts): boolean {
  if (!facts.sendToInventory) return false;
  if (!facts.hasInventory) return true;
  if (facts.available === null) return false;
  return facts.available > (facts.minimum ?? 0);
}

export const ALL_ITEMS = 'All Items';

const BASE_FILTERS: readonly string[] = [ALL_ITEMS, CATEGORIES.urns, CATEGORIES.memorabilia, CATEGORIES.keepsakes, CATEGORIES.packages];

/**
 * The categories each wizard leaves out (spec 001 s2.5: Keepsakes for urns; Urns & Vessels and
 * Memorabilia for communal and package). DECISION for the rest (the spec says further exclusions are
 * not shown): cremation packages are chosen on the package wizard's bundle step, so no product list
 * offers them; a vet supply order lists vet supplies only, and no other wizard lists them.
 */
const EXCLUDED: Partial<Record<WizardPath, readonly string[]>> = {
  private: [CATEGORIES.packages],
  'urns-and-memorabilia': [CATEGORIES.keepsakes, CATEGORIES.packages],
  communal: [CATEGORIES.urns, CATEGORIES.memorabilia, CATEGORIES.packages],
  package: [CATEGORIES.urns, CATEGORIES.memorabilia, CATEGORIES.packages],
  'vet-supply-order': [CATEGORIES.urns, CATEGORIES.memorabilia, CATEGORIES.keepsakes, CATEGORIES.packages],
};

/**
 * The category filters a wizard's product list offers: the base list (plus vet supplies for a vet
 * supply order) less the wizard's exclusions; when two or fewer remain, the first ('All Items') is
 * dropped (spec 001 s2.5).
 */
export function filtersFor(path: WizardPath): string[] {
  const base = path === 'vet-supply-order' ? [...BASE_FILTERS, CATEGORIES.vetSupplies] : [...BASE_FILTERS];
  const excluded = EXCLUDED[path] ?? [];
  const remaining = base.filter((name) => !excluded.includes(name));
  return remaining.length <= 2 ? remaining.slice(1) : remaining;
}

/** The categories a filter lists: 'All Items' is every category the wizard offers. */
export function categoriesFor(filter: string, filters: readonly string[]): Category[] {
  const categories = filters.filter((name) => name !== ALL_ITEMS) as Category[];
  return filter === ALL_ITEMS || !categories.includes(filter as Category) ? categories : [filter as Category];
}

/** Whether the engraving text blocks the add: required (product requires it and engraving ticked) but blank. */
export function engravingMissing(text: string, required: boolean): boolean {
  return required && text.trim() === '';
}

export interface CartLine {
  quantity: number;
  /** The unit price under the pricing option (already chosen: RRP or pricebook). */
  unitPrice: number;
  deleted?: boolean;
  children?: CartLine[];
}

/** The cart's total (inc GST): lines (with their children) plus collection and return fees; 0 fees under 'No price'. */
export function cartTotal(lines: readonly CartLine[], fees: { collection: number; return: number }): number {
  const lineTotal = (line: CartLine): number =>
    line.deleted ? 0 : line.quantity * line.unitPrice + (line.children ?? []).reduce((sum, child) => sum + lineTotal(child), 0);
  const total = lines.reduce((sum, line) => sum + lineTotal(line), 0) + fees.collection + fees.return;
  return Math.round(total * 100) / 100;
}

/** Spec 001 s5, Special order products (the confirm dialog's text). */
export const SPECIAL_ORDER = {
  title: 'Special order product',
  lines: [
    'This is a special order product: please check the information icon for timeframes. Special order products take 4-6 weeks.',
    'The ashes and all chosen items are returned together.',
    'For a split delivery (the ashes first, the items later), please contact Client Care.',
    'Additional costs may apply (regional locations, home returns).',
  ],
} as const;

export const CONTACT_US_SUFFIX = ' - Please contact us to assist you in your booking.';
export const PACKAGE_REQUIRED = 'Package selection is required: Please select a package to proceed';
export const NO_PRODUCTS = 'No product available.';
export const NO_BUNDLES = 'No bundles are available.';
export const CART_DELETE_FAILED = 'Failed to remove item in shopping cart';
/** The bundle step's 'Cremation Package' button stays disabled this long after a package is added. */
export const PACKAGE_BUTTON_TIMER_MS = 5000;
