// The demo catalog (issue 5; spec 001 s3 'Product custom fields'): an Australian pet-memorial range in
// every category, with option trees, packages and their items, per-brand stock and a drawn picture of
// every product. The one source of the products: the demo bookings (seed/bookings.ts) quote these.
// Loaded whenever the products table is empty, so a database made before migration 0005 gets it too.
import type { Insertable } from 'kysely';
import { CATEGORIES } from '@portal/contracts/wire/catalog';
import type { StockBrandCode } from '@portal/contracts/domain/catalog';
import { productMainSvg, productThumbSvg, type ProductArt } from '../catalog/product-art.ts';
import type {
  EngravingType,
  PackageItemTable,
  ProductImageTable,
  ProductOptionChoiceTable,
  ProductOptionGroupTable,
  ProductServiceTypeTable,
  ProductStockTable,
  ProductTable,
  ProductType,
} from '../db/catalog-schema.ts';
import type { PortalDb } from '../db/database.ts';
import { SERVICE_TYPE_IDS } from './demo-data.ts';
import type { ChosenOption } from '../rules/cart.ts';
import { fileKeys, putAll, type FileStore } from '../storage/file-store.ts';

type ServiceKey = keyof typeof SERVICE_TYPE_IDS;

interface ChoiceDef {
  name: string;
  /** Added to the product's price (RRP, pricebook). */
  price?: [number, number];
  /** The pet weights (kg) the choice suits. */
  weight?: [number, number];
  /** Groups this choice reveals. */
  reveals?: GroupDef[];
}

interface GroupDef {
  name: string;
  optional?: boolean;
  choices: ChoiceDef[];
}

interface ProductDef {
  n: number;
  name: string;
  category: string;
  description: string;
  price: [number, number];
  art: ProductArt;
  type?: ProductType;
  engraving?: { type: EngravingType; lines: number; characters: number; required?: boolean };
  weight?: [number | null, number | null];
  orderBy?: number;
  specialOrder?: boolean;
  sendToInventory?: boolean;
  /** Per-brand [available, minimum]; set means the product is inventoried. */
  stock?: Partial<Record<StockBrandCode, [number, number]>>;
  hidden?: boolean;
  showInConfirmationEmail?: boolean;
  options?: GroupDef[];
  /**
   * The service types a package serves (it is listed for them), or a cremation service's service type
   * (it is the default line of such bookings, chosen by the weight band min < weight <= max).
   */
  serves?: ServiceKey[];
  items?: string[];
}

/** Plenty of stock in every brand (available well above the minimum). */
const ample = (): Record<StockBrandCode, [number, number]> => ({ 'WA LWD': [24, 4], 'VIC EDH': [30, 4], 'SA EDH': [18, 4], 'AW EDH': [12, 4] });

const U = CATEGORIES.urns;
const M = CATEGORIES.memorabilia;
const K = CATEGORIES.keepsakes;
const P = CATEGORIES.packages;
const V = CATEGORIES.vetSupplies;
const S = CATEGORIES.services;

const SIZE_BY_WEIGHT: GroupDef = {
  name: 'Size',
  choices: [
    { name: 'Small (up to 10 kg)', weight: [0, 10] },
    { name: 'Medium (10 to 25 kg)', price: [40, 33], weight: [10, 25] },
    { name: 'Large (25 to 45 kg)', price: [90, 70], weight: [25, 45] },
  ],
};

