// The catalog calls (issue 5; spec 001 s3, s7): the product list, product options, primary image,
// product detail, and the cart's writes through POST portal/booking[/{id}] (`line_items`) and the vet
// supply submit. Wire shapes are defined here once; portal-api answers them and remote-catalog reads
// them. Paths and parameters are documented in portal-api/README.md.
import type { BookingDto } from '@portal/contracts/wire/bookings';

/** The product categories of spec 001 s2.5 (the filter names, less 'All Items'). */
export const CATEGORIES = {
  urns: 'Urns & Vessels',
  memorabilia: 'Memorabilia',
  keepsakes: 'Keepsakes',
  packages: 'Cremation Packages',
  vetSupplies: 'Vet Supplies',
  /** Cremation services (private, communal...): never listed; the server adds them to a booking. */
  services: 'Cremation Services',
} as const;
export type Category = (typeof CATEGORIES)[keyof typeof CATEGORIES];

/** A product as the list (`GET portal/products`) sends it. Prices follow the practice's pricing option. */
export interface ProductDto {
  id: string;
  name: string;
  category: Category;
  description: string;
  /** 'product' or 'package' (cstm.type_c). */
  type: 'product' | 'package';
  /** The unit price under the practice's pricing option (RRP or pricebook, inc GST); null under 'No price'. */
  price: number | null;
  /** Table-sized image (a cacheable link); every product has one. */
  thumbnail_url: string;
  requires_engraving: 0 | 1;
  /** Engraving lines allowed (0: the product takes no engraving text). */
  engraving_max_length: number;
  /** Characters allowed per engraving line. */
  engraving_max_characters: number;
  /** 'text' (a textarea on the description step) or 'plaque' (the artwork steps of remote-engraving). */
  engraving_type: 'none' | 'text' | 'plaque';
  special_order: 0 | 1;
  min_weight: number | null;
  max_weight: number | null;
  /** Days of lead time when ordered (the order-by custom field); informational. */
  order_by: number | null;
  has_options: 0 | 1;
}

/** `GET portal/products` answer (spec 001 s7, Product list). */
export interface ProductPageDto {
  data: ProductDto[];
  current_page: number;
  last_page: number;
}

export interface ProductQuery {
  /** The categories to list (the chosen filter, or every category the wizard allows for 'All Items'). */
  categories: readonly string[];
  search: string;
  page: number;
  /** The booking's service type id: packages are listed for the service types they serve. */
  serviceTypeId?: string | undefined;
  /** 'package' lists cremation packages only (the bundle step). */
  type?: 'package' | undefined;
}

export const PRODUCT_PAGE_SIZE = 10;

export function productSearchParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), page_size: String(PRODUCT_PAGE_SIZE) });
  for (const category of query.categories) params.append('category[]', category);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.serviceTypeId) params.set('serviceType', query.serviceTypeId);
  if (query.type) params.set('type', query.type);
  return params;
}

/** One choice of an option group: a child product with its own price and optional weight range (kg). */
export interface OptionChoiceDto {
  id: string;
  name: string;
  price: number | null;
  min_weight: number | null;
  max_weight: number | null;
  /** Whether choosing it reveals further option groups (a refetch with this choice). */
  has_children: 0 | 1;
}

/** An option group ('parent' in spec 001 s7): a dropdown. */
export interface OptionGroupDto {
  id: string;
  name: string;
  optionalStatus: 'Required' | 'Optional';
  filteredproducts: OptionChoiceDto[];
}

/**
 * `GET portal/product_options/{productId}/{type}/{groupId}/{choiceId}/{weight}` (spec 000 s7 leaves the
 * five parameters to us):
 * - productId: the product (or package item) whose options are wanted;
 * - type: 'product' or 'package' (cstm.type_c of the product);
 * - groupId: the option group a choice was made in, or '0' for the product's top-level groups;
 * - choiceId: the choice made in that group, or '0';
 * - weight: the pet's weight in kg (2 decimals), or '0' when unknown; used for the default choice and
 *   the contact-us rule.
 * The answer lists the groups revealed by that choice (top level: the product's own groups).
 */
export interface ProductOptionsDto {
  product: { id: string; name: string; description: string; cstm: { type_c: 'product' | 'package' } };
  parents: OptionGroupDto[];
  /** Per group id, the choice whose weight range holds the pet's weight (the default), if any. */
  defaults: Record<string, string>;
  /**
   * The 'contact us' configuration error: a required group has no choice for this pet's weight, so
   * the booking needs Client Care (the add is blocked, spec 001 s5).
   */
  contact_us: 0 | 1;
}

export interface OptionsRequest {
  productId: string;
  type: 'product' | 'package';
  groupId?: string | undefined;
  choiceId?: string | undefined;
  weightKg?: number | null | undefined;
}

