import type { PricingOption } from '@portal/contracts/schemas/vet';
import type { PortalDb } from '../db/database.ts';
import type { Brand, Practice } from '../db/schema.ts';

export interface PracticeWithBrand {
  practice: Practice;
  brand: Brand;
}

export async function findPracticeWithBrand(db: PortalDb, practiceId: string): Promise<PracticeWithBrand | undefined> {
  const practice = await db.selectFrom('practices').selectAll().where('id', '=', practiceId).executeTakeFirst();
  if (!practice) return undefined;
  const brand = await db.selectFrom('brands').selectAll().where('id', '=', practice.brand_id).executeTakeFirstOrThrow();
  return { practice, brand };
}

export async function updatePricing(db: PortalDb, practiceId: string, pricing: PricingOption): Promise<void> {
  await db.updateTable('practices').set({ pricing_information_c: pricing }).where('id', '=', practiceId).execute();
}

/** The practice's relationship manager (undefined when it has none). */
export function findPracticeAccountManager(db: PortalDb, practiceId: string) {
  const ofPractice = db.selectFrom('practices').select('account_manager_id').where('id', '=', practiceId);
  return db.selectFrom('account_managers').selectAll().where('id', '=', ofPractice).executeTakeFirst();
}

export function listPracticeServiceTypes(db: PortalDb, practiceId: string) {
  return db
    .selectFrom('practice_service_types')
    .innerJoin('service_types', 'service_types.id', 'practice_service_types.service_type_id')
    .select(['service_types.id', 'service_types.name'])
    .where('practice_service_types.practice_id', '=', practiceId)
    .orderBy('service_types.name')
    .execute();
}

/** The practice's relationship type (the bookings list's filters depend on it); throws for an unknown practice. */
export async function findPracticeRelationshipType(db: PortalDb, practiceId: string) {
  const practice = await db.selectFrom('practices').select('relationship_type_c').where('id', '=', practiceId).executeTakeFirstOrThrow();
  return practice.relationship_type_c;
}

/** Whether the practice texts the owner at each step (issue 19 item 3); undefined for an unknown practice. */
export async function findFamilyUpdatesSetting(db: PortalDb, practiceId: string): Promise<boolean | undefined> {
  const practice = await db.selectFrom('practices').select('family_updates_c').where('id', '=', practiceId).executeTakeFirst();
  return practice && practice.family_updates_c === 1;
}

export async function setFamilyUpdates(db: PortalDb, practiceId: string, enabled: boolean): Promise<void> {
  await db.updateTable('practices').set({ family_updates_c: enabled ? 1 : 0 }).where('id', '=', practiceId).execute();
}

/** The id of the practice's booking; undefined for another practice's or an unknown one. */
export async function findPracticeBookingId(db: PortalDb, practiceId: string, bookingId: string): Promise<string | undefined> {
  const booking = await db.selectFrom('bookings').select('id').where('id', '=', bookingId).where('practice_id', '=', practiceId).executeTakeFirst();
  return booking?.id;
}

/** The state of the practice's office (the address search puts its places first); undefined when unknown. */
export async function findPracticeState(db: PortalDb, practiceId: string): Promise<string | undefined> {
  const practice = await db.selectFrom('practices').select('office_address_state').where('id', '=', practiceId).executeTakeFirst();
  return practice?.office_address_state;
}

/** The practice's name; throws for an unknown practice. */
export async function findPracticeName(db: PortalDb, practiceId: string): Promise<string> {
  const practice = await db.selectFrom('practices').select('name').where('id', '=', practiceId).executeTakeFirstOrThrow();
  return practice.name;
}

/** The practice a booking belongs to; undefined for an unknown booking. */
export async function findBookingPracticeId(db: PortalDb, bookingId: string): Promise<string | undefined> {
  const booking = await db.selectFrom('bookings').select('practice_id').where('id', '=', bookingId).executeTakeFirst();
  return booking?.practice_id;
}
