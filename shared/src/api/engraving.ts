// The calls and queries of engraving; its wire types and pure rules are @portal/contracts/wire/engraving.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { parsePlaqueConfig, type EngravingQuery, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { type PlaqueConfigDto, type EngravingUploadKind, type StoredFileDto, type EngravingLookupDto, type EngravingSubmitDto, type EngravingVersionDto, type OwnerRequestDto, type EngravingSubmitAnswerDto, type VerifyStatusDto, ENGRAVING_LINK_HEADER, type ClientCareDto, type OwnerGrantDto } from '@portal/contracts/wire/engraving';

/** The product's plaque config, checked; null when the product is not engravable. */
export async function fetchPlaqueConfig(api: ApiClient, productId: string, signal?: AbortSignal): Promise<PlaqueConfig | null> {
  const body = await api.get(`portal/engraving/config/${encodeURIComponent(productId)}`, { signal }).json<PlaqueConfigDto>();
  return body.data === null ? null : parsePlaqueConfig(body.data);
}

/** `POST portal/booking/upload_engraving/{bookingId}` (multipart: file, kind, quoted_product_id). */
export async function uploadEngravingImage(
  api: ApiClient,
  bookingId: string,
  upload: { file: Blob; kind: EngravingUploadKind; quotedProductId: string },
): Promise<StoredFileDto> {
  const form = new FormData();
  const name = `${upload.kind}.png`;
  form.append('file', upload.file instanceof File ? upload.file : new File([upload.file], name, { type: upload.file.type || 'image/png' }), name);
  form.append('kind', upload.kind);
  form.append('quoted_product_id', upload.quotedProductId);
  const body = await api
    .post(`portal/booking/upload_engraving/${encodeURIComponent(bookingId)}`, { body: form })
    .json<{ data: StoredFileDto }>();
  return body.data;
}

export async function fetchEngravingLookup(
  api: ApiClient,
  bookingId: string,
  quotedProductId: string,
  signal?: AbortSignal,
): Promise<EngravingLookupDto> {
  const body = await api
    .get(`portal/engraving/booking/${encodeURIComponent(bookingId)}/${encodeURIComponent(quotedProductId)}`, { signal })
    .json<{ data: EngravingLookupDto }>();
  return body.data;
}

/**
 * The check a step of the change path makes when it opens (issue 15 item 4): the line's lookup, asked for
 * once per opening (`opening`: the history entry's key), staff's and the owner's apart. Never kept once
 * the step closes (gcTime 0), made even while the browser says it is offline, and not again when the
 * connection returns: a check that could not be made leaves the step open (the submit checks again).
 */
export const engravingStepCheckQuery = (api: ApiClient, { staff, bookingId, quotedProductId }: EngravingQuery, opening: string) =>
  queryOptions({
    queryKey: ['engraving', bookingId, quotedProductId, staff ? 'staff' : 'owner', 'step-check', opening],
    queryFn: ({ signal }) => fetchEngravingLookup(api, bookingId, quotedProductId, signal),
    gcTime: 0,
    networkMode: 'always',
    refetchOnReconnect: false,
  });

export async function submitEngraving(
  api: ApiClient,
  bookingId: string,
  quotedProductId: string,
  submit: EngravingSubmitDto,
): Promise<{ version: EngravingVersionDto; ownerRequest: OwnerRequestDto | null }> {
  const body = await api
    .post(`portal/engraving/${encodeURIComponent(bookingId)}/${encodeURIComponent(quotedProductId)}`, { json: submit })
    .json<EngravingSubmitAnswerDto>();
  return { version: body.data, ownerRequest: body.owner_request ?? null };
}

/** `POST portal/engraving/{bookingId}/{quotedProductId}/approve`: the owner approves a version as it is. */
export async function approveEngraving(api: ApiClient, bookingId: string, quotedProductId: string, versionId: string): Promise<EngravingVersionDto> {
  const body = await api
    .post(`portal/engraving/${encodeURIComponent(bookingId)}/${encodeURIComponent(quotedProductId)}/approve`, { json: { version_id: versionId } })
    .json<{ data: EngravingVersionDto }>();
  return body.data;
}

/** `GET portal/engraving/verify/{bookingId}/{quotedProductId}` with the owner link's secret: whether the owner has a number to check. */
export async function fetchVerifyStatus(api: ApiClient, bookingId: string, quotedProductId: string, link: string, signal?: AbortSignal): Promise<VerifyStatusDto> {
  const body = await api
    .get(`portal/engraving/verify/${encodeURIComponent(bookingId)}/${encodeURIComponent(quotedProductId)}`, { signal, headers: { [ENGRAVING_LINK_HEADER]: link } })
    .json<{ data: { has_owner_phone: boolean; client_care?: ClientCareDto | null } }>();
  return { has_owner_phone: body.data.has_owner_phone, client_care: body.data.client_care ?? null };
}

/** `GET portal/engraving/client-care?brand=`: a brand's Client Care line, without a token. */
export async function fetchClientCare(api: ApiClient, brand: string, signal?: AbortSignal): Promise<ClientCareDto> {
  const body = await api.get('portal/engraving/client-care', { searchParams: { brand }, signal }).json<{ data: ClientCareDto }>();
  return body.data;
}

/** `POST portal/engraving/verify/{bookingId}/{quotedProductId}` with the owner link's secret: the owner's number, for a grant. */
export async function verifyOwnerPhone(api: ApiClient, bookingId: string, quotedProductId: string, phone: string, link: string): Promise<OwnerGrantDto> {
  const body = await api
    .post(`portal/engraving/verify/${encodeURIComponent(bookingId)}/${encodeURIComponent(quotedProductId)}`, { json: { phone }, headers: { [ENGRAVING_LINK_HEADER]: link } })
    .json<{ data: OwnerGrantDto }>();
  return body.data;
}
