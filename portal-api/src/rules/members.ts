import type { MemberUpdate } from '@portal/contracts/schemas/contact';
import type { Caller } from '../auth/caller.ts';
import type { Contact } from '../db/schema.ts';

export const LAST_MANAGER_MESSAGE = 'The practice must keep at least one active Level 3 member';
export const DUPLICATE_EMAIL_MESSAGE = 'A member with this email already exists';
export const FAMILY_UPDATES_LEVEL_3_MESSAGE = 'Only a Level 3 member can change whether the practice texts families';
export const OWN_ACCESS_MESSAGE =
  'You cannot change your own access level or status. Another Vet Owner (Level 3) of your practice can.';

export function isManager(caller: Caller): boolean {
  return caller.accessLevel === 'Level 3';
}

/**
 * Why the caller may not read this member's record, or undefined if they may. A Level 3 reads every
 * member of the practice (member management); a Level 1 only their own record (their profile); both
 * see the team list (GET vet/contacts).
 */
export function readRefusal(caller: Caller, member: Contact): string | undefined {
  if (isManager(caller) || member.id === caller.contactId) return undefined;
  return "Only a Level 3 member can open another member's record";
}

/** The fields of an update whose values differ from the member's record. */
export function changedFields(member: Contact, update: MemberUpdate): MemberUpdate {
  const changes: MemberUpdate = {};
  if (update.first_name !== undefined && update.first_name !== member.first_name) changes.first_name = update.first_name;
  if (update.last_name !== undefined && update.last_name !== member.last_name) changes.last_name = update.last_name;
  if (update.portal_access_c !== undefined && update.portal_access_c !== member.portal_access_c) {
    changes.portal_access_c = update.portal_access_c;
  }
  if (update.cognito_portal_active_c !== undefined && update.cognito_portal_active_c !== member.cognito_portal_active_c) {
    changes.cognito_portal_active_c = update.cognito_portal_active_c;
  }
  return changes;
}

/**
 * Why the caller may not make these changes to a member of their own practice, or undefined if they may.
 * Nobody changes their own access level or status (their own record is their profile, which has
 * neither: spec 001 s2.11); a Level 3 may change anything else; anyone else only their own names, and
 * nothing of another member (not even an update that changes nothing, which would answer the record).
 */
export function updateRefusal(caller: Caller, member: Contact, changes: MemberUpdate): string | undefined {
  const changesAccess = changes.portal_access_c !== undefined || changes.cognito_portal_active_c !== undefined;
  if (changesAccess && member.id === caller.contactId) return OWN_ACCESS_MESSAGE;
  if (isManager(caller)) return undefined;
  if (changesAccess) return 'Only a Level 3 member can change access level or status';
  // Even an update that changes nothing: its answer is the member's record, which only a Level 3 reads.
  if (member.id !== caller.contactId) return "Only a Level 3 member can change another member's details";
  return undefined;
}

/**
 * The fields, with messages, by which these changes would remove an active Level 3 member. Since no
 * one changes their own access, this guards two Level 3s lowering or deactivating each other at once.
 */
export function managerRemovalFields(member: Contact, changes: MemberUpdate): Record<string, string> {
  const isActiveManager = member.portal_access_c === 'Level 3' && member.cognito_portal_active_c === 1;
  if (!isActiveManager) return {};
  const fields: Record<string, string> = {};
  if (changes.portal_access_c !== undefined && changes.portal_access_c !== 'Level 3') {
    fields.portal_access_c = LAST_MANAGER_MESSAGE;
  }
  if (changes.cognito_portal_active_c === 0) fields.cognito_portal_active_c = LAST_MANAGER_MESSAGE;
  return fields;
}
