import { sql } from 'kysely';
import type { PortalDb } from '../db/database.ts';
import type { Brand } from '../db/schema.ts';

export function findBrandByName(db: PortalDb, name: string): Promise<Brand | undefined> {
  return db
    .selectFrom('brands')
    .selectAll()
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

export function findPracticeBrand(db: PortalDb, practiceId: string): Promise<Brand | undefined> {
  return db
    .selectFrom('practices')
    .innerJoin('brands', 'brands.id', 'practices.brand_id')
    .selectAll('brands')
    .where('practices.id', '=', practiceId)
    .executeTakeFirst();
}

export function listBrands(db: PortalDb): Promise<Brand[]> {
  return db.selectFrom('brands').selectAll().execute();
}
