import type {
  Category,
  OptionChoiceDto,
  OptionGroupDto,
  PackageItemDto,
  PackageProductsWrite,
  PrimaryImageDto,
  ProductDetailDto,
  ProductDto,
  ProductOptionsDto,
  ProductPageDto,
} from '@portal/contracts/wire/catalog';
import { cartLineTotal, type CartLine } from '@portal/contracts/domain/catalog';
import { choicesWithChildren, priceFor, type CatalogViewer, type OptionTree, type ProductRow } from '../data/catalog.ts';
import type { QuotedProduct } from '../db/booking-schema.ts';

const flag = (value: number | null | undefined): 0 | 1 => (value ? 1 : 0);
const weightOf = (value: number | null) => (value === null ? null : Number(value));

/** Where a product's pictures are served (no auth; see routes/catalog.ts). */
export const productImagePath = (productId: string, size: 'main' | 'thumb') => `/catalog-images/${productId}/${size}.svg`;

/** A product as the list sends it (ProductDto of @portal/contracts/wire/catalog). */
export function productToWire(row: ProductRow, viewer: CatalogViewer, imageUrl: (path: string) => string): ProductDto {
  return {
    id: row.id,
    name: row.name,
    category: row.category as Category,
    description: row.description,
    type: row.type,
    price: priceFor(viewer, row.rrp, row.pricebook),
    thumbnail_url: imageUrl(productImagePath(row.id, 'thumb')),
    requires_engraving: flag(row.requires_engraving),
    engraving_max_length: row.engraving_max_length,
    engraving_max_characters: row.engraving_max_characters,
    engraving_type: row.engraving_type,
    special_order: flag(row.special_order),
    min_weight: weightOf(row.min_weight),
    max_weight: weightOf(row.max_weight),
    order_by: row.order_by,
    has_options: flag(row.has_options),
  };
}

/** A package's item: included in the package's price (unit_price 0, or null under 'No price'). */
export function packageItemToWire(item: ProductRow, packageId: string, viewer: CatalogViewer, imageUrl: (path: string) => string): PackageItemDto {
  return {
    id: item.id,
    baseId: item.id,
    parentId: packageId,
    name: item.name,
    description: item.description,
    unit_price: priceFor(viewer, 0, 0),
    thumbnail_url: imageUrl(productImagePath(item.id, 'thumb')),
    requires_engraving: flag(item.requires_engraving),
    engraving_max_length: item.engraving_max_length,
    engraving_max_characters: item.engraving_max_characters,
    engraving_type: item.engraving_type,
    has_image: 1,
    special_order: flag(item.special_order),
    has_options: flag(item.has_options),
    type: 'product',
  };
}

/** Option groups with their choices ('parents' with 'filteredproducts', spec 001 s7). */
export function optionGroupsToWire(
  groups: OptionTree['groups'],
  tree: OptionTree,
  withChildren: Set<string>,
  viewer: CatalogViewer,
): OptionGroupDto[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    optionalStatus: group.optional_status,
    filteredproducts: tree.choices
      .filter((choice) => choice.group_id === group.id)
      .map(
        (choice): OptionChoiceDto => ({
          id: choice.id,
          name: choice.name,
          price: priceFor(viewer, choice.rrp, choice.pricebook),
          min_weight: weightOf(choice.min_weight),
          max_weight: weightOf(choice.max_weight),
          has_children: withChildren.has(choice.id) ? 1 : 0,
        }),
      ),
  }));
}

/**
 * The line and its live descendants at the practice's price (spec 001 s7, total_product_price):
 * quantity x unit price at every depth, by the cart's own pricing function (`cartLineTotal`).
 */
export function lineTotal(line: QuotedProduct, lines: readonly QuotedProduct[], viewer: CatalogViewer): number | null {
  if (priceFor(viewer, 0, 0) === null) return null;
  const toCartLine = (at: QuotedProduct, depth = 0): CartLine => ({
    quantity: Number(at.quantity),
    unitPrice: priceFor(viewer, at.unit_price, at.discount_price) ?? 0,
    deleted: Boolean(at.deleted),
    children: depth > 10 ? [] : lines.filter((child) => child.parent_product_id === at.id).map((child) => toCartLine(child, depth + 1)),
  });
  return cartLineTotal(toCartLine(line));
}

/** The chosen options of a line (option group id -> choice id), from its live option children. */
export function chosenOptions(line: QuotedProduct, lines: readonly QuotedProduct[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (const child of lines) {
    if (child.parent_product_id === line.id && !child.deleted && child.option_group_id && child.option_choice_id) {
      options[child.option_group_id] = child.option_choice_id;
    }
  }
  return options;
}

/** A page of GET products. */
export function productPageToWire(rows: readonly ProductRow[], viewer: CatalogViewer, imageUrl: (path: string) => string, page: number, pageSize: number, total: number): ProductPageDto {
  return {
    data: rows.map((row) => productToWire(row, viewer, imageUrl)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** A step of the product modal (GET product_options): its groups, their default choices, and whether to call. */
export function productOptionsToWire(
  product: ProductRow,
  groups: OptionTree['groups'],
  tree: OptionTree,
  viewer: CatalogViewer,
  defaults: Record<string, string>,
  contactUs: boolean,
): ProductOptionsDto {
  return {
    product: { id: product.id, name: product.name, description: product.description, cstm: { type_c: product.type } },
    parents: optionGroupsToWire(groups, tree, choicesWithChildren(tree), viewer),
    defaults,
    contact_us: contactUs ? 1 : 0,
  };
}

/** GET primary_image: a product's picture and its thumbnail. */
export function primaryImageToWire(product: Pick<ProductRow, 'id' | 'name'>, imageUrl: (path: string) => string): PrimaryImageDto {
  return {
    url: imageUrl(productImagePath(product.id, 'main')),
    thumbnail_url: imageUrl(productImagePath(product.id, 'thumb')),
    alt: product.name,
  };
}

/**
 * GET product/{id}: the product with its package items and its price; with `quoted` (a cart line of
 * it being edited), the line's total and what was chosen for it (its options, engraving text, package
 * items' choices and quantity).
 */
export function productDetailToWire(
  product: ProductRow,
  viewer: CatalogViewer,
  imageUrl: (path: string) => string,
  items: readonly ProductRow[],
  quoted: { line: QuotedProduct; lines: QuotedProduct[] } | undefined,
): ProductDetailDto {
  let quotedChoices: ProductDetailDto['quoted'];
  if (quoted) {
    const { line, lines } = quoted;
    const itemLines = lines.filter((child) => child.parent_product_id === line.id && !child.deleted && child.actual_product_id_c && !child.option_choice_id);
    const packageProducts: PackageProductsWrite | null =
      product.type === 'package'
        ? Object.fromEntries(itemLines.map((child) => [child.actual_product_id_c ?? '', { options: chosenOptions(child, lines), engraving_text: child.engraving_text }]))
        : null;
    quotedChoices = { options: chosenOptions(line, lines), engraving_text: line.engraving_text, package_products_c: packageProducts, quantity: line.quantity };
  }
  return {
    ...productToWire(product, viewer, imageUrl),
    package_products: items.map((item) => packageItemToWire(item, product.id, viewer, imageUrl)),
    total_product_price: quoted ? lineTotal(quoted.line, quoted.lines, viewer) : priceFor(viewer, product.rrp, product.pricebook),
    ...(quotedChoices ? { quoted: quotedChoices } : {}),
  };
}