/** Every product, keyed as the demo bookings and tests name them. */
const DEFINITIONS = {
  privateSmall: { n: 1, name: 'Private Cremation - up to 10kg', category: S, price: [320, 245], art: 'flame', weight: [0, 10], serves: ['privateCremation'], description: 'An individual cremation for a pet up to 10 kg, with the ashes returned in a scatter box.' },
  privateMedium: { n: 2, name: 'Private Cremation - 10 to 25kg', category: S, price: [420, 325], art: 'flame', weight: [10, 25], serves: ['privateCremation'], description: 'An individual cremation for a pet of 10 to 25 kg, with the ashes returned in a scatter box.' },
  privateLarge: { n: 3, name: 'Private Cremation - over 25kg', category: S, price: [540, 415], art: 'flame', weight: [25, null], serves: ['privateCremation'], description: 'An individual cremation for a pet over 25 kg, with the ashes returned in a scatter box.' },
  dispersal: { n: 4, name: 'Private Cremation with Dispersal of Ashes', category: S, price: [295, 225], art: 'flame', serves: ['privateCremationDispersal'], description: 'An individual cremation; the ashes are scattered in our memorial garden and not returned.' },
  communal: { n: 5, name: 'Communal Cremation', category: S, price: [110, 82], art: 'flame', serves: ['communalCremationVet'], description: 'A shared cremation; the ashes are scattered in our memorial garden and not returned.' },
  stray: { n: 6, name: 'Stray / Wildlife Communal Cremation', category: S, price: [0, 0], art: 'flame', serves: ['communalCremationStrayWildlifeVet'], description: 'A communal cremation for strays and wildlife, at no charge to the practice.' },
  package: {
    n: 7,
    name: 'Memorial Cremation Package',
    category: P,
    type: 'package',
    price: [795, 620],
    art: 'package',
    serves: ['privateCremation'],
    items: ['cedarUrn', 'clayPaw', 'plaque'],
    description: 'A private cremation with the ashes returned in a cedar urn, a clay paw print and an engraved brass plaque.',
  },
  cedarUrn: {
    n: 8,
    name: 'Cedar Urn',
    category: U,
    price: [95, 70],
    art: 'urn',
    stock: ample(),
    engraving: { type: 'text', lines: 2, characters: 20 },
    options: [{ name: 'Finish', choices: [{ name: 'Natural oil' }, { name: 'Walnut stain', price: [10, 8] }, { name: 'Whitewash', price: [10, 8] }] }],
    description: 'A Western red cedar box urn with a sliding base, for pets up to 15 kg. Up to two lines of engraving on the lid.',
  },
  rosewoodUrn: {
    n: 9,
    name: 'Rosewood Urn',
    category: U,
    price: [149, 112],
    art: 'urn',
    stock: ample(),
    engraving: { type: 'text', lines: 3, characters: 25 },
    options: [
      SIZE_BY_WEIGHT,
      {
        name: 'Name plate',
        optional: true,
        choices: [
          {
            name: 'Brass name plate',
            price: [25, 19],
            reveals: [{ name: 'Plate finish', choices: [{ name: 'Polished brass' }, { name: 'Brushed silver' }, { name: 'Antique bronze' }] }],
          },
          { name: 'Timber name plate', price: [20, 15] },
        ],
      },
    ],
    description: 'A hand-finished rosewood casket urn with a velvet-lined base, sized to your pet. Up to three lines of engraving.',
  },
  clayPaw: { n: 10, name: 'Clay Paw Print', category: K, price: [65, 48], art: 'paw', description: "An impression of your pet's paw in air-dried clay, with the name written on the back." },
  furClipping: { n: 11, name: 'Fur Clipping Keepsake', category: K, price: [35, 25], art: 'heart', description: 'A lock of fur tied with ribbon in a small glass-fronted keepsake box.' },
  plaque: {
    n: 12,
    name: 'Engraved Brass Plaque',
    category: M,
    price: [85, 62],
    art: 'plaque',
    engraving: { type: 'plaque', lines: 3, characters: 29, required: true },
    description: "A brass plaque engraved with your pet's name, a message and an optional photo or icon. The artwork is approved by the owner.",
  },
  glassHeart: { n: 13, name: 'Glass Memorial Heart', category: K, price: [120, 92], art: 'heart', stock: ample(), description: 'A hand-blown glass heart with a swirl of ashes set into the glass.' },
  scatterTube: { n: 14, name: 'Scatter Tube - Wildflowers', category: U, price: [55, 40], art: 'tube', description: 'A biodegradable scatter tube printed with Western Australian wildflowers, for scattering ashes in a favourite place.' },
  bodyBags: { n: 15, name: 'Cadaver Bags - Large (box of 10)', category: V, price: [68, 52], art: 'bag', stock: ample(), description: 'Heavy-duty leak-proof bags for pets over 25 kg, with a tie and ID label.' },
  tags: { n: 16, name: 'Pet Identification Tags (pack of 50)', category: V, price: [24, 18], art: 'tag', description: 'Coloured tags with ties for private, communal and hold pets (see the tagging guide).' },
  jarrahUrn: {
    n: 17,
    name: 'Hand-turned Jarrah Urn',
    category: U,
    price: [395, 310],
    art: 'urn',
    specialOrder: true,
    orderBy: 42,
    engraving: { type: 'text', lines: 3, characters: 25 },
    description: 'Turned by a Margaret River woodworker from reclaimed jarrah; each is one of a kind. Special order: allow 4-6 weeks.',
  },
  photoPlaqueUrn: {
    n: 18,
    name: 'Photo Plaque Urn',
    category: U,
    price: [245, 188],
    art: 'urn',
    engraving: { type: 'plaque', lines: 3, characters: 29, required: true },
    description: 'A walnut urn with a brass plaque carrying a photo of your pet, the name and a message. The artwork is approved by the owner.',
  },
  marbleUrn: {
    n: 19,
    name: 'Carrara Marble Urn',
    category: U,
    price: [289, 222],
    art: 'urn',
    stock: { 'WA LWD': [2, 2], 'SA EDH': [6, 2], 'VIC EDH': [4, 1], 'AW EDH': [3, 1] },
    description: 'A polished white Carrara marble urn with a screw-down lid.',
  },
  pewterUrn: {
    n: 20,
    name: 'Pewter Urn (legacy range)',
    category: U,
    price: [129, 99],
    art: 'urn',
    sendToInventory: false,
    description: 'A pewter urn from the former range, no longer sent to the inventory system.',
  },
  ceramicCatUrn: { n: 21, name: 'Ceramic Cat Urn - Ivory', category: U, price: [135, 104], art: 'urn', stock: ample(), description: 'A glazed ivory ceramic urn shaped as a sleeping cat.' },
  photoFrame: { n: 22, name: 'Oak Memorial Photo Frame', category: M, price: [59, 44], art: 'frame', description: 'A solid Tasmanian oak frame for a 6x4 photo, with a small shelf for a paw print.' },
  gardenStone: {
    n: 23,
    name: 'Garden Memorial Stone',
    category: M,
    price: [89, 68],
    art: 'stone',
    engraving: { type: 'text', lines: 2, characters: 20, required: true },
    description: 'A weatherproof river stone for the garden, engraved with two lines of your choice.',
  },
  candle: { n: 24, name: 'Remembrance Candle', category: M, price: [29, 21], art: 'candle', description: 'A soy wax candle in a frosted glass with a forget-me-not label.' },
  certificate: {
    n: 25,
    name: 'Memorial Certificate',
    category: M,
    price: [25, 18],
    art: 'certificate',
    hidden: true,
    showInConfirmationEmail: false,
    description: 'A certificate of cremation with the date and a verse; included in our packages, not sold on its own.',
  },
  keyring: {
    n: 26,
    name: 'Paw Print Keyring',
    category: K,
    price: [39, 29],
    art: 'keyring',
    engraving: { type: 'text', lines: 1, characters: 15, required: true },
    description: "A stainless steel keyring with your pet's paw print on one side and a name on the other.",
  },
  miniUrn: { n: 27, name: 'Mini Keepsake Urn', category: K, price: [49, 36], art: 'urn', description: 'A small brass urn holding a portion of the ashes, for family members who would like one.' },
  premiumPackage: {
    n: 28,
    name: 'Premium Memorial Cremation Package',
    category: P,
    type: 'package',
    price: [1195, 940],
    art: 'package',
    serves: ['privateCremation'],
    items: ['rosewoodUrn', 'glassHeart', 'clayPaw', 'photoFrame'],
    description: 'A private cremation with the ashes returned in a rosewood urn, with a glass memorial heart, a clay paw print and an oak photo frame.',
  },
  farewellPackage: {
    n: 29,
    name: 'Farewell Package',
    category: P,
    type: 'package',
    price: [395, 305],
    art: 'package',
    serves: ['privateCremationDispersal'],
    items: ['furClipping', 'clayPaw', 'certificate'],
    description: 'A private cremation with the ashes scattered in our memorial garden, with a fur clipping, a clay paw print and a memorial certificate.',
  },
  bodyBagsSmall: { n: 30, name: 'Cadaver Bags - Small (box of 10)', category: V, price: [38, 29], art: 'bag', stock: ample(), description: 'Leak-proof bags for pets up to 10 kg, with a tie and ID label.' },
  bodyBagsMedium: { n: 31, name: 'Cadaver Bags - Medium (box of 10)', category: V, price: [52, 40], art: 'bag', stock: ample(), description: 'Leak-proof bags for pets of 10 to 25 kg, with a tie and ID label.' },
  requestForms: { n: 32, name: 'Cremation Request Forms (pad of 50)', category: V, price: [18, 12], art: 'form', description: 'Carbonless forms for the owner to sign, one per pet.' },
  shroud: { n: 33, name: 'Cold-room Shroud', category: V, price: [22, 16], art: 'shroud', description: 'A soft cotton shroud to wrap a pet in the cold room before collection.' },
  earthUrn: { n: 34, name: 'Biodegradable Earth Urn', category: U, price: [69, 52], art: 'urn', description: 'A pressed-paper urn that breaks down in the soil, for burying ashes with a tree or in the garden.' },
  photoTile: {
    n: 35,
    name: 'Photo Memorial Tile',
    category: M,
    price: [79, 58],
    art: 'frame',
    engraving: { type: 'plaque', lines: 0, characters: 0, required: true },
    description: 'A glazed ceramic tile printed with a photo of your pet, for a wall or a garden niche. The artwork is approved by the owner.',
  },
} satisfies Record<string, ProductDef>;

