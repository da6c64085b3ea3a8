import { findPlaqueConfig } from '../data/engraving.ts';
import { vesselSvg, type VesselView } from '../catalog/product-art.ts';
import { productArtOf } from '../seed/catalog.ts';
import { Hono, type Context } from 'hono';
import { CATEGORIES } from '@portal/contracts/wire/catalog';
import type { StaffEnv } from '../auth/caller.ts';
import {
  catalogViewer,
  findProduct,
  findProductImage,
  findProductLabel,
  findQuotedProductOfPractice,
  listPackageItems,
  listProducts,
  loadOptionTrees,
} from '../data/catalog.ts';
import type { PortalDb } from '../db/database.ts';
import { invalidFields, notFound } from '../http/api-error.ts';
import { absoluteUrl } from '../http/public-url.ts';
import { wholeNumber } from '../http/query.ts';
import { defaultChoices, needsContactUs, optionGroupsAt } from '../rules/catalog.ts';
import { primaryImageToWire, productDetailToWire, productOptionsToWire, productPageToWire } from '../wire/catalog.ts';
import { fileKeys, type FileStore } from '../storage/file-store.ts';

export const PRODUCT_PAGE_SIZE = 10;
export const MAX_PRODUCT_PAGE_SIZE = 50;
/** Catalog pictures change only with the catalog: browsers and proxies may keep them for 30 days. */
const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

const KNOWN_CATEGORIES: readonly string[] = Object.values(CATEGORIES);

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

/** GET product_options/{productId}/{type}/{groupId}/{choiceId}/{weight}: the path's type and weight. */
function optionsQuery({ productId, type, groupId, choiceId, weight }: Record<'productId' | 'type' | 'groupId' | 'choiceId' | 'weight', string>) {
  if (type !== 'product' && type !== 'package') throw invalidFields({ type: "type must be 'product' or 'package'" });
  const weightKg = Number(weight);
  if (!Number.isFinite(weightKg) || weightKg < 0) throw invalidFields({ weight: 'weight must be a number of kg, or 0 when unknown' });
  return { productId, groupId, choiceId, weightKg };
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
      return c.json(productPageToWire(rows, viewer, imageUrl(c), query.page, query.pageSize, total));
    })
    .get('/product_options/:productId/:type/:groupId/:choiceId/:weight', async (c) => {
      const { productId, groupId, choiceId, weightKg } = optionsQuery(c.req.param());
      const product = await findProduct(db, productId);
      if (!product || product.category === CATEGORIES.services) throw notFound();
      const tree = await loadOptionTrees(db, [product.id]);
      const step = optionGroupsAt(tree, groupId, choiceId);
      if ('problems' in step) throw invalidFields(step.problems);
      const viewer = await catalogViewer(db, c.get('caller').practiceId);
      const defaults = defaultChoices(step.groups, tree, weightKg);
      const contactUs = needsContactUs(step.groups, tree, weightKg, defaults);
      return c.json({ data: productOptionsToWire(product, step.groups, tree, viewer, defaults, contactUs) });
    })
    .get('/primary_image/:id', async (c) => {
      const product = await findProduct(db, c.req.param('id'));
      if (!product) throw notFound();
      return c.json({ data: primaryImageToWire(product, imageUrl(c)) });
    })
    .get('/product/:id', async (c) => {
      const product = await findProduct(db, c.req.param('id'));
      if (!product || product.category === CATEGORIES.services) throw notFound();
      const caller = c.get('caller');
      const quotedProductId = c.req.query('quoted_product_id')?.trim();
      const quoted = quotedProductId ? await findQuotedProductOfPractice(db, caller.practiceId, quotedProductId) : undefined;
      if (quotedProductId && (!quoted || quoted.line.actual_product_id_c !== product.id)) throw notFound();
      const viewer = await catalogViewer(db, caller.practiceId);
      const items = product.type === 'package' ? await listPackageItems(db, product.id) : [];
      return c.json({ data: productDetailToWire(product, viewer, imageUrl(c), items, quoted) });
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
      const [config, product] = await Promise.all([findPlaqueConfig(db, productId), findProductLabel(db, productId)]);
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
