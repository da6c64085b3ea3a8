// The pet's weight against the options already in a booking's cart (issue 14): a chosen option's
// weight band must hold the pet's weight (@portal/contracts/domain/weight-band, the product modal's rule).
// A line is checked when it is written (data/cart.ts); these find the lines a later weight contradicts.
import { knownWeight, weightBandProblem } from '@portal/contracts/domain/weight-band';
import type { PortalDb } from '../db/database.ts';

/** A cart line whose chosen option does not suit the pet's weight. */
export interface WeightConflict {
  /** The top-level cart line to change (its Edit opens the product with the option). */
  quoted_product_id: string;
  /** The line's name, then the option's problem in the product modal's words. */
  message: string;
}

/** The stored pet's weight of a booking in kg, or null when it has no pet or no weight. */
export async function storedPetWeight(db: PortalDb, bookingId: string): Promise<number | null> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('pets', 'pets.id', 'bookings.pet_id')
    .select('pets.pet_weight_c')
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  return knownWeight(row?.pet_weight_c ?? null);
}

/**
 * What a booking's pet weighs as stored (its weight fields, none without a pet) and its service
 * type's name, for the weight rule (schemas/booking `petWeightErrors`) at the submit.
 */
export async function storedPetWeightFields(db: PortalDb, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('service_types', 'service_types.id', 'bookings.service_type_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select(['service_types.name as service_type_name', 'pets.pet_weight_c', 'pets.custom_unit_c', 'pets.custom_unit_value_c'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

/**
 * The booking's live lines whose chosen option (a product's, or a package item's) has a weight band
 * that does not hold `weightKg`; none when the weight is not known.
 */
export async function weightConflicts(db: PortalDb, bookingId: string, weightKg: number | null): Promise<WeightConflict[]> {
  if (knownWeight(weightKg) === null) return [];
  const lines = await db
    .selectFrom('quoted_products')
    .select(['id', 'name', 'parent_product_id', 'option_choice_id', 'seq'])
    .where('booking_id', '=', bookingId)
    .where('deleted', '=', 0)
    .orderBy('seq')
    .execute();
  const optionLines = lines.filter((line) => line.option_choice_id !== null);
  if (optionLines.length === 0) return [];
  const choices = await db
    .selectFrom('product_option_choices as c')
    .innerJoin('product_option_groups as g', 'g.id', 'c.group_id')
    .select(['c.id', 'c.name', 'c.min_weight', 'c.max_weight', 'g.name as group_name'])
    .where(
      'c.id',
      'in',
      optionLines.map((line) => line.option_choice_id ?? ''),
    )
    .execute();
  const byId = new Map(lines.map((line) => [line.id, line]));
  const conflicts: WeightConflict[] = [];
  for (const line of optionLines) {
    const choice = choices.find((candidate) => candidate.id === line.option_choice_id);
    const problem = choice && weightBandProblem(choice, choice.group_name, weightKg);
    if (!problem) continue;
    // The product the option belongs to, and above it the package it is an item of (if any).
    const product = line.parent_product_id ? byId.get(line.parent_product_id) : undefined;
    const pack = product?.parent_product_id ? byId.get(product.parent_product_id) : undefined;
    const top = pack ?? product;
    if (!product || !top) continue;
    conflicts.push({ quoted_product_id: top.id, message: `${pack ? `${pack.name}, ${product.name}` : product.name}: ${problem}` });
  }
  return conflicts;
}

/**
 * What the submit's weight rule (rules/booking-writes `submitWeightProblems`) weighs: the stored pet's
 * weight fields with its service type, and the cart lines that weight contradicts.
 */
export async function findSubmitWeights(db: PortalDb, bookingId: string) {
  const pet = await storedPetWeightFields(db, bookingId);
  return { pet, conflicts: await storedWeightConflicts(db, bookingId) };
}

/** The booking's live lines whose chosen option does not suit the pet's weight as stored. */
export async function storedWeightConflicts(db: PortalDb, bookingId: string): Promise<WeightConflict[]> {
  const weightKg = await storedPetWeight(db, bookingId);
  return weightConflicts(db, bookingId, weightKg);
}
