// The cart's rules (issue 5; spec 001 s4 'Add to cart', 'Cart delete'), pure: what a `line_items`
// entry may hold, the chosen options checked against the product's option tree and the pet's weight,
// the engraving text against the product's limits, a package's items, and the plan of writes the
// checked items make. data/cart.ts loads what they need and writes the plan.
import * as v from 'valibot';
import { CATEGORIES, type PackageProductsWrite } from '@portal/contracts/wire/catalog';
import { MAX_LINE_QUANTITY } from '@portal/contracts/domain/catalog';
import { fitEngravingText } from '@portal/contracts/domain/engraving-fit';
import { LINE_ITEMS_MAX } from '@portal/contracts/domain/limits';
import { weightBandProblem } from '@portal/contracts/domain/weight-band';
import { isVetSupplyOrder } from '@portal/contracts/wire/service-types';
import type { QuotedProduct } from '../db/booking-schema.ts';
import type { OptionTree, ProductRow } from '../data/catalog.ts';


const choicesSchema = v.optional(v.nullable(v.record(v.string(), v.nullable(v.string()))));
/** 'Add engraving' ticked (1 or true) or not. */
const tickSchema = v.optional(v.nullable(v.union([v.picklist([0, 1]), v.boolean()])));
/** A line of `line_items` (LineItemWrite of @portal/contracts/wire/catalog), leniently: the rules follow. */
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
export type LineItemInput = v.InferOutput<typeof lineItemSchema>;
const ticked = (value: 0 | 1 | boolean | null | undefined) => value === 1 || value === true;


export interface ChosenOption {
  groupId: string;
  groupName: string;
  choiceId: string;
  choiceName: string;
  rrp: number;
  pricebook: number;
}

export interface ItemChoice {
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

const picked = (raw: Record<string, string | null> | null | undefined): [string, string][] =>
  Object.entries(raw ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '' && entry[1] !== '0');

/**
 * The chosen options of one product, checked against its option tree: every choice belongs to its
 * group, a dependent group's parent choice is chosen, every required group that shows (top level, or
 * revealed by a chosen choice) has a choice, and every choice's weight band holds the pet's weight.
 */
export function checkOptions(
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
 * (`fitEngravingText`: which line does not fit, and what of it, or which hidden character a line holds).
 * Answers the text to store (line ends normalised, trailing spaces and blank lines dropped: they are not
 * engraved; other trailing characters, an invisible one included, stay and are checked).
 */
export function checkEngraving(label: string, product: ProductRow, raw: string | null | undefined, addEngraving: boolean, problems: string[]): string | null {
  const text = (raw ?? '').replace(/\r\n?/g, '\n').replace(/[ \n]+$/, '');
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

export function checkPackage(
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
export function withDescendants(line: QuotedProduct, lines: readonly QuotedProduct[]): string[] {
  const ids = [line.id];
  for (let at = 0; at < ids.length; at++) {
    for (const child of lines) if (child.parent_product_id === ids[at]) ids.push(child.id);
  }
  return ids;
}

/** A `line_items` entry checked for its shape, with its place in the list (1-based). */
export interface LineItem {
  item: LineItemInput;
  n: number;
}

/** The entries of `line_items` that have a line item's shape, and a problem for each that has not. */
export function parseLineItems(rawItems: readonly unknown[]): { items: LineItem[]; problems: string[] } {
  const problems: string[] = [];
  const items: LineItem[] = [];
  rawItems.forEach((raw, index) => {
    const parsed = v.safeParse(lineItemSchema, raw);
    if (parsed.success) items.push({ item: parsed.output, n: index + 1 });
    else problems.push(`Item ${index + 1} is not a valid line item`);
  });
  return { items, problems };
}

/** The cart line an entry changes (its id, or the product modal's editId); null for a new line. */
export const targetLine = (item: LineItemInput) => item.id ?? item.editId ?? null;

/** What the catalog says of the products the entries name (data/cart.ts loads it). */
export interface CartCatalog {
  /** The products named by new entries, and those of the lines the others change. */
  products: ReadonlyMap<string, ProductRow>;
  /** Each package's items. */
  packageItems: ReadonlyMap<string, ProductRow[]>;
  /** The option trees of the products and the package items. */
  tree: OptionTree;
  /** The products of new entries that the practice may order now (listed and in stock). */
  listableIds: ReadonlySet<string>;
  /** The service types each package of a new entry is offered for. */
  packageServiceTypes: ReadonlyMap<string, readonly string[]>;
}

/**
 * Checks the entries against the catalog and the booking's cart: the writes to make, and every
 * problem (the answer is a 422 `{ line_items }` naming them all when there is any). Lines not sent
 * are left as they are.
 */
export function planCart(booking: CartBooking, items: readonly LineItem[], catalog: CartCatalog): { ops: CartOp[]; problems: string[] } {
  const { products, packageItems, tree, listableIds } = catalog;
  const problems: string[] = [];
  const lineOf = (id: string) => booking.lines.find((line) => line.id === id);
  const vetSupplyOrder = isVetSupplyOrder(booking.serviceTypeName);
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
    const id = targetLine(item);
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
      if (product.type === 'package' && !(catalog.packageServiceTypes.get(product.id) ?? []).includes(booking.serviceTypeId)) {
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
  return { ops, problems };
}

/** Whether the cart as it will be has more than LINE_ITEMS_MAX live top-level lines (the service line too). */
export function exceedsLineLimit(lines: readonly QuotedProduct[], ops: readonly CartOp[]): boolean {
  const live = lines.filter((line) => line.parent_product_id === null && !line.deleted).length;
  const change = ops.reduce((sum, op) => sum + (op.kind === 'add' ? 1 : op.kind === 'delete' ? -1 : 0), 0);
  return live + change > LINE_ITEMS_MAX;
}

/** A package line's package_products_c: each item's chosen options and engraving text. */
export const packageJson = (items: ItemChoice[]): string =>
  JSON.stringify(
    Object.fromEntries(
      items.map((item) => [
        item.product.id,
        { options: Object.fromEntries(item.options.map((option) => [option.groupId, option.choiceId])), engraving_text: item.engravingText },
      ]),
    ) satisfies PackageProductsWrite,
  );
