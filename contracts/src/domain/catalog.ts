// Catalog rules (spec 001 s2.5, s5, s6, s9): stock, the product list's filters per wizard, whether
// the engraving text is missing, and the cart's totals (whether it fits: ./engraving-fit). Shared by portal-api (stock in SQL mirrors
// `isInStock`) and remote-catalog.
import { CATEGORIES, type Category } from '@portal/contracts/wire/catalog';
import type { WizardPath } from '@portal/contracts/domain/wizard';

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

/**
 * Whether the engraving text blocks the add: engraving is on (the product requires it, or the person
 * ticked 'Add engraving') but the text is blank. Spec 001 s5 asks for the text only when the product
 * requires engraving; a ticked optional engraving without text is asked about too (issue 14, item 8),
 * so an item is never added without the engraving someone meant to give it.
 */
export function engravingMissing(text: string, engravingOn: boolean): boolean {
  return engravingOn && text.trim() === '';
}

/**
 * The message at the engraving field when a ticked optional engraving has no text (a required one says
 * ENGRAVING_REQUIRED of the product modal's EngravingField).
 */
export const ENGRAVING_TICKED_EMPTY = 'Please enter the engraving text, or untick Add engraving.';

/**
 * The most of one product a cart line may order (a vet supply order's boxes and packs); portal-api
 * refuses more. A larger order is a call to Client Care, not a typo away.
 */
export const MAX_LINE_QUANTITY = 99;
export const QUANTITY_MESSAGE = `Please enter a whole number from 1 to ${MAX_LINE_QUANTITY}.`;

/** Whether the product modal asks for a quantity: vet supplies are ordered by the box or pack; other items one at a time. */
export function takesQuantity(category: string): boolean {
  return category === CATEGORIES.vetSupplies;
}

/** The quantity as typed, or null when it is not a whole number from 1 to MAX_LINE_QUANTITY. */
export function parseQuantity(typed: string | number): number | null {
  const text = String(typed).trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

export interface CartLine {
  quantity: number;
  /** The unit price under the pricing option (already chosen: RRP or pricebook). */
  unitPrice: number;
  deleted?: boolean;
  children?: CartLine[];
}

/**
 * What a line costs: its quantity times its unit price, plus its children (options, a package's items
 * and their options) the same way; a deleted line costs nothing. An option's line carries the
 * quantity of the line it belongs to (portal-api writes it so), so two boxes with an option pay for
 * the option twice. The cart, the booking details page and portal-api (total_product_price) all
 * price with this one function.
 */
export function cartLineTotal(line: CartLine): number {
  if (line.deleted) return 0;
  const own = line.quantity * line.unitPrice + (line.children ?? []).reduce((sum, child) => sum + cartLineTotal(child), 0);
  return Math.round(own * 100) / 100;
}

/** The cart's total (inc GST): lines (with their children) plus collection and return fees; 0 fees under 'No price'. */
export function cartTotal(lines: readonly CartLine[], fees: { collection: number; return: number }): number {
  const total = lines.reduce((sum, line) => sum + cartLineTotal(line), 0) + fees.collection + fees.return;
  return Math.round(total * 100) / 100;
}

/**
 * Spec 001 s5, Special order products: the confirm dialog's text, and the information icon beside
 * 'Special order product' in the product modal that the dialog points at (its label and timeframe).
 */
export const SPECIAL_ORDER = {
  title: 'Special order product',
  lines: [
    "This is a special order product: please check the information icon beside 'Special order product' for timeframes. Special order products take 4-6 weeks.",
    'The ashes and all chosen items are returned together.',
    'For a split delivery (the ashes first, the items later), please contact Client Care.',
    'Additional costs may apply (regional locations, home returns).',
  ],
  infoLabel: 'Special order timeframes',
  timeframe: 'Special order products are made or ordered in for this booking and take 4-6 weeks.',
  returnedTogether: 'The ashes are returned with them, unless Client Care arranges a split delivery.',
} as const;

export const CONTACT_US_SUFFIX = ' - Please contact us to assist you in your booking.';
export const PACKAGE_REQUIRED = 'Package selection is required: Please select a package to proceed';
export const NO_PRODUCTS = 'No product available.';
export const NO_BUNDLES = 'No bundles are available.';
export const CART_DELETE_FAILED = 'Failed to remove item in shopping cart';
/** The bundle step's 'Cremation Package' button stays disabled this long after a package is added. */
export const PACKAGE_BUTTON_TIMER_MS = 5000;
