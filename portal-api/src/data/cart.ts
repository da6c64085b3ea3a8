// The cart's writes (issue 5; spec 001 s4 'Add to cart', 'Cart delete'): `line_items` of POST
// portal/booking[/{id}] become quoted products with their option children and, for a package, a child
// line per package item (with its own options and engraving text). Prices always come from the
// catalog: unit_price = RRP, discount_price = pricebook (per unit, inc GST). Also the booking's default
// service line (a non-deletable line from 'Cremation Services').
import * as v from 'valibot';
import { CATEGORIES, type PackageProductsWrite } from '@portal/shared/api/catalog';
import { MAX_LINE_QUANTITY } from '@portal/shared/domain/catalog';
import { fitEngravingText } from '@portal/shared/domain/engraving-fit';
import { LINE_ITEMS_MAX } from '@portal/shared/domain/limits';
import { LINE_ITEMS_MESSAGE } from '@portal/shared/schemas/booking';
import { STAGES } from '@portal/shared/domain/stages';
import { weightBandProblem } from '@portal/shared/domain/weight-band';
import type { PortalDb } from '../db/database.ts';
import type { QuotedProduct } from '../db/booking-schema.ts';
import { invalidFields } from '../http/api-error.ts';
import {
  findProducts,
  listPackageItems,
  listable,
  loadOptionTrees,
  packageServiceTypes,
  type CatalogViewer,
  type OptionTree,
  type ProductRow,
} from './catalog.ts';

const VET_SUPPLY_SERVICE = 'vet supply order';

const choicesSchema = v.optional(v.nullable(v.record(v.string(), v.nullable(v.string()))));
/** 'Add engraving' ticked (1 or true) or not. */
const tickSchema = v.optional(v.nullable(v.union([v.picklist([0, 1]), v.boolean()])));
/** A line of `line_items` (LineItemWrite of @portal/shared/api/catalog), leniently: the rules follow. */
const lineItemSchema = v.object({
  id: v.optional(v.nullable(v.string())),
  product: v.optional(v.nullable(v.string())),
  quantity: v.optional(v.nullable(v.number())),
  deleted: v.optional(v.nullable(v.union([v.picklist([0, 1]), v.boolean()]))),
  engraving_text: v.optional(v.nullable(v.string())),
  add_engraving: tickSchema,
  options: choicesSchema,
  package_products_c: v.optional(
    v.nullable(
      v.record(v.string(), v.object({ options: choicesSchema, engraving_text: v.optional(v.nullable(v.string())), add_engraving: tickSchema })),
    ),
  ),
  editId: v.optional(v.nullable(v.string())),
  is_vpcreated: v.optional(v.unknown()),
});
type LineItemInput = v.InferOutput<typeof lineItemSchema>;
const ticked = (value: 0 | 1 | boolean | null | undefined) => value === 1 || value === true;

interface ChosenOption {
  groupId: string;
  groupName: string;
  choiceId: string;
  choiceName: string;
  rrp: number;
  pricebook: number;
}

interface ItemChoice {
  product: ProductRow;
  options: ChosenOption[];
  engravingText: string | null;
}

export type CartOp =
  | { kind: 'add'; product: ProductRow; quantity: number; options: ChosenOption[]; engravingText: string | null; packageItems: ItemChoice[] | null }
  | {
      kind: 'update';
      lineId: string;
      /** The new quantity, or null to keep the line's. */
      quantity: number | null;
      /** The line's quantity after the update: its option lines carry it. */
      finalQuantity: number;
      options: ChosenOption[];
      engravingText: string | null;
      packageItems: ItemChoice[] | null;
    }
  | { kind: 'delete'; lineIds: string[] };

/** The booking the cart belongs to: its service type and its lines (none yet for a new booking). */
export interface CartBooking {
  serviceTypeId: string;
  serviceTypeName: string;
  lines: QuotedProduct[];
  /**
   * The pet's weight in kg as it will be after this write (null when there is no pet or no weight):
   * a chosen option's weight band must hold it (the product modal's rule, domain/weight-band).
   */
  petWeightKg?: number | null | undefined;
}

