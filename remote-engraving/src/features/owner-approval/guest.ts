// The owners' guest account (spec 001 s6 'Engraving client: a limited session from phone verification
// plus a guest account login'; s7 'Guest login'). Its token reaches nothing without the grant that
// the phone check issues.
import { getConfig } from '@portal/shared/config';
import type { Identity } from '@portal/shared/identity';

/** Signs the guest account in; answers its access token. */
export async function signInGuest(identity: Identity | null): Promise<string> {
  if (!identity) throw new Error('No identity provider on the page');
  const { username, password } = getConfig().engravingGuest;
  // Not remembered: the guest never becomes the page's signed-in user, so a staff member's session in
  // the same browser stays theirs. Its token lives in this tab's session storage only.
  const result = await identity.signIn(username, password, { remember: false });
  if (result.kind !== 'signed-in') throw new Error('The guest account asks for a new password');
  return result.accessToken;
}
