// The calls and queries of the family's confirmation of what will be done (issue 36); its wire types
// and rules are @portal/contracts/wire/family-confirmation and domain/family-confirmation.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { bookingKeys } from './bookings';
import type { ConfirmationCountsDto, ConfirmationPageDto, FamilyConfirmationDto } from '@portal/contracts/wire/family-confirmation';

// The family's page (no session: the link's key, the owner's mobile as the second factor).

/** POST portal/confirmation: what the family's page shows; 404 an unknown, expired or revoked link, 422 a wrong number, 429 paused. */
export async function fetchConfirmationPage(api: ApiClient, body: { key: string; phone: string }, signal?: AbortSignal): Promise<ConfirmationPageDto> {
  return (await api.post('portal/confirmation', { json: body, signal }).json<{ data: ConfirmationPageDto }>()).data;
}

export type ConfirmationAnswerBody = { key: string; phone: string } & ({ answer: 'confirm'; name: string } | { answer: 'concern'; words: string });

/** POST portal/confirmation/answer: Confirm with the typed name, or Something's not right in their words; the page as it is now. */
export async function answerConfirmation(api: ApiClient, body: ConfirmationAnswerBody): Promise<ConfirmationPageDto> {
  return (await api.post('portal/confirmation/answer', { json: body }).json<{ data: ConfirmationPageDto }>()).data;
}

// The practice's side.

export const familyConfirmationSettingQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['vet', 'family_confirmation'],
    queryFn: async () => (await api.get('portal/vet/family_confirmation').json<{ data: { enabled: boolean } }>()).data,
  });

/**
 * Turns 'ask families to confirm' on or off (Level 3): the switch shows the change at once, the answer
 * replaces it, and a failure puts the other value back.
 */
export const updateFamilyConfirmationSettingMutation = (api: ApiClient, queryClient: QueryClient) => {
  const key = familyConfirmationSettingQuery(api).queryKey;
  return mutationOptions({
    mutationFn: async (enabled: boolean) =>
      (await api.put('portal/vet/family_confirmation', { json: { enabled } }).json<{ data: { enabled: boolean } }>()).data,
    onMutate: (enabled) => {
      queryClient.setQueryData(key, { enabled });
    },
    onSuccess: (setting) => {
      queryClient.setQueryData(key, setting);
    },
    onError: (_error, enabled) => {
      queryClient.setQueryData(key, { enabled: !enabled });
    },
  });
};

/** POST portal/booking/{id}/confirmation/verbal: a Level 3 records that the family confirmed by phone or in person. */
export async function recordVerbalConfirmation(api: ApiClient, bookingId: string, reason: string): Promise<FamilyConfirmationDto> {
  return (
    await api.post(`portal/booking/${encodeURIComponent(bookingId)}/confirmation/verbal`, { json: { reason } }).json<{ data: FamilyConfirmationDto }>()
  ).data;
}

/** Records a verbal confirmation (recordVerbalConfirmation): the booking, and the lists kept from before, load again. */
export const recordVerbalConfirmationMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) => recordVerbalConfirmation(api, bookingId, reason),
    onSuccess: async (_confirmation, { bookingId }) => {
      queryClient.removeQueries({ queryKey: bookingKeys.lists(), type: 'inactive' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.one(bookingId) }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
      ]);
    },
  });

/** GET portal/booking/{id}/confirmation/consent: a short-lived signed link to the consent record (PDF). */
export async function fetchConsentLink(api: ApiClient, bookingId: string): Promise<string> {
  return (await api.get(`portal/booking/${encodeURIComponent(bookingId)}/confirmation/consent`).json<{ url: string; expires_at: string }>()).url;
}

/** GET portal/dashboard/confirmations: the practice's bookings awaiting the family, and those with a concern. */
export async function fetchConfirmationCounts(api: ApiClient, signal?: AbortSignal): Promise<ConfirmationCountsDto> {
  return (await api.get('portal/dashboard/confirmations', { signal }).json<{ data: ConfirmationCountsDto }>()).data;
}

/** The dashboard's Family concerns tile; under the lists' key, so whatever refreshes the lists (a live change, a write) refreshes it. */
export const confirmationCountsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...bookingKeys.lists(), 'confirmation-counts'] as const, queryFn: ({ signal }) => fetchConfirmationCounts(api, signal) });

/** Under the booking's key, so whatever refreshes a booking (a live change, a write) refreshes its confirmation too. */
export const familyConfirmationKey = (bookingId: string) => [...bookingKeys.one(bookingId), 'confirmation'] as const;

/** GET portal/booking/{id}/confirmation: the family's confirmation with their words; null when the family was never asked. */
export const familyConfirmationQuery = (api: ApiClient, bookingId: string) =>
  queryOptions({
    queryKey: familyConfirmationKey(bookingId),
    queryFn: async ({ signal }) =>
      (await api.get(`portal/booking/${encodeURIComponent(bookingId)}/confirmation`, { signal }).json<{ data: FamilyConfirmationDto | null }>()).data,
  });
