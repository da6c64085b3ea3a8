import type { TeamMember } from '@portal/contracts/wire/contacts';
import { accessLevelLabel, statusLabel } from '../../lib/labels';

const nameOf = (member: Pick<TeamMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`;

/** After 'Create profile': who was added, and that the identity provider emails them a temporary password. */
export function memberAddedNotice(member: TeamMember): string {
  return (
    `${nameOf(member)} was added as ${accessLevelLabel(member.accessLevel)}. ` +
    `They will get an email at ${member.email} with a temporary password to sign in.`
  );
}

/** After 'Update profile' in the manager view: what changed, and what it means for the member. */
export function memberUpdatedNotice(before: TeamMember, after: TeamMember): string {
  const changes: string[] = [];
  if (after.accessLevel !== before.accessLevel) changes.push(`access level is now ${accessLevelLabel(after.accessLevel)}`);
  if (after.memberStatus !== before.memberStatus) changes.push(`status is now ${statusLabel(after.memberStatus)}`);
  if (changes.length === 0) return `Nothing was changed for ${nameOf(after)}.`;
  let notice = `${nameOf(after)} was updated: ${changes.join(' and ')}.`;
  if (after.memberStatus !== before.memberStatus) {
    notice += after.memberStatus === 1 ? ' They can sign in again.' : ' They are signed out and can no longer sign in.';
  }
  return notice;
}
