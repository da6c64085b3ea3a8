// The cart of remote-catalog: one store for the product list's cart panel, the cart modal, the
// confirmation's summary and the bundle step, keyed by booking id. Filled from GET portal/booking/{id};
// every write answers the whole booking, which replaces what the store holds (spec 001 s4).
import { useEffect } from 'react';
import { create } from 'zustand';
import { useApi, type ApiClient } from '@portal/shared/api';
import type { BookingDto } from '@portal/shared/api/bookings';
import {
  createOrderWithLine,
  fetchCartBooking,
  saveLineItems,
  VET_SUPPLY_STORAGE_KEY,
  type LineItemWrite,
} from '@portal/shared/api/catalog';
import { onMemberDataCleared } from '@portal/shared/member-storage';
import { addedLineId } from './cartLines';

export interface CartEntry {
  status: 'loading' | 'ready' | 'failed';
  booking: BookingDto | null;
}

interface CartState {
  carts: Record<string, CartEntry>;
  replace: (booking: BookingDto) => void;
  setStatus: (bookingId: string, status: CartEntry['status']) => void;
}

export const useCartStore = create<CartState>()((set) => ({
  carts: {},
  replace: (booking) => set((state) => ({ carts: { ...state.carts, [booking.id]: { status: 'ready', booking } } })),
  setStatus: (bookingId, status) =>
    set((state) => ({ carts: { ...state.carts, [bookingId]: { status, booking: state.carts[bookingId]?.booking ?? null } } })),
}));

const inflight = new Map<string, Promise<void>>();

/** Loads (or reloads) a booking's cart; callers at the same moment share one request. */
export function loadCart(api: ApiClient, bookingId: string): Promise<void> {
  const running = inflight.get(bookingId);
  if (running) return running;
  const store = useCartStore.getState();
  if (!store.carts[bookingId]?.booking) store.setStatus(bookingId, 'loading');
  const load = fetchCartBooking(api, bookingId)
    .then(
      (booking) => useCartStore.getState().replace(booking),
      (error: unknown) => {
        console.error('Could not load the cart', { bookingId, error });
        if (!useCartStore.getState().carts[bookingId]?.booking) useCartStore.getState().setStatus(bookingId, 'failed');
      },
    )
    .finally(() => inflight.delete(bookingId));
  inflight.set(bookingId, load);
  return load;
}

/** A booking's cart, loaded when the component mounts (what is held shows meanwhile). */
export function useCart(bookingId: string | null): CartEntry | undefined {
  const api = useApi();
  const entry = useCartStore((state) => (bookingId ? state.carts[bookingId] : undefined));
  useEffect(() => {
    if (bookingId) void loadCart(api, bookingId);
  }, [api, bookingId]);
  return entry;
}

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
    const booking = await createOrderWithLine(api, {
      serviceTypeId: context.serviceTypeId,
      staffName: context.staffName,
      lineItem: line,
      idempotencyKey: context.idempotencyKey,
    });
    useCartStore.getState().replace(booking);
    localStorage.setItem(VET_SUPPLY_STORAGE_KEY, booking.id);
    context.onBookingChange(booking.id, booking.order_id_c);
    return { bookingId: booking.id, quotedProductId: addedLineId(null, booking, line) };
  }
  const before = useCartStore.getState().carts[context.bookingId]?.booking;
  const booking = await saveLineItems(api, context.bookingId, [line]);
  useCartStore.getState().replace(booking);
  return { bookingId: booking.id, quotedProductId: addedLineId(before, booking, line) };
}

/** Sends changed lines of a booking and puts the answer in the cart. */
export async function saveLines(api: ApiClient, bookingId: string, lines: LineItemWrite[]): Promise<BookingDto> {
  const booking = await saveLineItems(api, bookingId, lines);
  useCartStore.getState().replace(booking);
  return booking;
}

/** For tests: an empty store. */
export function resetCarts() {
  inflight.clear();
  useCartStore.setState({ carts: {} });
}

// The carts shown are the signed-in member's: a sign-out, or another member signing in, empties them.
onMemberDataCleared(resetCarts);