/** A practice's booking with what the cart needs; undefined for another practice's or an unknown id. */
export async function findCartBooking(db: PortalDb, practiceId: string, bookingId: string) {
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('service_types', 'service_types.id', 'bookings.service_type_id')
    .select([
      'bookings.id',
      'bookings.order_id_c',
      'bookings.order_stage_c',
      'bookings.ok_cremate_c',
      'bookings.service_type_id',
      'service_types.name as service_type_name',
    ])
    .where('bookings.id', '=', bookingId)
    .where('bookings.practice_id', '=', practiceId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const lines = await db.selectFrom('quoted_products').selectAll().where('booking_id', '=', booking.id).execute();
  return { ...booking, lines };
}

const picked = (raw: Record<string, string | null> | null | undefined): [string, string][] =>
  Object.entries(raw ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '' && entry[1] !== '0');

/**
 * The chosen options of one product, checked against its option tree: every choice belongs to its
 * group, a dependent group's parent choice is chosen, every required group that shows (top level, or
 * revealed by a chosen choice) has a choice, and every choice's weight band holds the pet's weight.
 */
function checkOptions(
  label: string,
  productId: string,
  tree: OptionTree,
  raw: Record<string, string | null> | null | undefined,
  weightKg: number | null,
  problems: string[],
): ChosenOption[] {
  const groups = tree.groups.filter((group) => group.product_id === productId);
  const picks = new Map(picked(raw));
  const chosen: ChosenOption[] = [];
  const parentOf = (group: OptionTree['groups'][number]) => {
    const choice = tree.choices.find((candidate) => candidate.id === group.parent_choice_id);
    return { choice, group: groups.find((candidate) => candidate.id === choice?.group_id) };
  };
  const shows = (group: OptionTree['groups'][number], depth = 0): boolean => {
    if (group.parent_choice_id === null) return true;
    const parent = parentOf(group);
    return depth < 20 && parent.group !== undefined && picks.get(parent.group.id) === parent.choice?.id && shows(parent.group, depth + 1);
  };
  for (const [groupId, choiceId] of picks) {
    const group = groups.find((candidate) => candidate.id === groupId);
    if (!group) {
      problems.push(`${label}: unknown option group ${groupId}`);
      continue;
    }
    const choice = tree.choices.find((candidate) => candidate.id === choiceId && candidate.group_id === group.id);
    if (!choice) {
      problems.push(`${label}: that choice is not an option of ${group.name}`);
      continue;
    }
    if (!shows(group)) {
      problems.push(`${label}: ${group.name} applies only with ${parentOf(group).choice?.name ?? 'another choice'}, which is not chosen`);
      continue;
    }
    const unsuited = weightBandProblem(choice, group.name, weightKg);
    if (unsuited) {
      problems.push(`${label}: ${unsuited}`);
      continue;
    }
    chosen.push({ groupId: group.id, groupName: group.name, choiceId: choice.id, choiceName: choice.name, rrp: Number(choice.rrp), pricebook: Number(choice.pricebook) });
  }
  for (const group of groups) {
    if (group.optional_status === 'Required' && !picks.has(group.id) && shows(group)) problems.push(`${label}: ${group.name} is required`);
  }
  // Children in the tree's order: each group, then the groups its choices reveal.
  const ordered: string[] = [];
  const visit = (parentChoiceId: string | null) => {
    for (const group of groups.filter((candidate) => candidate.parent_choice_id === parentChoiceId)) {
      if (ordered.includes(group.id)) continue;
      ordered.push(group.id);
      for (const choice of tree.choices.filter((candidate) => candidate.group_id === group.id)) visit(choice.id);
    }
  };
  visit(null);
  const order = (option: ChosenOption) => ordered.indexOf(option.groupId);
  return chosen.sort((a, b) => order(a) - order(b));
}

/**
 * The engraving text of spec 001 s5: required (not blank) when the product requires engraving on the
 * description step ('plaque' products take theirs in the artwork steps), and when 'Add engraving' was
 * ticked for a product that takes text (a ticked engraving is never dropped silently; issue 14); at
 * most the product's lines and characters per line, counted and worded as the product modal does
 * (`fitEngravingText`: which line does not fit, and what of it). Answers the text to store (line ends
 * normalised, trailing space dropped: blank lines at the end are not engraved).
 */
function checkEngraving(label: string, product: ProductRow, raw: string | null | undefined, addEngraving: boolean, problems: string[]): string | null {
  const text = (raw ?? '').replace(/\r\n?/g, '\n').replace(/\s+$/, '');
  if (text.trim() === '') {
    if (product.engraving_type === 'plaque') return null;
    if (product.requires_engraving) problems.push(`${label}: engraving text is required`);
    else if (addEngraving && product.engraving_max_length > 0) problems.push(`${label}: engraving text is required when Add engraving is ticked`);
    return null;
  }
  if (product.engraving_max_length <= 0) {
    problems.push(`${label}: this product takes no engraving text`);
    return null;
  }
  const fit = fitEngravingText(text, { maxLines: product.engraving_max_length, maxCharacters: product.engraving_max_characters });
  for (const problem of fit.problems) problems.push(`${label}: ${problem}`);
  return text;
}

function checkPackage(
  pack: ProductRow,
  items: ProductRow[],
  tree: OptionTree,
  raw: LineItemInput['package_products_c'],
  weightKg: number | null,
  problems: string[],
): ItemChoice[] {
  for (const key of Object.keys(raw ?? {})) {
    if (!items.some((item) => item.id === key)) problems.push(`${pack.name}: ${key} is not an item of this package`);
  }
  return items.map((item) => {
    const choice = raw?.[item.id];
    const label = `${pack.name}, ${item.name}`;
    return {
      product: item,
      options: checkOptions(label, item.id, tree, choice?.options, weightKg, problems),
      engravingText: checkEngraving(label, item, choice?.engraving_text, ticked(choice?.add_engraving), problems),
    };
  });
}

/** A line and all its descendants, by id. */
function withDescendants(line: QuotedProduct, lines: readonly QuotedProduct[]): string[] {
  const ids = [line.id];
  for (let at = 0; at < ids.length; at++) {
    for (const child of lines) if (child.parent_product_id === ids[at]) ids.push(child.id);
  }
  return ids;
}

/**
 * Checks `line_items` against the catalog and the booking's cart and answers what to write; 422
 * `{ line_items: message }` naming every problem. Lines not sent are left as they are.
 */
export async function planLineItems(db: PortalDb, viewer: CatalogViewer, booking: CartBooking, rawItems: readonly unknown[]): Promise<CartOp[]> {
  if (rawItems.length > LINE_ITEMS_MAX) throw invalidFields({ line_items: LINE_ITEMS_MESSAGE });
  const problems: string[] = [];
  const items: { item: LineItemInput; n: number }[] = [];
  rawItems.forEach((raw, index) => {
    const parsed = v.safeParse(lineItemSchema, raw);
    if (parsed.success) items.push({ item: parsed.output, n: index + 1 });
    else problems.push(`Item ${index + 1} is not a valid line item`);
  });

  const target = (item: LineItemInput) => item.id ?? item.editId ?? null;
  const lineOf = (id: string) => booking.lines.find((line) => line.id === id);
  const productIds = items.map(({ item }) => {
    const id = target(item);
    return id === null ? item.product : lineOf(id)?.actual_product_id_c;
  });
  const products = new Map((await findProducts(db, productIds.filter((id): id is string => Boolean(id)))).map((product) => [product.id, product]));
  const packageItems = new Map<string, ProductRow[]>();
  for (const product of products.values()) {
    if (product.type === 'package') packageItems.set(product.id, await listPackageItems(db, product.id));
  }
  const tree = await loadOptionTrees(db, [...products.keys(), ...[...packageItems.values()].flat().map((item) => item.id)]);
  const newIds = items.filter(({ item }) => target(item) === null && item.product).map(({ item }) => item.product ?? '');
  const listableIds = new Set(
    newIds.length === 0
      ? []
      : (
          await db
            .selectFrom('products as p')
            .select('p.id')
            .where('p.id', 'in', newIds)
            .where((eb) => listable(eb, viewer.brandCode))
            .execute()
        ).map((row) => row.id),
  );
  const vetSupplyOrder = booking.serviceTypeName.trim().toLowerCase() === VET_SUPPLY_SERVICE;
  const weightKg = booking.petWeightKg ?? null;

  const ops: CartOp[] = [];
  for (const { item, n } of items) {
    const deleted = item.deleted === 1 || item.deleted === true;
    const quantity = item.quantity ?? null;
    const badQuantity = quantity !== null && (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY);
    /** A package is one cremation with its items: booked once. */
    const quantityProblem = (product: ProductRow) =>
      badQuantity
        ? `${product.name}: quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`
        : product.type === 'package' && quantity !== null && quantity !== 1
          ? `${product.name}: a package is booked once (quantity 1)`
          : null;
    const id = target(item);
    if (id === null) {
      if (deleted) continue;
      const product = item.product ? products.get(item.product) : undefined;
      if (!item.product) {
        problems.push(`Item ${n}: product is required`);
        continue;
      }
      if (!product) {
        problems.push(`Item ${n}: unknown product ${item.product}`);
        continue;
      }
      if (product.category === CATEGORIES.services) {
        problems.push(`${product.name} is the booking's own service and cannot be added`);
        continue;
      }
      if (!listableIds.has(product.id)) {
        problems.push(product.hide_in_portal ? `${product.name} is not available` : `${product.name} is out of stock`);
        continue;
      }
      if (vetSupplyOrder !== (product.category === CATEGORIES.vetSupplies)) {
        problems.push(vetSupplyOrder ? `A vet supply order takes vet supplies only, not ${product.name}` : `${product.name} can only be ordered on a vet supply order`);
        continue;
      }
      if (product.type === 'package' && !(await packageServiceTypes(db, product.id)).includes(booking.serviceTypeId)) {
        problems.push(`${product.name} is not offered for this booking's service type`);
        continue;
      }
      const badAdd = quantityProblem(product);
      if (badAdd) problems.push(badAdd);
      const isPackage = product.type === 'package';
      ops.push({
        kind: 'add',
        product,
        quantity: quantity ?? 1,
        options: checkOptions(product.name, product.id, tree, item.options, weightKg, problems),
        engravingText: checkEngraving(product.name, product, item.engraving_text, ticked(item.add_engraving), problems),
        packageItems: isPackage ? checkPackage(product, packageItems.get(product.id) ?? [], tree, item.package_products_c, weightKg, problems) : null,
      });
      continue;
    }
    const line = lineOf(id);
    if (!line || line.parent_product_id !== null) {
      problems.push(`Item ${n}: no such item in this booking's cart`);
      continue;
    }
    if (deleted) {
      if (line.deleted) continue;
      if (!line.can_be_deleted) problems.push(`${line.name} cannot be removed from this booking`);
      else ops.push({ kind: 'delete', lineIds: withDescendants(line, booking.lines) });
      continue;
    }
    if (line.deleted) {
      problems.push(`${line.name} was removed from the cart`);
      continue;
    }
    if (!line.can_be_deleted) {
      problems.push(`${line.name} cannot be changed`);
      continue;
    }
    const product = line.actual_product_id_c ? products.get(line.actual_product_id_c) : undefined;
    if (!product) {
      problems.push(`${line.name} is no longer in the catalog`);
      continue;
    }
    if (item.product && item.product !== product.id) {
      problems.push(`${line.name}: the product of a cart item cannot be changed; remove it and add the other product`);
      continue;
    }
    const badUpdate = quantityProblem(product);
    if (badUpdate) problems.push(badUpdate);
    ops.push({
      kind: 'update',
      lineId: line.id,
      quantity,
      finalQuantity: quantity ?? line.quantity,
      options: checkOptions(product.name, product.id, tree, item.options, weightKg, problems),
      engravingText: checkEngraving(product.name, product, item.engraving_text, ticked(item.add_engraving), problems),
      packageItems: product.type === 'package' ? checkPackage(product, packageItems.get(product.id) ?? [], tree, item.package_products_c, weightKg, problems) : null,
    });
  }
  if (problems.length > 0) throw invalidFields({ line_items: problems.join('; ') });
  // The cart as it will be: its live top-level lines (the service line too) stay within the limit.
  const live = booking.lines.filter((line) => line.parent_product_id === null && !line.deleted).length;
  const change = ops.reduce((sum, op) => sum + (op.kind === 'add' ? 1 : op.kind === 'delete' ? -1 : 0), 0);
  if (live + change > LINE_ITEMS_MAX) throw invalidFields({ line_items: LINE_ITEMS_MESSAGE });
  return ops;
}

const packageJson = (items: ItemChoice[]): string =>
  JSON.stringify(
    Object.fromEntries(
      items.map((item) => [
        item.product.id,
        { options: Object.fromEntries(item.options.map((option) => [option.groupId, option.choiceId])), engraving_text: item.engravingText },
      ]),
    ) satisfies PackageProductsWrite,
  );

/** Writes the checked cart changes (inside the caller's transaction). */
export async function applyCartOps(trx: PortalDb, bookingId: string, ops: readonly CartOp[]): Promise<void> {
  if (ops.length === 0) return;
  const last = await trx
    .selectFrom('quoted_products')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  let seq = Number(last?.seq ?? -1) + 1;

  const insertLine = async (line: {
    parent: string | null;
    product: ProductRow | null;
    name: string;
    quantity: number;
    rrp: number;
    pricebook: number;
    engravingText?: string | null;
    packageProducts?: string | null;
    option?: ChosenOption;
  }) => {
    const id = crypto.randomUUID();
    await trx
      .insertInto('quoted_products')
      .values({
        id,
        booking_id: bookingId,
        parent_product_id: line.parent,
        actual_product_id_c: line.product?.id ?? null,
        producttemplate_id_c: line.product?.id ?? null,
        name: line.name,
        quantity: line.quantity,
        unit_price: line.rrp,
        discount_price: line.pricebook,
        engraving_text: line.engravingText ?? null,
        seq: seq++,
        deleted: 0,
        is_vpcreated: 1,
        package_products_c: line.packageProducts ?? null,
        can_be_deleted: 1,
        option_group_id: line.option?.groupId ?? null,
        option_choice_id: line.option?.choiceId ?? null,
        show_in_confirmation_email: line.product ? line.product.show_in_confirmation_email : 1,
      })
      .execute();
    return id;
  };
  /** A line's chosen options, each a child line with the line's quantity (two boxes, two of the option). */
  const insertOptions = async (parent: string, options: readonly ChosenOption[], quantity: number) => {
    for (const option of options) {
      await insertLine({ parent, product: null, name: `${option.groupName}: ${option.choiceName}`, quantity, rrp: option.rrp, pricebook: option.pricebook, option });
    }
  };
  const replaceOptions = async (parent: string, options: readonly ChosenOption[], quantity: number) => {
    await trx.deleteFrom('quoted_products').where('parent_product_id', '=', parent).where('option_choice_id', 'is not', null).execute();
    await insertOptions(parent, options, quantity);
  };
  /** A package item: a child line at no charge (the package's price covers it), with its options and text. */
  const insertItem = async (parent: string, item: ItemChoice) => {
    const id = await insertLine({ parent, product: item.product, name: item.product.name, quantity: 1, rrp: 0, pricebook: 0, engravingText: item.engravingText });
    await insertOptions(id, item.options, 1);
  };

  for (const op of ops) {
    switch (op.kind) {
      case 'add': {
        const id = await insertLine({
          parent: null,
          product: op.product,
          name: op.product.name,
          quantity: op.quantity,
          rrp: Number(op.product.rrp),
          pricebook: Number(op.product.pricebook),
          engravingText: op.engravingText,
          packageProducts: op.packageItems ? packageJson(op.packageItems) : null,
        });
        await insertOptions(id, op.options, op.quantity);
        for (const item of op.packageItems ?? []) await insertItem(id, item);
        break;
      }
      case 'update': {
        await trx
          .updateTable('quoted_products')
          .set({
            engraving_text: op.engravingText,
            ...(op.quantity !== null ? { quantity: op.quantity } : {}),
            ...(op.packageItems ? { package_products_c: packageJson(op.packageItems) } : {}),
          })
          .where('id', '=', op.lineId)
          .execute();
        await replaceOptions(op.lineId, op.options, op.finalQuantity);
        for (const item of op.packageItems ?? []) {
          const existing = await trx
            .selectFrom('quoted_products')
            .select('id')
            .where('parent_product_id', '=', op.lineId)
            .where('actual_product_id_c', '=', item.product.id)
            .where('option_choice_id', 'is', null)
            .executeTakeFirst();
          if (!existing) {
            await insertItem(op.lineId, item);
            continue;
          }
          await trx.updateTable('quoted_products').set({ engraving_text: item.engravingText }).where('id', '=', existing.id).execute();
          await replaceOptions(existing.id, item.options, 1);
        }
        break;
      }
      case 'delete':
        await trx.updateTable('quoted_products').set({ deleted: 1, quantity: 0 }).where('id', 'in', op.lineIds).execute();
        break;
    }
  }
}

/**
 * The cart as written stays within LINE_ITEMS_MAX live top-level lines, the service line included:
 * planLineItems checks the change it is given, but a new booking (or a new service type) gets its
 * service line after that, so the details writes check again here, inside their transaction.
 */
export async function assertLineLimit(trx: PortalDb, bookingId: string): Promise<void> {
  const { live } = await trx
    .selectFrom('quoted_products')
    .select((eb) => eb.fn.countAll<number>().as('live'))
    .where('booking_id', '=', bookingId)
    .where('parent_product_id', 'is', null)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  if (Number(live) > LINE_ITEMS_MAX) throw invalidFields({ line_items: LINE_ITEMS_MESSAGE });
}

/**
 * The default service line (spec 000 s3 has_default_product): an Unsubmitted booking of a cremation
 * service type that is not a package carries exactly one non-deletable line from 'Cremation
 * Services': the service product serving its service type whose weight band holds the pet's weight
 * (min < weight <= max; a product without a band fits every weight). Run after every details write;
 * it changes nothing when the line is already right, and leaves submitted bookings alone.
 */
export async function syncDefaultServiceLine(trx: PortalDb, bookingId: string): Promise<void> {
  const booking = await trx
    .selectFrom('bookings')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select(['bookings.service_type_id', 'bookings.is_package_c', 'bookings.order_stage_c', 'bookings.has_default_product', 'pets.pet_weight_c'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!booking || booking.order_stage_c !== STAGES.unsubmitted) return;
  const weight = booking.pet_weight_c === null ? null : Number(booking.pet_weight_c);
  const wanted = booking.is_package_c
    ? undefined
    : await trx
        .selectFrom('products as p')
        .innerJoin('product_service_types as pst', 'pst.product_id', 'p.id')
        .select(['p.id', 'p.name', 'p.rrp', 'p.pricebook', 'p.show_in_confirmation_email'])
        .where('p.category', '=', CATEGORIES.services)
        .where('pst.service_type_id', '=', booking.service_type_id)
        .where((eb) =>
          weight === null || weight <= 0
            ? eb.and([eb('p.min_weight', 'is', null), eb('p.max_weight', 'is', null)])
            : eb.and([
                eb.or([eb('p.min_weight', 'is', null), eb('p.min_weight', '<', weight)]),
                eb.or([eb('p.max_weight', 'is', null), eb('p.max_weight', '>=', weight)]),
              ]),
        )
        .orderBy('p.seq')
        .executeTakeFirst();
  const current = await trx
    .selectFrom('quoted_products')
    .select(['id', 'actual_product_id_c'])
    .where('booking_id', '=', bookingId)
    .where('parent_product_id', 'is', null)
    .where('can_be_deleted', '=', 0)
    .where('deleted', '=', 0)
    .execute();
  const flag = wanted ? 1 : 0;
  if (!(wanted && current.length === 1 && current[0]?.actual_product_id_c === wanted.id)) {
    if (current.length > 0) {
      await trx
        .deleteFrom('quoted_products')
        .where(
          'id',
          'in',
          current.map((line) => line.id),
        )
        .execute();
    }
    if (wanted) {
      // The service line comes first.
      await trx.updateTable('quoted_products').set((eb) => ({ seq: eb('seq', '+', 1) })).where('booking_id', '=', bookingId).execute();
      await trx
        .insertInto('quoted_products')
        .values({
          id: crypto.randomUUID(),
          booking_id: bookingId,
          parent_product_id: null,
          actual_product_id_c: wanted.id,
          producttemplate_id_c: wanted.id,
          name: wanted.name,
          quantity: 1,
          unit_price: Number(wanted.rrp),
          discount_price: Number(wanted.pricebook),
          engraving_text: null,
          seq: 0,
          deleted: 0,
          is_vpcreated: 1,
          package_products_c: null,
          can_be_deleted: 0,
          show_in_confirmation_email: wanted.show_in_confirmation_email,
        })
        .execute();
    }
  }
  if (booking.has_default_product !== flag) await trx.updateTable('bookings').set({ has_default_product: flag }).where('id', '=', bookingId).execute();
}

/** Whether the booking has a live top-level line (the vet supply submit needs one). */
export async function hasLiveLine(db: PortalDb, bookingId: string): Promise<boolean> {
  const line = await db
    .selectFrom('quoted_products')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('parent_product_id', 'is', null)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return line !== undefined;
}
