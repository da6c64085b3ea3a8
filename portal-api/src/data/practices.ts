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
