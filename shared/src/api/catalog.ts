// The calls and queries of catalog; its wire types and pure rules are @portal/contracts/wire/catalog.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { bookingKeys, forgetWrittenBooking } from '@portal/shared/api/bookings';
import type { BookingDto } from '@portal/contracts/wire/bookings';
import { type ProductQuery, type ProductPageDto, productSearchParams, type OptionsRequest, type ProductOptionsDto, productOptionsPath, type PrimaryImageDto, type ProductDetailDto, type LineItemWrite } from '@portal/contracts/wire/catalog';

export async function fetchProducts(api: ApiClient, query: ProductQuery, signal?: AbortSignal): Promise<ProductPageDto> {
  return api.get('portal/products', { searchParams: productSearchParams(query), signal }).json<ProductPageDto>();
}

/** A page of the product list (a new search or page keeps the last one on screen while it loads). */
export const productsQuery = (api: ApiClient, query: ProductQuery) =>
  queryOptions({ queryKey: ['products', query], queryFn: ({ signal }) => fetchProducts(api, query, signal) });

export async function fetchProductOptions(api: ApiClient, request: OptionsRequest, signal?: AbortSignal): Promise<ProductOptionsDto> {
  const body = await api.get(productOptionsPath(request), { signal }).json<{ data: ProductOptionsDto }>();
  return body.data;
}

/**
 * One source of a product's option dropdowns (the product's own groups, or those a choice reveals): one
 * request per source wanted, which goes when the source is no longer wanted (its signal aborts it). The
 * answer is the dropdowns' to hold, not the cache's (gcTime 0); a failure is told as an answer is (the
 * dropdowns it would add do not show), so the request is made even while the browser says it is offline
 * and not again when the connection returns.
 */
export const productOptionsQuery = (api: ApiClient, request: OptionsRequest) =>
  queryOptions({
    queryKey: ['product-options', request],
    queryFn: ({ signal }) => fetchProductOptions(api, request, signal),
    gcTime: 0,
    networkMode: 'always',
    refetchOnReconnect: false,
  });

export async function fetchPrimaryImage(api: ApiClient, productId: string, signal?: AbortSignal): Promise<PrimaryImageDto> {
  const body = await api.get(`portal/primary_image/${encodeURIComponent(productId)}`, { signal }).json<{ data: PrimaryImageDto }>();
  return body.data;
}

/** A product's primary image (asked for again after five minutes). */
export const primaryImageQuery = (api: ApiClient, productId: string) =>
  queryOptions({
    queryKey: ['primary-image', productId],
    queryFn: ({ signal }) => fetchPrimaryImage(api, productId, signal),
    staleTime: 5 * 60_000,
  });

export async function fetchProduct(api: ApiClient, productId: string, quotedProductId?: string, signal?: AbortSignal): Promise<ProductDetailDto> {
  const searchParams = quotedProductId ? { quoted_product_id: quotedProductId } : undefined;
  const body = await api
    .get(`portal/product/${encodeURIComponent(productId)}`, { searchParams, signal })
    .json<{ data: ProductDetailDto }>();
  return body.data;
}

/**
 * A product's detail; with a quoted product, the choices that line was saved with. A line's detail is
 * never kept once its dialog closes (gcTime 0): the dialog starts from what the cart holds now.
 */
export const productQuery = (api: ApiClient, productId: string, quotedProductId?: string) =>
  queryOptions({
    queryKey: ['product', productId, quotedProductId ?? null],
    queryFn: ({ signal }) => fetchProduct(api, productId, quotedProductId, signal),
    ...(quotedProductId ? { gcTime: 0 } : {}),
  });

/** GET portal/booking/{id} as the wire sends it: the cart reads its quoted products, fees and names. */
export async function fetchCartBooking(api: ApiClient, bookingId: string, signal?: AbortSignal): Promise<BookingDto> {
  const body = await api.get(`portal/booking/${encodeURIComponent(bookingId)}`, { signal }).json<{ data: BookingDto }>();
  return body.data;
}

/** The booking as the cart reads it; every cart write puts its answer here (setQueryData). */
export const cartQuery = (api: ApiClient, bookingId: string) =>
  queryOptions({ queryKey: [...bookingKeys.one(bookingId), 'cart'] as const, queryFn: ({ signal }) => fetchCartBooking(api, bookingId, signal) });

/** POST portal/booking/{id} with only `line_items`: the cart's change; answers the booking. */
export async function saveLineItems(api: ApiClient, bookingId: string, lineItems: LineItemWrite[]): Promise<BookingDto> {
  const body = await api
    .post(`portal/booking/${encodeURIComponent(bookingId)}`, { json: { line_items: lineItems } })
    .json<{ data: BookingDto }>();
  return body.data;
}

/**
 * POST portal/booking for an order that starts in the catalog (vet supply): the service type, the
 * staff member and the first line; answers the new booking.
 */
export async function createOrderWithLine(
  api: ApiClient,
  input: { serviceTypeId: string; staffName: string; lineItem: LineItemWrite; idempotencyKey: string },
): Promise<BookingDto> {
  const body = await api
    .post('portal/booking', {
      json: { class_pet_service_types_id_c: input.serviceTypeId, vet_staff_c: input.staffName, createBookingFlag: true, line_items: [input.lineItem] },
      headers: { 'Idempotency-Key': input.idempotencyKey },
    })
    .json<{ data: BookingDto }>();
  return body.data;
}

/** POST portal/booking/{id}/vet_supply_submit: submits a vet supply order (VP Submitted), with the confirmation screenshot. */
export async function submitVetSupplyOrder(api: ApiClient, bookingId: string, screenshotImage: string): Promise<BookingDto> {
  const body = await api
    .post(`portal/booking/${encodeURIComponent(bookingId)}/vet_supply_submit`, { json: { screenshot_image: screenshotImage } })
    .json<{ data: BookingDto }>();
  return body.data;
}

// ---- The writes as mutations (issue 34): each with its cache effects, so no page does cache work ----

/**
 * The cache effects of a cart write: its answer is the booking as it is now, so it becomes the cart's
 * answer, and the booking's other answers kept from before (its details, the booking lists) are dropped.
 */
export function cartWritten(api: ApiClient, queryClient: QueryClient, booking: BookingDto): void {
  queryClient.setQueryData(cartQuery(api, booking.id).queryKey, booking);
  forgetWrittenBooking(queryClient, booking.id);
}

/** Sends changed lines of a booking (saveLineItems); the answer replaces the cart (cartWritten). */
export const saveLineItemsMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ bookingId, lineItems }: { bookingId: string; lineItems: LineItemWrite[] }) => saveLineItems(api, bookingId, lineItems),
    onSuccess: (booking) => cartWritten(api, queryClient, booking),
  });

/** Creates an order with its first line (createOrderWithLine); the answer is the new booking's cart (cartWritten). */
export const createOrderWithLineMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (input: Parameters<typeof createOrderWithLine>[1]) => createOrderWithLine(api, input),
    onSuccess: (booking) => cartWritten(api, queryClient, booking),
  });

/** Submits a vet supply order (submitVetSupplyOrder); its details and the booking lists kept from before are dropped. */
export const submitVetSupplyOrderMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ bookingId, screenshotImage }: { bookingId: string; screenshotImage: string }) => submitVetSupplyOrder(api, bookingId, screenshotImage),
    onSuccess: (_booking, { bookingId }) => forgetWrittenBooking(queryClient, bookingId),
  });
