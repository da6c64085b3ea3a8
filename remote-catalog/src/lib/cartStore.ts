// The cart of remote-catalog: the product list's cart panel, the cart modal, the confirmation's summary
// and the bundle step read one answer per booking, the shared query cache's (GET portal/booking/{id});
// every write answers the whole booking, which replaces that answer (spec 001 s4): the writes' mutation
// options (@portal/shared/api/catalog) do that, and drop the booking's other answers kept from before
// (its details page, the booking lists); the wizard's own copy stays: its form is what is being edited.
import { useApi, type ApiClient } from '@portal/shared/api';
import type { BookingDto } from '@portal/contracts/wire/bookings';
import { cartQuery, createOrderWithLineMutation, saveLineItemsMutation } from '@portal/shared/api/catalog';
import { VET_SUPPLY_STORAGE_KEY, type LineItemWrite } from '@portal/contracts/wire/catalog';
import { queryClient, runMutation, useQuery } from '@portal/shared/query';
import { addedLineId } from './cartLines';

/** A booking's cart: loaded when the component mounts (what is held shows meanwhile); callers share one request. */
export function useCart(bookingId: string | null) {
  const api = useApi();
  return useQuery({ ...cartQuery(api, bookingId ?? ''), enabled: bookingId !== null });
}

/** The booking the cart holds, loading it first if nothing is held yet; null when it cannot be loaded. */
export async function cartBooking(api: ApiClient, bookingId: string): Promise<BookingDto | null> {
  try {
    return await queryClient.ensureQueryData(cartQuery(api, bookingId));
  } catch {
    return null;
  }
}

/** What the cart holds for a booking now (no request). */
export const heldCart = (api: ApiClient, bookingId: string): BookingDto | undefined => queryClient.getQueryData(cartQuery(api, bookingId).queryKey);

export interface AddContext {
  bookingId: string | null;
  serviceTypeId: string | null;
  staffName: string;
  idempotencyKey: string;
  onBookingChange: (bookingId: string, orderId: string) => void;
}

/**
 * Adds (or updates) a line (spec 001 s4 Add to cart): with no booking yet (a vet supply order) it
 * creates the order with the line, keeps its id in local storage and tells the wizard; otherwise it
 * sends the line to the booking. The answer replaces the cart.
 */
export async function addLine(api: ApiClient, context: AddContext, line: LineItemWrite): Promise<{ bookingId: string; quotedProductId: string }> {
  if (!context.bookingId) {
    if (!context.serviceTypeId) throw new Error('The practice has no service type for this order');
    const booking = await runMutation(createOrderWithLineMutation(api, queryClient), {
      serviceTypeId: context.serviceTypeId,
      staffName: context.staffName,
      lineItem: line,
      idempotencyKey: context.idempotencyKey,
    });
    localStorage.setItem(VET_SUPPLY_STORAGE_KEY, booking.id);
    context.onBookingChange(booking.id, booking.order_id_c);
    return { bookingId: booking.id, quotedProductId: addedLineId(null, booking, line) };
  }
  const before = heldCart(api, context.bookingId);
  const booking = await runMutation(saveLineItemsMutation(api, queryClient), { bookingId: context.bookingId, lineItems: [line] });
  return { bookingId: booking.id, quotedProductId: addedLineId(before, booking, line) };
}

/** Sends changed lines of a booking and puts the answer in the cart. */
export async function saveLines(api: ApiClient, bookingId: string, lines: LineItemWrite[]): Promise<BookingDto> {
  return runMutation(saveLineItemsMutation(api, queryClient), { bookingId, lineItems: lines });
}
