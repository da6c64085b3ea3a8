import { findPlaqueConfig } from '../data/engraving.ts';
import { vesselSvg, type VesselView } from '../catalog/product-art.ts';
import { productArtOf } from '../seed/catalog.ts';
import { Hono, type Context } from 'hono';
import { CATEGORIES, type PackageProductsWrite, type PrimaryImageDto, type ProductDetailDto, type ProductOptionsDto, type ProductPageDto } from '@portal/contracts/wire/catalog';
import { defaultChoiceByWeight, hasWeightBand, knownWeight } from '@portal/contracts/domain/weight-band';
import type { StaffEnv } from '../auth/caller.ts';
import {
  catalogViewer,
  choicesWithChildren,
  findProduct,
  findProductImage,
  findQuotedProductOfPractice,
  listPackageItems,
  listProducts,
  loadOptionTrees,
  priceFor,
  type OptionTree,
} from '../data/catalog.ts';
import type { PortalDb } from '../db/database.ts';
import { invalidFields, notFound } from '../http/api-error.ts';
import { absoluteUrl } from '../http/public-url.ts';
import { chosenOptions, lineTotal, optionGroupsToWire, packageItemToWire, productImagePath, productToWire } from '../wire/catalog.ts';
import { fileKeys, type FileStore } from '../storage/file-store.ts';

export const PRODUCT_PAGE_SIZE = 10;
export const MAX_PRODUCT_PAGE_SIZE = 50;
/** Catalog pictures change only with the catalog: browsers and proxies may keep them for 30 days. */
const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

const KNOWN_CATEGORIES: readonly string[] = Object.values(CATEGORIES);

function wholeNumber(value: string | undefined, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number)) throw invalidFields({ [field]: `${field} must be a whole number` });
  return number;
}

/** GET portal/products: category[] (repeat), search, page, page_size (10, at most 50), serviceType, type=package. */
function productQuery(c: Context) {
  const categories = [...(c.req.queries('category[]') ?? []), ...(c.req.queries('category') ?? [])].map((name) => name.trim()).filter(Boolean);
  const unknown = categories.find((name) => !KNOWN_CATEGORIES.includes(name));
  if (unknown !== undefined) throw invalidFields({ category: `Unknown category '${unknown}'` });
  const type = c.req.query('type') || undefined;
  if (type !== undefined && type !== 'package') throw invalidFields({ type: "type must be 'package'" });
  return {
    categories,
    search: c.req.query('search') ?? '',
    page: Math.max(1, wholeNumber(c.req.query('page'), 'page', 1)),
    pageSize: Math.min(MAX_PRODUCT_PAGE_SIZE, Math.max(1, wholeNumber(c.req.query('page_size'), 'page_size', PRODUCT_PAGE_SIZE))),
    serviceTypeId: c.req.query('serviceType')?.trim() || undefined,
    packagesOnly: type === 'package',
  };
}

/**
 * The default choice of each group for a pet of `weightKg`: the first choice (in list order) whose
 * weight band holds it (`defaultChoiceByWeight`, the product modal's and the cart check's rule).
 */
export function defaultChoices(groups: OptionTree['groups'], tree: OptionTree, weightKg: number): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const group of groups) {
    const holding = defaultChoiceByWeight(
      tree.choices.filter((choice) => choice.group_id === group.id),
      weightKg,
    );
    if (holding) defaults[group.id] = holding.id;
  }
  return defaults;
}

/** Contact us: a required group has weight-banded choices and none of them holds the pet's weight. */
export function needsContactUs(groups: OptionTree['groups'], tree: OptionTree, weightKg: number, defaults: Record<string, string>): boolean {
  if (knownWeight(weightKg) === null) return false;
  return groups.some(
    (group) =>
      group.optional_status === 'Required' &&
      defaults[group.id] === undefined &&
      tree.choices.some((choice) => choice.group_id === group.id && hasWeightBand(choice)),
  );
}

/**
 * The catalog calls (spec 001 s7): GET products, product_options/{productId}/{type}/{groupId}/{choiceId}/{weight},
 * primary_image/{id}, product/{id}?quoted_product_id=. Prices follow the caller's practice's pricing option.
 */
