// The catalog's reads (issue 5; spec 001 s3, s7, s9): the product list with the hidden and stock rules
// in SQL, products, option groups and choices, package items, images, and the caller's view of prices
// and stock. The cart's writes are in data/cart.ts.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { CATEGORIES } from '@portal/contracts/wire/catalog';
import { stockBrandCode, type StockBrandCode } from '@portal/contracts/domain/catalog';
import { showsPrices } from '@portal/contracts/domain/pricing';
import type { PricingOption } from '@portal/contracts/schemas/vet';
import type { Database } from '../db/schema.ts';
import type { OptionChoice, OptionGroup } from '../db/catalog-schema.ts';
import type { PortalDb } from '../db/database.ts';
import { containsIgnoringCase } from '../db/dialect.ts';
import { money } from './bookings.ts';

/** What a caller's practice sees of the catalog: its pricing and its stock brand. */
export interface CatalogViewer {
  practiceId: string;
  pricing: PricingOption;
  hasPortalAccess: boolean;
  /** The per-brand stock figures that apply (by the practice's region); undefined: none apply. */
  brandCode: StockBrandCode | undefined;
}

export async function catalogViewer(db: PortalDb, practiceId: string): Promise<CatalogViewer> {
  const row = await db
    .selectFrom('practices')
    .innerJoin('brands', 'brands.id', 'practices.brand_id')
    .select(['practices.pricing_information_c', 'practices.has_portal_access_c', 'practices.region', 'brands.regions'])
    .where('practices.id', '=', practiceId)
    .executeTakeFirstOrThrow();
  // The practice's region, else its brand's first region (as the brand documents do).
  const region = row.region ?? row.regions.split(',')[0] ?? '';
  return {
    practiceId,
    pricing: row.pricing_information_c,
    hasPortalAccess: row.has_portal_access_c === 'Yes',
    brandCode: stockBrandCode(region),
  };
}

/** A unit price under the practice's pricing option: RRP, pricebook, or null under 'No price' (spec 001 s6). */
export function priceFor(viewer: CatalogViewer, rrp: number | string, pricebook: number | string): number | null {
  if (!showsPrices({ hasPortalAccess: viewer.hasPortalAccess, pricing: viewer.pricing })) return null;
  return money(viewer.pricing === 'RRP' ? rrp : pricebook);
}

type ProductsEb = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>;

/**
 * Spec 001 s9 in SQL (the rule of `isInStock` in @portal/contracts/domain/catalog): sent to the
 * inventory system, and either without inventory or with the brand's available stock above its
 * minimum. Without a stock brand, an inventoried product is out of stock.
 */
export function inStock(eb: ProductsEb, brandCode: StockBrandCode | undefined): Expression<SqlBool> {
  const noInventory = eb('p.has_inventory', '=', 0);
  const stocked = brandCode
    ? eb.or([
        noInventory,
        eb.exists(
          eb
            .selectFrom('product_stock as s')
            .select(sql`1`.as('one'))
            .whereRef('s.product_id', '=', 'p.id')
            .where('s.brand_code', '=', brandCode)
            .whereRef('s.available', '>', 's.minimum'),
        ),
      ])
    : noInventory;
  return eb.and([eb('p.send_to_inventory', '=', 1), stocked]);
}

/** Listable: not hidden, not a cremation service (those are added by the booking), in stock. */
export function listable(eb: ProductsEb, brandCode: StockBrandCode | undefined): Expression<SqlBool> {
  return eb.and([eb('p.hide_in_portal', '=', 0), eb('p.category', '!=', CATEGORIES.services), inStock(eb, brandCode)]);
}

const hasOptions = (eb: ProductsEb) =>
  eb
    .selectFrom('product_option_groups as g')
    .select(sql<number>`1`.as('one'))
    .whereRef('g.product_id', '=', 'p.id')
    .where('g.parent_choice_id', 'is', null)
    .limit(1)
    .as('has_options');