export type ProductKey = keyof typeof DEFINITIONS;

const productId = (n: number) => `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface CatalogProduct {
  key: ProductKey;
  id: string;
  name: string;
  category: string;
  rrp: number;
  pricebook: number;
  showInConfirmationEmail: boolean;
}

/** The products by key: id, name and prices (what a quoted product copies). */
export const CATALOG_PRODUCTS = Object.fromEntries(
  (Object.entries(DEFINITIONS) as [ProductKey, ProductDef][]).map(([key, def]) => [
    key,
    {
      key,
      id: productId(def.n),
      name: def.name,
      category: def.category,
      rrp: def.price[0],
      pricebook: def.price[1],
      showInConfirmationEmail: def.showInConfirmationEmail ?? true,
    },
  ]),
) as Record<ProductKey, CatalogProduct>;

// ---- Option groups and choices, with fixed ids in definition order --------------------------------

/** A seeded option choice: the shape a chosen option has in the cart rules. */
export type SeedOption = ChosenOption;

function catalogRows() {
  const products: Insertable<ProductTable>[] = [];
  const stock: Insertable<ProductStockTable>[] = [];
  const serves: Insertable<ProductServiceTypeTable>[] = [];
  const groups: Insertable<ProductOptionGroupTable>[] = [];
  const choices: Insertable<ProductOptionChoiceTable>[] = [];
  const items: Insertable<PackageItemTable>[] = [];
  const options = new Map<string, SeedOption>();
  let groupCount = 0;
  let choiceCount = 0;

  const addGroups = (key: ProductKey, id: string, defs: GroupDef[], parentChoiceId: string | null) => {
    defs.forEach((group, groupSeq) => {
      groupCount += 1;
      const groupId = `72000000-0000-4000-8000-${String(groupCount).padStart(12, '0')}`;
      groups.push({ id: groupId, product_id: id, name: group.name, optional_status: group.optional ? 'Optional' : 'Required', parent_choice_id: parentChoiceId, seq: groupSeq });
      group.choices.forEach((choice, choiceSeq) => {
        choiceCount += 1;
        const choiceId = `73000000-0000-4000-8000-${String(choiceCount).padStart(12, '0')}`;
        const [rrp, pricebook] = choice.price ?? [0, 0];
        choices.push({
          id: choiceId,
          group_id: groupId,
          name: choice.name,
          rrp,
          pricebook,
          min_weight: choice.weight?.[0] ?? null,
          max_weight: choice.weight?.[1] ?? null,
          seq: choiceSeq,
        });
        options.set(`${key}|${group.name}|${choice.name}`, { groupId, groupName: group.name, choiceId, choiceName: choice.name, rrp, pricebook });
        if (choice.reveals) addGroups(key, id, choice.reveals, choiceId);
      });
    });
  };

  (Object.entries(DEFINITIONS) as [ProductKey, ProductDef][]).forEach(([key, def], seq) => {
    const id = productId(def.n);
    products.push({
      id,
      name: def.name,
      category: def.category,
      description: def.description,
      type: def.type ?? 'product',
      rrp: def.price[0],
      pricebook: def.price[1],
      requires_engraving: def.engraving?.required ? 1 : 0,
      engraving_max_length: def.engraving?.lines ?? 0,
      engraving_max_characters: def.engraving?.characters ?? 0,
      engraving_type: def.engraving?.type ?? 'none',
      min_weight: def.weight?.[0] ?? null,
      max_weight: def.weight?.[1] ?? null,
      order_by: def.orderBy ?? null,
      special_order: def.specialOrder ? 1 : 0,
      send_to_inventory: def.sendToInventory === false ? 0 : 1,
      has_inventory: def.stock ? 1 : 0,
      hide_in_portal: def.hidden ? 1 : 0,
      show_in_confirmation_email: def.showInConfirmationEmail === false ? 0 : 1,
      seq,
    });
    for (const [code, [available, minimum]] of Object.entries(def.stock ?? {}) as [StockBrandCode, [number, number]][]) {
      stock.push({ product_id: id, brand_code: code, available, minimum });
    }
    for (const service of def.serves ?? []) serves.push({ product_id: id, service_type_id: SERVICE_TYPE_IDS[service] });
    (def.items ?? []).forEach((item, itemSeq) => {
      items.push({ package_id: id, product_id: CATALOG_PRODUCTS[item as ProductKey].id, seq: itemSeq });
    });
    if (def.options) addGroups(key, id, def.options, null);
  });
  return { products, stock, serves, groups, choices, items, options };
}

const ROWS = catalogRows();

/** A seeded option by product key, group name and choice name (for the demo bookings and tests). */
export function seedOption(key: ProductKey, groupName: string, choiceName: string): SeedOption {
  const option = ROWS.options.get(`${key}|${groupName}|${choiceName}`);
  if (!option) throw new Error(`No option ${groupName}: ${choiceName} of ${key}`);
  return option;
}

/** The Rosewood Urn's size for a pet of this weight (the default choice of its weight-ranged group). */
export function rosewoodSizeFor(weightKg: number): SeedOption {
  const size = SIZE_BY_WEIGHT.choices.find((choice) => choice.weight && weightKg <= choice.weight[1]) ?? SIZE_BY_WEIGHT.choices.at(-1);
  return seedOption('rosewoodUrn', 'Size', size?.name ?? '');
}

function imageRows(): (Insertable<ProductImageTable> & { content: Buffer })[] {
  return (Object.entries(DEFINITIONS) as [ProductKey, ProductDef][]).flatMap(([, def]) => {
    const input = { name: def.name, category: def.category, art: def.art };
    return [
      { product_id: productId(def.n), size: 'main' as const, content_type: 'image/svg+xml', content: Buffer.from(productMainSvg(input)) },
      { product_id: productId(def.n), size: 'thumb' as const, content_type: 'image/svg+xml', content: Buffer.from(productThumbSvg(input)) },
    ];
  });
}

/** Inserts the catalog (its pictures into `files`) when the products table is empty; returns whether it did. */
export async function seedCatalog(db: PortalDb, files: FileStore): Promise<boolean> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(row.count) > 0) return false;
  const known = new Set((await db.selectFrom('service_types').select('id').execute()).map((type) => type.id));
  const insert = async (trx: PortalDb) => {
    await trx.insertInto('products').values(ROWS.products).execute();
    await trx.insertInto('product_stock').values(ROWS.stock).execute();
    const serves = ROWS.serves.filter((serve) => known.has(serve.service_type_id));
    if (serves.length > 0) await trx.insertInto('product_service_types').values(serves).execute();
    await trx.insertInto('product_option_groups').values(ROWS.groups).execute();
    await trx.insertInto('product_option_choices').values(ROWS.choices).execute();
    await trx.insertInto('package_items').values(ROWS.items).execute();
    const images = imageRows();
    const rows = images.map(({ content: _content, ...row }) => row);
    for (let at = 0; at < rows.length; at += 50) await trx.insertInto('product_images').values(rows.slice(at, at + 50)).execute();
    await putAll(
      files.within(trx),
      images.map((image) => ({ key: fileKeys.productImage(image.product_id, image.size), content: image.content, contentType: image.content_type })),
    );
    // A database seeded before the catalog: its bookings' service lines become the non-deletable default lines.
    const services = ROWS.products.filter((product) => product.category === CATEGORIES.services).map((product) => product.id);
    await trx
      .updateTable('quoted_products')
      .set({ can_be_deleted: 0 })
      .where('parent_product_id', 'is', null)
      .where('actual_product_id_c', 'in', services)
      .execute();
  };
  if (db.isTransaction) await insert(db);
  else await db.transaction().execute(insert);
  return true;
}

/** A seeded product's drawing (name, category and kind), for pictures made on request (vessel images). */
export function productArtOf(id: string): { name: string; category: string; art: ProductArt } | undefined {
  const def = Object.values(DEFINITIONS as Record<string, ProductDef>).find((candidate) => productId(candidate.n) === id);
  return def ? { name: def.name, category: def.category, art: def.art } : undefined;
}