export function productOptionsPath(request: OptionsRequest): string {
  const weight = request.weightKg && request.weightKg > 0 ? request.weightKg.toFixed(2) : '0';
  return ['portal/product_options', request.productId, request.type, request.groupId ?? '0', request.choiceId ?? '0', weight]
    .map((part) => encodeURIComponent(part))
    .join('/')
    .replace('portal%2Fproduct_options', 'portal/product_options');
}

/** `GET portal/primary_image/{id}`: the product's main image (modal size) and its table thumbnail. */
export interface PrimaryImageDto {
  url: string;
  thumbnail_url: string;
  alt: string;
}

/** A package's item (spec 001 s3, Child product in a package payload; the fields the portal uses). */
export interface PackageItemDto {
  id: string;
  baseId: string;
  parentId: string;
  name: string;
  description: string;
  unit_price: number | null;
  thumbnail_url: string;
  requires_engraving: 0 | 1;
  engraving_max_length: number;
  engraving_max_characters: number;
  engraving_type: 'none' | 'text' | 'plaque';
  has_image: 0 | 1;
  special_order: 0 | 1;
  has_options: 0 | 1;
  type: 'product';
}

/**
 * `GET portal/product/{id}?quoted_product_id=`: a product with its price, a package with its items,
 * and, with a quoted product id of the caller's booking, `total_product_price` (the line with its
 * chosen options, under the pricing option; null under 'No price').
 */
export interface ProductDetailDto extends ProductDto {
  package_products: PackageItemDto[];
  total_product_price: number | null;
  /**
   * The quoted product's current choices (edit mode): option group id -> choice id, its engraving
   * text, a package's customisation and the line's quantity.
   */
  quoted?:
    | { options: Record<string, string>; engraving_text: string | null; package_products_c: PackageProductsWrite | null; quantity: number }
    | undefined;
}

/** A package item's customisation: its chosen options (group id -> choice id) and engraving text. */
export interface PackageItemChoice {
  options: Record<string, string>;
  engraving_text: string | null;
  /** 1 when 'Add engraving' was ticked for the item: portal-api then refuses a blank engraving_text. */
  add_engraving?: 0 | 1;
}
/** package_products_c as written: package item product id -> its customisation. */
export type PackageProductsWrite = Record<string, PackageItemChoice>;

/**
 * A line of `line_items` in POST portal/booking[/{id}] (spec 000 s3: quantity, deleted, product,
 * package_products_c, engraving_text, editId, is_vpcreated, id; plus `options`). Lines not sent are
 * left as they are; id null adds a line; deleted 1 removes a line and its children. Prices are the
 * server's (from the catalog under the practice's pricing option), never the client's.
 */
export interface LineItemWrite {
  id: string | null;
  product: string;
  /** Whole units, 1 to MAX_LINE_QUANTITY (`@portal/contracts/domain/catalog`); 0 only with deleted 1. */
  quantity: number;
  deleted: 0 | 1;
  engraving_text: string | null;
  /**
   * 1 when 'Add engraving' was ticked in the product modal: portal-api then refuses a blank
   * engraving_text (422), so a ticked engraving is never dropped silently. Absent means 0.
   */
  add_engraving?: 0 | 1;
  /** Chosen options: option group id -> choice id. */
  options: Record<string, string>;
  package_products_c: PackageProductsWrite | null;
  /** The quoted product being edited (edit mode of the product modal), else null. */
  editId: string | null;
  is_vpcreated: 1;
}

/** A quoted product as the booking answer carries it, with what the cart needs. */
export type CartLineDto = BookingDto['quoted_products'][number] & { can_be_deleted?: number; show_in_confirmation_email?: number };

/**
 * A new line for the product modal's Add (spec 001 s4 Add to cart: id null, quantity 1 unless a vet
 * supply's quantity is given).
 */
export function newLineItem(
  productId: string,
  choices: {
    options?: Record<string, string>;
    engravingText?: string | null;
    addEngraving?: boolean;
    packageProducts?: PackageProductsWrite | null;
    editId?: string | null;
    quantity?: number;
  },
): LineItemWrite {
  return {
    id: null,
    product: productId,
    quantity: choices.quantity ?? 1,
    deleted: 0,
    engraving_text: choices.engravingText ?? null,
    add_engraving: choices.addEngraving ? 1 : 0,
    options: choices.options ?? {},
    package_products_c: choices.packageProducts ?? null,
    editId: choices.editId ?? null,
    is_vpcreated: 1,
  };
}

/** The local storage key of the vet supply order being built (spec 001 s3, Booking). */
export const VET_SUPPLY_STORAGE_KEY = 'portal.vetSupplyId';
