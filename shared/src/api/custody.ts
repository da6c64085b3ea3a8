// The calls and queries of custody; its wire types and pure rules are @portal/contracts/wire/custody.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
// HTTPError from the shared module itself, not '../api': a relative import would bundle a second copy
// of the client module (and of ky), whose HTTPError a failed call is not an instance of.
import { HTTPError } from '@portal/shared/api';
import type { ApiClient } from '../api';
import { bookingKeys } from './bookings';
import type { ScanAttempt, ScanBody } from '@portal/contracts/schemas/custody-scan';
import type { ApiErrorBody } from '@portal/contracts/wire/error-body';
import { type CustodyEvent, type CustodyEventDto, type ScanLookupDto, type ScanRefusalErrorDto, type ScanResultDto, toCustodyEvent } from '@portal/contracts/wire/custody';

export async function fetchCustody(api: ApiClient, bookingId: string, signal?: AbortSignal): Promise<CustodyEvent[]> {
  const body = await api.get(`portal/booking/${encodeURIComponent(bookingId)}/custody`, { signal }).json<{ data: CustodyEventDto[] }>();
  return body.data.map(toCustodyEvent);
}

/** Under the booking's key, so whatever refreshes a booking refreshes its timeline too. */
export const custodyKey = (bookingId: string) => [...bookingKeys.one(bookingId), 'custody'] as const;

/** A booking's custody timeline, newest first (the details page's Custody section). */
export const custodyQuery = (api: ApiClient, bookingId: string) =>
  queryOptions({ queryKey: custodyKey(bookingId), queryFn: ({ signal }) => fetchCustody(api, bookingId, signal) });

/** GET portal/scan?tag=: the caller's booking a scanned code opens, with the one scan its stage allows. */
export async function lookupScan(api: ApiClient, tag: string, signal?: AbortSignal): Promise<ScanLookupDto> {
  return (await api.get('portal/scan', { searchParams: { tag }, signal }).json<{ data: ScanLookupDto }>()).data;
}

/**
 * Records a scan (201), or its refusal (409, scanRefusalOf). A ScanAttempt (the tag and the action, the
 * action's fields not filled in yet) is recorded only when its tag is refused; otherwise it is a 422.
 */
export async function recordScan(api: ApiClient, bookingId: string, body: ScanBody | ScanAttempt): Promise<ScanResultDto> {
  return (await api.post(`portal/booking/${encodeURIComponent(bookingId)}/scan`, { json: body }).json<{ data: ScanResultDto }>()).data;
}

/**
 * Records a scan of the booking on screen (recordScan). Accepted or refused, the scan is on the
 * booking's timeline and may have moved it: its details, timeline and family tracking load again, and
 * the lists kept from before (the overdue count with them) are dropped.
 */
export const recordScanMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: ScanBody | ScanAttempt }) => recordScan(api, bookingId, body),
    onSettled: async (_result, _error, { bookingId }) => {
      queryClient.removeQueries({ queryKey: bookingKeys.lists(), type: 'inactive' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.one(bookingId) }),
      ]);
    },
  });

/** A refused scan (409): the words to show full screen, why, and the warning's event on the timeline. */
export interface ScanRefused {
  message: string;
  reason: ScanRefusalErrorDto['reason'];
  eventId: string;
}

/** The refusal a failed recordScan carries, or undefined for any other failure. */
export async function scanRefusalOf(error: unknown): Promise<ScanRefused | undefined> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return undefined;
  const data = (error as HTTPError & { data?: unknown }).data as ApiErrorBody | undefined;
  let body = data && typeof data === 'object' ? data : undefined;
  if (!body) {
    try {
      body = (await error.response.clone().json()) as ApiErrorBody;
    } catch {
      return undefined;
    }
  }
  const refusal = body.errors?.refusal;
  const detail = body.errors?.detail;
  return refusal && typeof detail === 'string' ? { message: detail, reason: refusal.reason, eventId: refusal.event_id } : undefined;
}

/** GET portal/dashboard/overdue: how many of the practice's bookings are past their stage's expected time. */
export interface OverdueCount {
  count: number;
  asOf: string;
}

export async function fetchOverdueCount(api: ApiClient, signal?: AbortSignal): Promise<OverdueCount> {
  const body = await api.get('portal/dashboard/overdue', { signal }).json<{ data: { count: number; as_of: string } }>();
  return { count: Number(body.data.count), asOf: body.data.as_of };
}

/** The dashboard's Overdue tile; under the lists' key, so whatever refreshes the lists (a live move, a write) refreshes it. */
export const overdueCountQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...bookingKeys.lists(), 'overdue-count'] as const, queryFn: ({ signal }) => fetchOverdueCount(api, signal) });

/** GET portal/booking/{id}/certificate: a short-lived signed link to the certificate of cremation PDF, and its verification page. */
export interface CertificateLink {
  url: string;
  expiresAt: string;
  verifyUrl: string;
}

export async function fetchCertificateLink(api: ApiClient, bookingId: string): Promise<CertificateLink> {
  const body = await api.get(`portal/booking/${encodeURIComponent(bookingId)}/certificate`).json<{ url: string; expires_at: string; verify_url: string }>();
  return { url: body.url, expiresAt: body.expires_at, verifyUrl: body.verify_url };
}
