// The cart's writes (issue 5; spec 001 s4 'Add to cart', 'Cart delete'): `line_items` of POST
// portal/booking[/{id}] become quoted products with their option children and, for a package, a child
// line per package item (with its own options and engraving text). Prices always come from the
// catalog: unit_price = RRP, discount_price = pricebook (per unit, inc GST). Also the booking's default
// service line (a non-deletable line from 'Cremation Services'). The rules are rules/cart.ts's: this
// file loads what they need and writes what they plan.
import { CATEGORIES } from '@portal/contracts/wire/catalog';
import { LINE_ITEMS_MAX } from '@portal/contracts/domain/limits';
import { LINE_ITEMS_MESSAGE } from '@portal/contracts/schemas/booking';
import { STAGES } from '@portal/contracts/domain/stages';
import type { PortalDb } from '../db/database.ts';
import { invalidFields } from '../http/api-error.ts';
import {
  exceedsLineLimit,
  packageJson,
  parseLineItems,
  planCart,
  targetLine,
  type CartBooking,
  type CartOp,
  type ChosenOption,
  type ItemChoice,
} from '../rules/cart.ts';
import { lockBooking, type AfterWrite } from './booking-writes.ts';
import { catalogViewer, findProducts, listPackageItems, listable, loadOptionTrees, packageServiceTypes, type CatalogViewer, type ProductRow } from './catalog.ts';

export type { CartBooking, CartOp };

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

/**
 * Checks `line_items` against the catalog and the booking's cart (rules/cart.ts's planCart) and
 * answers what to write; 422 `{ line_items: message }` naming every problem.
 */
export async function planLineItems(db: PortalDb, viewer: CatalogViewer, booking: CartBooking, rawItems: readonly unknown[]): Promise<CartOp[]> {
  if (rawItems.length > LINE_ITEMS_MAX) throw invalidFields({ line_items: LINE_ITEMS_MESSAGE });
  const { items, problems: shapeProblems } = parseLineItems(rawItems);
  const lineOf = (id: string) => booking.lines.find((line) => line.id === id);
  const productIds = items.map(({ item }) => {
    const id = targetLine(item);
    return id === null ? item.product : lineOf(id)?.actual_product_id_c;
  });
  const products = new Map((await findProducts(db, productIds.filter((id): id is string => Boolean(id)))).map((product) => [product.id, product]));
  const packageItems = new Map<string, ProductRow[]>();
  for (const product of products.values()) {
    if (product.type === 'package') packageItems.set(product.id, await listPackageItems(db, product.id));
  }
  const tree = await loadOptionTrees(db, [...products.keys(), ...[...packageItems.values()].flat().map((item) => item.id)]);
  const newIds = items.filter(({ item }) => targetLine(item) === null && item.product).map(({ item }) => item.product ?? '');
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
  const servedBy = new Map<string, string[]>();
  for (const id of new Set(newIds)) {
    if (products.get(id)?.type === 'package') servedBy.set(id, await packageServiceTypes(db, id));
  }
  const { ops, problems } = planCart(booking, items, { products, packageItems, tree, listableIds, packageServiceTypes: servedBy });
  const all = [...shapeProblems, ...problems];
  if (all.length > 0) throw invalidFields({ line_items: all.join('; ') });
  if (exceedsLineLimit(booking.lines, ops)) throw invalidFields({ line_items: LINE_ITEMS_MESSAGE });
  return ops;
}

/** The checked cart changes of `line_items` for the practice's catalog (none when there are none). */
export async function planCartChanges(db: PortalDb, practiceId: string, booking: CartBooking, lineItems: readonly unknown[] | undefined): Promise<CartOp[]> {
  if (!lineItems || lineItems.length === 0) return [];
  return planLineItems(db, await catalogViewer(db, practiceId), booking, lineItems);
}

/** The checked cart changes of `line_items` against the booking's cart as stored (none when the booking is gone). */
export async function planBookingCartChanges(
  db: PortalDb,
  practiceId: string,
  bookingId: string,
  cart: Omit<CartBooking, 'lines'>,
  lineItems: readonly unknown[] | undefined,
): Promise<CartOp[]> {
  const current = await findCartBooking(db, practiceId, bookingId);
  return current ? planCartChanges(db, practiceId, { ...cart, lines: current.lines }, lineItems) : [];
}

/**
 * The cart's change alone, in its own transaction: checked again as written, after any other change
 * to this cart that was made at the same time.
 */
export async function writeCartChanges(db: PortalDb, bookingId: string, ops: readonly CartOp[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockBooking(trx, bookingId);
    await applyCartOps(trx, bookingId, ops);
    await assertLineLimit(trx, bookingId);
  });
}

/** After a details write, in its transaction: the cart's changes, then the default service line. */
export const cartWritesAfterDetails =
  (ops: readonly CartOp[]): AfterWrite =>
  async (trx, bookingId) => {
    await applyCartOps(trx, bookingId, ops);
    await syncDefaultServiceLine(trx, bookingId);
    await assertLineLimit(trx, bookingId);
  };

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
