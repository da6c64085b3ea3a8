// What the wizards look up besides the catalog (routes/wizard-reference.ts): pet types and breeds.
import type { PortalDb } from '../db/database.ts';
import { containsIgnoringCase } from '../db/dialect.ts';

export function listPetTypes(db: PortalDb) {
  return db.selectFrom('pet_types').select(['id', 'pet_type']).orderBy('seq').execute();
}

/** A page of the breeds of `petType` whose name holds `search` (any case), by name, with how many there are in all. */
export async function listPetBreeds(db: PortalDb, petType: string, search: string, page: number, pageSize: number) {
  const base = db
    .selectFrom('pet_breeds')
    .where('pet_type', '=', petType)
    .$if(search !== '', (qb) => qb.where(containsIgnoringCase('name', search)));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'name', 'custom_unit', 'custom_unit_to_kg_ratio'])
    .orderBy('name')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(total) };
}
