// The calls and queries of contacts; its wire types and pure rules are @portal/contracts/wire/contacts.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { type TeamMember, type ContactDto, toTeamMember } from '@portal/contracts/wire/contacts';

export async function fetchContacts(api: ApiClient): Promise<TeamMember[]> {
  const body = await api.get('portal/vet/contacts').json<{ data: ContactDto[] }>();
  return body.data.map(toTeamMember);
}

/** Sign-in step 2: the contact whose identity username equals the login, ignoring case. */
/** The practice's team (every member under ['contacts'], so a member's save refreshes the list). */
export const contactsQuery = (api: ApiClient) => queryOptions({ queryKey: ['contacts'], queryFn: () => fetchContacts(api) });
