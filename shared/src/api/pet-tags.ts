import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@portal/shared/api';
import type { PetTagFormat } from '@portal/contracts/domain/pet-tag';
import { bookingKeys } from './bookings';

/**
 * A short-lived signed link to the booking's printable pet tag (GET portal/booking/{id}/tag). The QR
 * code on it opens the booking on `portalUrl`, the portal site it is printed from. Asking for it prints
 * the tag: portal-api keeps a picture of it as the booking's pet tag image (the lists' Pet Tag column).
 */
export async function fetchPetTagLink(api: ApiClient, bookingId: string, format: PetTagFormat, portalUrl: string): Promise<string> {
  const body = await api
    .get(`portal/booking/${encodeURIComponent(bookingId)}/tag`, { searchParams: { format, portal_url: portalUrl } })
    .json<{ url: string }>();
  return body.url;
}

/**
 * The cache effects of printing a booking's tag (issue 31 item 6: the bookings list kept saying 'No
 * tag' from its cached page): every bookings list not on screen is dropped, so it is not shown again
 * while it reloads, the ones on screen load again, and so does the booking's details.
 */
export async function afterPetTagPrinted(queryClient: QueryClient, bookingId: string): Promise<void> {
  queryClient.removeQueries({ queryKey: bookingKeys.lists(), type: 'inactive' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...bookingKeys.one(bookingId), 'details'] }),
  ]);
}

/** Prints the booking's tag: its link, with the cache effects above. */
export async function printPetTag(
  api: ApiClient,
  queryClient: QueryClient,
  bookingId: string,
  format: PetTagFormat,
  portalUrl: string,
): Promise<string> {
  const url = await fetchPetTagLink(api, bookingId, format, portalUrl);
  void afterPetTagPrinted(queryClient, bookingId);
  return url;
}