function productRows(db: PortalDb) {
  return db.selectFrom('products as p').selectAll('p').select((eb) => hasOptions(eb));
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productRows>['executeTakeFirstOrThrow']>>;

export interface ProductQuery {
  categories: string[];
  search: string;
  page: number;
  pageSize: number;
  serviceTypeId: string | undefined;
  packagesOnly: boolean;
}

/** One page of the listable products, by name, with the total that match. */
export async function listProducts(db: PortalDb, viewer: CatalogViewer, query: ProductQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const search = query.search.trim().toLowerCase();
  const filtered = db
    .selectFrom('products as p')
    .where((eb) => listable(eb, viewer.brandCode))
    .$if(query.categories.length > 0, (qb) => qb.where('p.category', 'in', query.categories))
    .$if(search !== '', (qb) => qb.where(containsIgnoringCase('p.name', search)))
    .$if(query.packagesOnly, (qb) => qb.where('p.type', '=', 'package'))
    .$if(query.serviceTypeId !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('p.type', '!=', 'package'),
          eb.exists(
            eb
              .selectFrom('product_service_types as pst')
              .select(sql`1`.as('one'))
              .whereRef('pst.product_id', '=', 'p.id')
              .where('pst.service_type_id', '=', query.serviceTypeId ?? ''),
          ),
        ]),
      ),
    );
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const offset = (query.page - 1) * query.pageSize;
  if (Number(total) === 0 || offset >= Number(total)) return { rows: [], total: Number(total) };
  const rows = await filtered
    .selectAll('p')
    .select((eb) => hasOptions(eb))
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(query.pageSize)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}

export function findProduct(db: PortalDb, productId: string) {
  return productRows(db).where('p.id', '=', productId).executeTakeFirst();
}

export function findProducts(db: PortalDb, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([] as ProductRow[]);
  return productRows(db).where('p.id', 'in', [...new Set(productIds)]).execute();
}

/** The service types a package serves. */
export async function packageServiceTypes(db: PortalDb, productId: string): Promise<string[]> {
  const rows = await db.selectFrom('product_service_types').select('service_type_id').where('product_id', '=', productId).execute();
  return rows.map((row) => row.service_type_id);
}

/** A package's items (products), in package order. */
export function listPackageItems(db: PortalDb, packageId: string) {
  return db
    .selectFrom('package_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .selectAll('p')
    .select((eb) => hasOptions(eb))
    .where('i.package_id', '=', packageId)
    .orderBy('i.seq')
    .execute();
}

/** Option groups and their choices, as their tables hold them. */
export interface OptionTree {
  groups: OptionGroup[];
  choices: OptionChoice[];
}

/** Every option group and choice of these products (all levels), in list order. */
export async function loadOptionTrees(db: PortalDb, productIds: readonly string[]): Promise<OptionTree> {
  if (productIds.length === 0) return { groups: [], choices: [] };
  const groups = await db
    .selectFrom('product_option_groups')
    .selectAll()
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('seq')
    .orderBy('id')
    .execute();
  if (groups.length === 0) return { groups, choices: [] };
  const choices = await db
    .selectFrom('product_option_choices')
    .selectAll()
    .where(
      'group_id',
      'in',
      groups.map((group) => group.id),
    )
    .orderBy('seq')
    .orderBy('id')
    .execute();
  return { groups, choices };
}

/** The choices that reveal further groups (for `has_children`). */
export function choicesWithChildren(tree: OptionTree): Set<string> {
  return new Set(tree.groups.map((group) => group.parent_choice_id).filter((id): id is string => id !== null));
}

/** A product picture's row (its bytes are in the file store under fileKeys.productImage). */
export function findProductImage(db: PortalDb, productId: string, size: 'main' | 'thumb') {
  return db
    .selectFrom('product_images')
    .select(['product_id', 'size', 'content_type'])
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
}

/**
 * A quoted product of a booking of the practice, with every line of its booking (to walk its
 * children); undefined for another practice's line or an unknown id.
 */
export async function findQuotedProductOfPractice(db: PortalDb, practiceId: string, quotedProductId: string) {
  const line = await db
    .selectFrom('quoted_products')
    .innerJoin('bookings', 'bookings.id', 'quoted_products.booking_id')
    .selectAll('quoted_products')
    .where('quoted_products.id', '=', quotedProductId)
    .where('bookings.practice_id', '=', practiceId)
    .executeTakeFirst();
  if (!line) return undefined;
  const lines = await db.selectFrom('quoted_products').selectAll().where('booking_id', '=', line.booking_id).execute();
  return { line, lines };
}

/** A product's name and category (the vessel pictures draw them); undefined for an unknown id. */
export function findProductLabel(db: PortalDb, productId: string) {
  return db.selectFrom('products').select(['name', 'category']).where('id', '=', productId).executeTakeFirst();
}
