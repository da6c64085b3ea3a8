import type { ApiClient } from '@portal/shared/api';
import { fetchContacts } from '@portal/shared/api/contacts';
import { matchContact } from '@portal/contracts/wire/contacts';
import { LOGIN_MESSAGES } from '@portal/contracts/domain/identity-errors';
import { randomTemporaryPassword } from '@portal/contracts/domain/password';
import type { Identity } from '@portal/shared/identity';
import { memberDataOwner } from '@portal/shared/member-storage';
import type { SessionStore } from '@portal/shared/session';

export type SignInOutcome =
  /** `resumes`: the page they were sent from may open (no other member's session ended on this browser). */
  | { kind: 'signed-in'; resumes: boolean }
  | { kind: 'new-password-required' }
  | { kind: 'no-contact'; message: string };

/**
 * Sign-in (spec 000 s4): the identity provider, then the practice contact whose username equals the
 * login ignoring case (its access level kept as role). No contact: the session is cleared. A
 * NEW_PASSWORD_REQUIRED challenge is answered with a random password; the person then sets their
 * own through the emailed code.
 */
export async function signIn(
  deps: { identity: Identity; api: ApiClient; session: SessionStore },
  username: string,
  password: string,
): Promise<SignInOutcome> {
  const { identity, api, session } = deps;
  // Usernames are email addresses, kept in lower case by the identity pool; a person may type any case.
  const login = username.trim().toLowerCase();
  const result = await identity.signIn(login, password);
  if (result.kind === 'new-password-required') {
    await identity.completeNewPassword(result.user, randomTemporaryPassword());
    await identity.signOut();
    session.getState().clear();
    return { kind: 'new-password-required' };
  }
  session.getState().setAccessToken(result.accessToken);
  let contact;
  try {
    contact = matchContact(await fetchContacts(api), login);
  } catch (error) {
    await identity.signOut();
    session.getState().clear();
    throw error;
  }
  if (!contact) {
    await identity.signOut();
    session.getState().clear();
    return { kind: 'no-contact', message: LOGIN_MESSAGES.noContact };
  }
  const previousMember = memberDataOwner();
  session.getState().signIn(result.accessToken, {
    username: login,
    contactId: contact.id,
    role: contact.accessLevel,
    ...(contact.practiceId !== undefined && { practiceId: contact.practiceId }),
  });
  return { kind: 'signed-in', resumes: previousMember === null || previousMember === contact.id };
}
