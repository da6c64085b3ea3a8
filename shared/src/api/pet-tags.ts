import type { ApiClient } from '@portal/shared/api';
import type { PetTagFormat } from '@portal/shared/domain/pet-tag';

/**
 * A short-lived signed link to the booking's printable pet tag (GET portal/booking/{id}/tag). The QR
 * code on it opens the booking on `portalUrl`, the portal site it is printed from.
 */
export async function fetchPetTagLink(api: ApiClient, bookingId: string, format: PetTagFormat, portalUrl: string): Promise<string> {
  const body = await api
    .get(`portal/booking/${encodeURIComponent(bookingId)}/tag`, { searchParams: { format, portal_url: portalUrl } })
    .json<{ url: string }>();
  return body.url;
}
