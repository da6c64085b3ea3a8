// The calls and queries of family-updates; its wire types and pure rules are @portal/contracts/wire/family-updates.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import type { FamilyUpdatesSettingDto, FamilyTrackingDto, TrackingDto } from '@portal/contracts/wire/family-updates';

export const familyUpdatesSettingQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['vet', 'family_updates'],
    queryFn: async () => (await api.get('portal/vet/family_updates').json<{ data: FamilyUpdatesSettingDto }>()).data,
  });

export async function updateFamilyUpdatesSetting(api: ApiClient, enabled: boolean): Promise<FamilyUpdatesSettingDto> {
  return (await api.put('portal/vet/family_updates', { json: { enabled } }).json<{ data: FamilyUpdatesSettingDto }>()).data;
}

/**
 * Turns the family texts on or off (updateFamilyUpdatesSetting): the switch shows the change at once, the
 * answer replaces it, and a failure puts the other value back.
 */
export const updateFamilyUpdatesSettingMutation = (api: ApiClient, queryClient: QueryClient) => {
  const key = familyUpdatesSettingQuery(api).queryKey;
  return mutationOptions({
    mutationFn: (enabled: boolean) => updateFamilyUpdatesSetting(api, enabled),
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

export const familyTrackingQuery = (api: ApiClient, bookingId: string) =>
  queryOptions({
    queryKey: ['booking', bookingId, 'tracking'],
    queryFn: async () => (await api.get(`portal/booking/${encodeURIComponent(bookingId)}/tracking`).json<{ data: FamilyTrackingDto }>()).data,
  });

export async function revokeFamilyTracking(api: ApiClient, bookingId: string): Promise<FamilyTrackingDto> {
  return (await api.post(`portal/booking/${encodeURIComponent(bookingId)}/tracking/revoke`, { json: {} }).json<{ data: FamilyTrackingDto }>()).data;
}

export async function fetchTracking(api: ApiClient, key: string, signal?: AbortSignal): Promise<TrackingDto> {
  return (await api.post('portal/tracking', { json: { key }, signal }).json<{ data: TrackingDto }>()).data;
}

/** Closes the booking's tracking link (revokeFamilyTracking); the answer is the booking's tracking as it is now. */
export const revokeFamilyTrackingMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (bookingId: string) => revokeFamilyTracking(api, bookingId),
    onSuccess: (tracking, bookingId) => {
      queryClient.setQueryData(familyTrackingQuery(api, bookingId).queryKey, tracking);
    },
  });
