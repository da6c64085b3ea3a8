import { sql, type Kysely } from 'kysely';

/**
 * The brand region a practice belongs to (spec 001 s1: Edenhills AW, SA, VIC; Lawnswood WA; NSW Pet
 * Cremation CW, MO, SW; Pets in Peace QLD). It picks the practice's tagging guide and tag images.
 * Existing practices take their office state when it is one of their brand's regions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('practices').addColumn('region', 'text').execute();
  await sql`
    update practices set region = office_address_state
    where region is null
      and exists (
        select 1 from brands
        where brands.id = practices.brand_id
          and (',' || brands.regions || ',') like ('%,' || practices.office_address_state || ',%')
      )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('practices').dropColumn('region').execute();
}
