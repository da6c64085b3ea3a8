import { randomUUID } from 'node:crypto';
import type { AccessLevel, MemberStatus } from '@portal/contracts/schemas/contact';
import type { PortalDb } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Contact } from '../db/schema.ts';

/** Identity user names are emails, compared without regard to case. */
export function usernameForEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findContactByUsername(db: PortalDb, username: string): Promise<Contact | undefined> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('cognito_username_c', '=', usernameForEmail(username))
    .executeTakeFirst();
}

/** Whether a contact is a member whose portal access is active (false for an unknown id). */
export async function isActiveContact(db: PortalDb, contactId: string): Promise<boolean> {
  const row = await db.selectFrom('contacts').select('id').where('id', '=', contactId).where('cognito_portal_active_c', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/** A contact of the given practice only: another practice's contact is not found. */
export function findPracticeContact(db: PortalDb, practiceId: string, contactId: string): Promise<Contact | undefined> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('id', '=', contactId)
    .where('practice_id', '=', practiceId)
    .executeTakeFirst();
}

export function listPracticeContacts(db: PortalDb, practiceId: string): Promise<Contact[]> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('practice_id', '=', practiceId)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
}

/**
 * Holds the practice's row until the transaction ends, so two changes to its members (e.g. two Level
 * 3s deactivating each other) run one after the other. PostgreSQL needs the row lock; SQLite runs
 * one write transaction at a time anyway.
 */
export async function lockPracticeMembers(trx: PortalDb, practiceId: string): Promise<void> {
  await trx
    .selectFrom('practices')
    .select('id')
    .where('id', '=', practiceId)
    .$if(dialectOf(trx) === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export async function countOtherActiveManagers(db: PortalDb, practiceId: string, exceptContactId: string): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('practice_id', '=', practiceId)
    .where('portal_access_c', '=', 'Level 3')
    .where('cognito_portal_active_c', '=', 1)
    .where('id', '!=', exceptContactId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface ContactChanges {
  first_name?: string;
  last_name?: string;
  portal_access_c?: AccessLevel;
  cognito_portal_active_c?: MemberStatus;
}

export async function updateContact(db: PortalDb, contactId: string, changes: ContactChanges): Promise<Contact> {
  if (Object.keys(changes).length > 0) {
    await db.updateTable('contacts').set(changes).where('id', '=', contactId).execute();
  }
  return db.selectFrom('contacts').selectAll().where('id', '=', contactId).executeTakeFirstOrThrow();
}

/**
 * Updates a member while the practice's members are held (lockPracticeMembers). When the change
 * `removesManager` (it ends their active Level 3 access) and no other active Level 3 member is left,
 * nothing is written and undefined is answered: the practice keeps its last manager.
 */
export async function updateMemberKeepingAManager(
  db: PortalDb,
  member: { id: string; practice_id: string },
  changes: ContactChanges,
  removesManager: boolean,
): Promise<Contact | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockPracticeMembers(trx, member.practice_id);
    if (removesManager && (await countOtherActiveManagers(trx, member.practice_id, member.id)) === 0) return undefined;
    return updateContact(trx, member.id, changes);
  });
}

export interface NewContact {
  practiceId: string;
  firstName: string;
  lastName: string;
  email: string;
  accessLevel: AccessLevel;
}

export async function insertContact(db: PortalDb, contact: NewContact): Promise<Contact> {
  const row: Contact = {
    id: randomUUID(),
    practice_id: contact.practiceId,
    first_name: contact.firstName,
    last_name: contact.lastName,
    email: contact.email,
    cognito_username_c: usernameForEmail(contact.email),
    portal_access_c: contact.accessLevel,
    cognito_portal_active_c: 1,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('contacts').values(row).execute();
  return row;
}
