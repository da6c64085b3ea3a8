import { sql, type Kysely } from 'kysely';

/**
 * Who approved an artwork version (issue 6 review): the owner on the approval pages, or a staff member
 * in staff mode. The approval is what the plaque is engraved from, so it names its giver:
 * approved_by ('owner' or 'staff') and, for staff, the contact. Versions approved before this are
 * left unnamed (null): which of the two it was is not known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('engraving_versions')
    .addColumn('approved_by', 'text', (col) => col.check(sql<boolean>`approved_by in ('staff', 'owner')`))
    .execute();
  await db.schema.alterTable('engraving_versions').addColumn('approved_contact_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('engraving_versions').dropColumn('approved_contact_id').execute();
  await db.schema.alterTable('engraving_versions').dropColumn('approved_by').execute();
}
