// The calls and queries of booking-write; its wire types and pure rules are @portal/contracts/wire/booking-write.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { bookingKeys, forgetWrittenBooking } from '@portal/shared/api/bookings';
import type { BookingPayload } from '@portal/contracts/schemas/booking';
import { type WizardBooking, type BookingWire, toWizardBooking } from '@portal/contracts/wire/booking-write';

export async function fetchWizardBooking(api: ApiClient, id: string): Promise<WizardBooking> {
  const body = await api.get(`portal/booking/${id}`).json<{ data: BookingWire }>();
  return toWizardBooking(body.data);
}

/**
 * The booking an edit starts from. Never kept once the wizard closes (gcTime 0): an edit must start
 * from the server's latest answer (its date_modified is sent back as If-Match).
 */
export const wizardBookingQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: [...bookingKeys.one(id), 'wizard'] as const, queryFn: () => fetchWizardBooking(api, id), gcTime: 0 });

/** POST portal/booking; the idempotency key makes a retried create answer the same booking. */
export async function createBooking(api: ApiClient, payload: BookingPayload, idempotencyKey: string): Promise<WizardBooking> {
  const body = await api
    .post('portal/booking', { json: payload, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<{ data: BookingWire }>();
  return toWizardBooking(body.data);
}

/**
 * POST portal/booking/{id}. `basedOn` is the date_modified the edit started from: sent as If-Match, so
 * the server refuses (409) an update that races a submit or another change instead of applying it.
 */
export async function updateBooking(api: ApiClient, id: string, payload: BookingPayload, basedOn?: string | null): Promise<WizardBooking> {
  const body = await api
    .post(`portal/booking/${id}`, { json: payload, headers: basedOn ? { 'If-Match': `"${basedOn}"` } : {} })
    .json<{ data: BookingWire }>();
  return toWizardBooking(body.data);
}

/** POST portal/special_instruction: the booking's list, read back. */
export async function saveSpecialInstructions(
  api: ApiClient,
  bookingId: string,
  rows: { id: string | null; description: string }[],
): Promise<{ id: string; description: string }[]> {
  const body = await api
    .post('portal/special_instruction', {
      json: {
        opportunity_id: bookingId,
        special_instructions: rows.map((row) => ({ id: row.id, description: row.description.trim(), opportunity_id: bookingId, completed: 0 })),
      },
    })
    .json<{ data: { id: string; description: string }[] }>();
  return body.data;
}

/** POST portal/booking/{id}/complete with the confirmation screenshot (a data URL). */
export async function completeBooking(api: ApiClient, bookingId: string, screenshotImage: string, skipFamilyConfirmation?: string): Promise<WizardBooking> {
  // With the nurse's reason, the family is not asked to confirm what will be done (issue 36).
  const skip = skipFamilyConfirmation === undefined ? {} : { skip_family_confirmation: { reason: skipFamilyConfirmation } };
  const body = await api
    .post(`portal/booking/${bookingId}/complete`, { json: { screenshot_image: screenshotImage, ...skip } })
    .json<{ data: BookingWire }>();
  return toWizardBooking(body.data);
}

// ---- The writes as mutations (issue 34): each with its cache effects, so no page does cache work ----

/** Creates a booking (createBooking); its details and the booking lists kept from before are dropped. */
export const createBookingMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ payload, idempotencyKey }: { payload: BookingPayload; idempotencyKey: string }) => createBooking(api, payload, idempotencyKey),
    onSuccess: (saved) => forgetWrittenBooking(queryClient, saved.id),
  });

/** Updates a booking (updateBooking, If-Match `basedOn`); its details and the booking lists kept from before are dropped. */
export const updateBookingMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ bookingId, payload, basedOn }: { bookingId: string; payload: BookingPayload; basedOn?: string | null }) =>
      updateBooking(api, bookingId, payload, basedOn),
    onSuccess: (saved) => forgetWrittenBooking(queryClient, saved.id),
  });

/**
 * Writes a booking's special instructions (saveSpecialInstructions). No cache effect: the wizard writes
 * them right after the booking's own save, which dropped what pages keep of it.
 */
export const saveSpecialInstructionsMutation = (api: ApiClient) =>
  mutationOptions({
    mutationFn: ({ bookingId, rows }: { bookingId: string; rows: { id: string | null; description: string }[] }) =>
      saveSpecialInstructions(api, bookingId, rows),
  });

/** Submits a booking (completeBooking, with the confirmation's screenshot); its details and the booking lists kept from before are dropped. */
export const completeBookingMutation = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ bookingId, screenshotImage, skipFamilyConfirmation }: { bookingId: string; screenshotImage: string; skipFamilyConfirmation?: string }) =>
      completeBooking(api, bookingId, screenshotImage, skipFamilyConfirmation),
    onSuccess: (_booking, { bookingId }) => forgetWrittenBooking(queryClient, bookingId),
  });
