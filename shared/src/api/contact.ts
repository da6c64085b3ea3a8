import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { contactsQuery } from './contacts';
import { toTeamMember, type ContactDto, type TeamMember } from '@portal/contracts/wire/contacts';

/** The API format of a member write (spec 001 s3, Team member). */
export interface ContactWrite {
  first_name?: string;
  last_name?: string;
  email_address?: string;
  portal_access_c?: string;
  cognito_portal_active_c?: number;
  vet_account_id?: string;
}

export async function fetchContact(api: ApiClient, id: string): Promise<TeamMember> {
  const body = await api.get(`portal/contact/${encodeURIComponent(id)}`).json<{ data: ContactDto }>();
  return toTeamMember(body.data);
}

/**
 * One member, the source of a member's form: never kept once the page closes (gcTime 0), so the form
 * starts from the member as they are now.
 */
export const contactQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['contacts', id], queryFn: () => fetchContact(api, id), gcTime: 0 });

export async function updateContact(api: ApiClient, id: string, write: ContactWrite): Promise<TeamMember> {
  const body = await api
    .post(`portal/contact/${encodeURIComponent(id)}`, { json: write })
    .json<{ data: ContactDto }>();
  return toTeamMember(body.data);
}

export async function createContact(
  api: ApiClient,
  vetAccountId: string,
  write: ContactWrite,
): Promise<TeamMember> {
  const body = await api
    .post('portal/contact', { json: { ...write, vet_account_id: vetAccountId } })
    .json<{ data: ContactDto }>();
  return toTeamMember(body.data);
}

/** A member written: the team list kept from before is dropped, so it shows the member as saved. */
function forgetTeam(api: ApiClient, queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: contactsQuery(api).queryKey, exact: true });
}

/** Updates a member (updateContact); the team list kept from before is dropped. */
export const updateContactMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, write }: { id: string; write: ContactWrite }) => updateContact(api, id, write),
    onSuccess: () => forgetTeam(api, queryClient),
  });

/** Adds a member to the practice (createContact); the team list kept from before is dropped. */
export const createContactMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ vetAccountId, write }: { vetAccountId: string; write: ContactWrite }) => createContact(api, vetAccountId, write),
    onSuccess: () => forgetTeam(api, queryClient),
  });