export function catalogRoutes(db: PortalDb, publicUrl: string | undefined) {
  const imageUrl = (c: Context) => (path: string) => absoluteUrl(c, path, publicUrl);

  return new Hono<StaffEnv>()
    .get('/products', async (c) => {
      const query = productQuery(c);
      const viewer = await catalogViewer(db, c.get('caller').practiceId);
      const { rows, total } = await listProducts(db, viewer, query);
      const url = imageUrl(c);
      const body: ProductPageDto = {
        data: rows.map((row) => productToWire(row, viewer, url)),
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.pageSize)),
      };
      return c.json(body);
    })
    .get('/product_options/:productId/:type/:groupId/:choiceId/:weight', async (c) => {
      const { productId, type, groupId, choiceId, weight } = c.req.param();
      if (type !== 'product' && type !== 'package') throw invalidFields({ type: "type must be 'product' or 'package'" });
      const weightKg = Number(weight);
      if (!Number.isFinite(weightKg) || weightKg < 0) throw invalidFields({ weight: 'weight must be a number of kg, or 0 when unknown' });
      const product = await findProduct(db, productId);
      if (!product || product.category === CATEGORIES.services) throw notFound();
      const tree = await loadOptionTrees(db, [product.id]);
      let groups: OptionTree['groups'];
      if (groupId === '0') {
        groups = tree.groups.filter((group) => group.parent_choice_id === null);
      } else {
        const group = tree.groups.find((candidate) => candidate.id === groupId);
        if (!group) throw invalidFields({ groupId: 'No such option group of this product' });
        if (choiceId === '0') groups = [];
        else {
          if (!tree.choices.some((choice) => choice.id === choiceId && choice.group_id === group.id)) {
            throw invalidFields({ choiceId: `No such choice in the option group ${group.name}` });
          }
          groups = tree.groups.filter((candidate) => candidate.parent_choice_id === choiceId);
        }
      }
      const viewer = await catalogViewer(db, c.get('caller').practiceId);
      const defaults = defaultChoices(groups, tree, weightKg);
      const data: ProductOptionsDto = {
        product: { id: product.id, name: product.name, description: product.description, cstm: { type_c: product.type } },
        parents: optionGroupsToWire(groups, tree, choicesWithChildren(tree), viewer),
        defaults,
        contact_us: needsContactUs(groups, tree, weightKg, defaults) ? 1 : 0,
      };
      return c.json({ data });
    })
    .get('/primary_image/:id', async (c) => {
      const product = await findProduct(db, c.req.param('id'));
      if (!product) throw notFound();
      const url = imageUrl(c);
      const data: PrimaryImageDto = {
        url: url(productImagePath(product.id, 'main')),
        thumbnail_url: url(productImagePath(product.id, 'thumb')),
        alt: product.name,
      };
      return c.json({ data });
    })
    .get('/product/:id', async (c) => {
      const product = await findProduct(db, c.req.param('id'));
      if (!product || product.category === CATEGORIES.services) throw notFound();
      const caller = c.get('caller');
      const quotedProductId = c.req.query('quoted_product_id')?.trim();
      const quoted = quotedProductId ? await findQuotedProductOfPractice(db, caller.practiceId, quotedProductId) : undefined;
      if (quotedProductId && (!quoted || quoted.line.actual_product_id_c !== product.id)) throw notFound();
      const viewer = await catalogViewer(db, caller.practiceId);
      const url = imageUrl(c);
      const items = product.type === 'package' ? await listPackageItems(db, product.id) : [];
      let quotedChoices: ProductDetailDto['quoted'];
      if (quoted) {
        const { line, lines } = quoted;
        const itemLines = lines.filter((child) => child.parent_product_id === line.id && !child.deleted && child.actual_product_id_c && !child.option_choice_id);
        const packageProducts: PackageProductsWrite | null =
          product.type === 'package'
            ? Object.fromEntries(
                itemLines.map((child) => [child.actual_product_id_c ?? '', { options: chosenOptions(child, lines), engraving_text: child.engraving_text }]),
              )
            : null;
        quotedChoices = { options: chosenOptions(line, lines), engraving_text: line.engraving_text, package_products_c: packageProducts, quantity: line.quantity };
      }
      const data: ProductDetailDto = {
        ...productToWire(product, viewer, url),
        package_products: items.map((item) => packageItemToWire(item, product.id, viewer, url)),
        total_product_price: quoted ? lineTotal(quoted.line, quoted.lines, viewer) : priceFor(viewer, product.rrp, product.pricebook),
        ...(quotedChoices ? { quoted: quotedChoices } : {}),
      };
      return c.json({ data });
    });
}

/** GET /catalog-images/{productId}/{main|thumb}.svg: the product pictures, public (no token) and long-cached. */
export function catalogImageRoutes(db: PortalDb, files: FileStore) {
  return new Hono()
    .get('/:productId/:file{(main|thumb)\\.svg}', async (c) => {
      const size = c.req.param('file').startsWith('main') ? 'main' : 'thumb';
      const productId = c.req.param('productId');
      const image = (await findProductImage(db, productId, size)) && (await files.get(fileKeys.productImage(productId, size)));
      if (!image) throw notFound();
      return c.body(new Uint8Array(image.content), 200, { 'Content-Type': image.contentType, 'Cache-Control': IMAGE_CACHE_CONTROL });
    })
    // The vessel images of an engraved product (issue 6; its plaque config's Vessel_Image picks one).
    .get('/:productId/:file{vessel-[123]\\.svg}', async (c) => {
      const productId = c.req.param('productId');
      const [config, product] = await Promise.all([
        findPlaqueConfig(db, productId),
        db.selectFrom('products').select(['name', 'category']).where('id', '=', productId).executeTakeFirst(),
      ]);
      if (!config || !product) throw notFound();
      const view = Number(c.req.param('file').slice('vessel-'.length, -'.svg'.length)) as VesselView;
      const art = productArtOf(productId)?.art ?? 'plaque';
      return c.body(vesselSvg({ name: product.name, category: product.category, art }, view), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': IMAGE_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
