// The writes' mutation options (issue 34): each call with its cache effects, run as a page runs them
// (the portal's query client, runMutation = useMutation's observer) against a fake portal-api.
import { describe, expect, it } from 'vitest';
import { HTTPError } from '@portal/shared/api';
import { queryClient, runMutation } from '@portal/shared/query';
import { bookingDto, contactDto, vetDto } from '../testing/dtos';
import { deferred, fakeApi, type FakeAnswer } from '../testing/fakeApi';
import { bookingKeys } from './bookings';
import { completeBookingMutation, createBookingMutation, saveSpecialInstructionsMutation, updateBookingMutation } from './booking-write';
import { cartQuery, createOrderWithLineMutation, saveLineItemsMutation, submitVetSupplyOrderMutation } from './catalog';
import { createContactMutation, updateContactMutation } from './contact';
import { contactsQuery } from './contacts';
import { familyTrackingQuery, familyUpdatesSettingQuery, revokeFamilyTrackingMutation, updateFamilyUpdatesSettingMutation } from './family-updates';
import { updatePricingMutation, vetQuery } from './vet';
import { toVetPractice } from '@portal/contracts/wire/vet';
import type { BookingPayload } from '@portal/contracts/schemas/booking';

const payload = { pet_first_name_c: 'Bella' } as BookingPayload;
const refused: FakeAnswer = { status: 422, body: { errors: { detail: { pet_first_name_c: 'Pet first name must be at most 100 characters' } } } };

/** What the pages keep of booking `id` and of another booking, and a page of the booking lists. */
function keepBookingAnswers(id: string) {
  const keys = {
    list: bookingKeys.list({ page: 1 } as never),
    details: [...bookingKeys.one(id), 'details'],
    wizard: [...bookingKeys.one(id), 'wizard'],
    cart: [...bookingKeys.one(id), 'cart'],
    otherDetails: [...bookingKeys.one('another'), 'details'],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { kept: true });
  const held = () => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryData(key) !== undefined]));
  return { keys, held };
}

/** After a booking write: its details and every bookings list dropped; the wizard's copy, the cart and other bookings kept. */
const WRITTEN = { list: false, details: false, wizard: true, cart: true, otherDetails: true };
const UNTOUCHED = { list: true, details: true, wizard: true, cart: true, otherDetails: true };

describe('booking writes', () => {
  it('create: POST portal/booking with its idempotency key; the booking lists and its details kept from before are dropped', async () => {
    const { api, calls } = fakeApi({ 'POST portal/booking': { body: { data: bookingDto({ id: 'b-new' }) } } });
    const { held } = keepBookingAnswers('b-new');
    const saved = await runMutation(createBookingMutation(api, queryClient), { payload, idempotencyKey: 'key-1' });
    expect(saved.id).toBe('b-new');
    expect(calls('POST', 'portal/booking')[0]).toMatchObject({ headers: { 'idempotency-key': 'key-1' }, body: { pet_first_name_c: 'Bella' } });
    expect(held()).toEqual(WRITTEN);
  });

  it('a refused write leaves the cache as it was, and fails with the answer', async () => {
    const { api } = fakeApi({ 'POST portal/booking': refused, 'POST portal/booking/b1': refused });
    const { held } = keepBookingAnswers('b1');
    await expect(runMutation(createBookingMutation(api, queryClient), { payload, idempotencyKey: 'key-1' })).rejects.toBeInstanceOf(HTTPError);
    await expect(runMutation(updateBookingMutation(api, queryClient), { bookingId: 'b1', payload })).rejects.toBeInstanceOf(HTTPError);
    expect(held()).toEqual(UNTOUCHED);
  });

  it('update: POST portal/booking/{id} with If-Match; the same booking answers dropped', async () => {
    const { api, calls } = fakeApi({ 'POST portal/booking/b1': { body: { data: bookingDto({ id: 'b1' }) } } });
    const { held } = keepBookingAnswers('b1');
    await runMutation(updateBookingMutation(api, queryClient), { bookingId: 'b1', payload, basedOn: '2026-01-01T00:00:00Z' });
    expect(calls('POST', 'portal/booking/b1')[0]?.headers['if-match']).toBe('"2026-01-01T00:00:00Z"');
    expect(held()).toEqual(WRITTEN);
  });

  it('special instructions: POST portal/special_instruction, read back; nothing else changes in the cache', async () => {
    const { api, calls } = fakeApi({ 'POST portal/special_instruction': { body: { data: [{ id: 'si-1', description: 'Paw print' }] } } });
    const { held } = keepBookingAnswers('b1');
    const rows = await runMutation(saveSpecialInstructionsMutation(api), { bookingId: 'b1', rows: [{ id: null, description: ' Paw print ' }] });
    expect(rows).toEqual([{ id: 'si-1', description: 'Paw print' }]);
    expect(calls('POST', 'portal/special_instruction')[0]?.body).toMatchObject({ opportunity_id: 'b1', special_instructions: [{ description: 'Paw print' }] });
    expect(held()).toEqual(UNTOUCHED);
  });

  it('submit (complete, or a vet supply order): the booking answers kept from before are dropped', async () => {
    const { api, calls } = fakeApi({
      'POST portal/booking/b1/complete': { body: { data: bookingDto({ id: 'b1', order_stage_c: 'VP Submitted' }) } },
      'POST portal/booking/b2/vet_supply_submit': { body: { data: bookingDto({ id: 'b2', order_stage_c: 'VP Submitted' }) } },
    });
    const first = keepBookingAnswers('b1');
    await runMutation(completeBookingMutation(api, queryClient), { bookingId: 'b1', screenshotImage: 'data:image/png;base64,AA' });
    expect(calls('POST', 'portal/booking/b1/complete')[0]?.body).toEqual({ screenshot_image: 'data:image/png;base64,AA' });
    expect(first.held()).toEqual(WRITTEN);

    const second = keepBookingAnswers('b2');
    await runMutation(submitVetSupplyOrderMutation(api, queryClient), { bookingId: 'b2', screenshotImage: 'data:image/png;base64,BB' });
    expect(calls('POST', 'portal/booking/b2/vet_supply_submit')).toHaveLength(1);
    expect(second.held()).toEqual(WRITTEN);
  });
});

describe('cart writes', () => {
  const line = { product_id: 'urn-1', quantity: 1 } as never;

  it("saved lines: the answer is the cart's, and the booking's details and the lists kept from before are dropped", async () => {
    const answer = bookingDto({ id: 'b1', name: 'After the change' });
    const { api, calls } = fakeApi({ 'POST portal/booking/b1': { body: { data: answer } } });
    const { keys, held } = keepBookingAnswers('b1');
    expect(await runMutation(saveLineItemsMutation(api, queryClient), { bookingId: 'b1', lineItems: [line] })).toEqual(answer);
    expect(calls('POST', 'portal/booking/b1')[0]?.body).toEqual({ line_items: [line] });
    expect(queryClient.getQueryData(cartQuery(api, 'b1').queryKey)).toEqual(answer);
    expect(queryClient.getQueryData(keys.cart)).toEqual(answer);
    expect(held()).toEqual(WRITTEN);
  });

  it("a new order with its first line: the new booking's cart is its answer", async () => {
    const answer = bookingDto({ id: 'b-vs', order_id_c: '100900' });
    const { api, calls } = fakeApi({ 'POST portal/booking': { body: { data: answer } } });
    queryClient.setQueryData(bookingKeys.list({ page: 1 } as never), { kept: true });
    await runMutation(createOrderWithLineMutation(api, queryClient), { serviceTypeId: 'st-vs', staffName: 'Dr Lee', lineItem: line, idempotencyKey: 'key-2' });
    expect(calls('POST', 'portal/booking')[0]).toMatchObject({
      headers: { 'idempotency-key': 'key-2' },
      body: { class_pet_service_types_id_c: 'st-vs', vet_staff_c: 'Dr Lee', createBookingFlag: true, line_items: [line] },
    });
    expect(queryClient.getQueryData(cartQuery(api, 'b-vs').queryKey)).toEqual(answer);
    expect(queryClient.getQueryData(bookingKeys.list({ page: 1 } as never))).toBeUndefined();
  });

  it('a refused cart write leaves the cart as it was', async () => {
    const { api } = fakeApi({ 'POST portal/booking/b1': refused });
    const { held } = keepBookingAnswers('b1');
    await expect(runMutation(saveLineItemsMutation(api, queryClient), { bookingId: 'b1', lineItems: [line] })).rejects.toBeInstanceOf(HTTPError);
    expect(held()).toEqual(UNTOUCHED);
  });
});

describe('practice writes', () => {
  it("a member's update or a new member drops the team list kept from before (a member's own answer stays)", async () => {
    const { api } = fakeApi({
      'POST portal/contact/c1': { body: { data: contactDto('c1', 'Ava', 'Stone', 'Level 3') } },
      'POST portal/contact': { body: { data: contactDto('c2', 'Ines', 'Moreau') } },
    });
    const team = contactsQuery(api).queryKey;
    queryClient.setQueryData(team, []);
    queryClient.setQueryData(['contacts', 'c1'], { kept: true });
    const updated = await runMutation(updateContactMutation(api, queryClient), { id: 'c1', write: { portal_access_c: 'Level 3' } });
    expect(updated.accessLevel).toBe('Level 3');
    expect(queryClient.getQueryData(team)).toBeUndefined();
    expect(queryClient.getQueryData(['contacts', 'c1'])).toEqual({ kept: true });

    queryClient.setQueryData(team, []);
    await runMutation(createContactMutation(api, queryClient), { vetAccountId: 'practice-id', write: { first_name: 'Ines' } });
    expect(queryClient.getQueryData(team)).toBeUndefined();
  });

  it('the family texts setting shows the change at once, then the answer; a failure puts the other value back', async () => {
    const answer = deferred<FakeAnswer>();
    let fail = false;
    const { api } = fakeApi({ 'PUT portal/vet/family_updates': () => (fail ? { status: 500, body: {} } : answer.promise) });
    const key = familyUpdatesSettingQuery(api).queryKey;
    queryClient.setQueryData(key, { enabled: false });
    const saving = runMutation(updateFamilyUpdatesSettingMutation(api, queryClient), true);
    expect(queryClient.getQueryData(key)).toEqual({ enabled: true });
    answer.resolve({ body: { data: { enabled: true } } });
    await saving;
    expect(queryClient.getQueryData(key)).toEqual({ enabled: true });

    fail = true;
    const failing = runMutation(updateFamilyUpdatesSettingMutation(api, queryClient), false);
    expect(queryClient.getQueryData(key)).toEqual({ enabled: false });
    await expect(failing).rejects.toBeInstanceOf(HTTPError);
    expect(queryClient.getQueryData(key)).toEqual({ enabled: true });
  });

  it('the price display shows the change at once wherever the practice is read, then the answer; a failure puts back the practice shown', async () => {
    let fail = false;
    const { api, calls } = fakeApi({
      'POST portal/vet': () => (fail ? { status: 500, body: {} } : { body: { data: vetDto('RRP') } }),
    });
    const key = vetQuery(api).queryKey;
    const shown = toVetPractice(vetDto('Pricebook'));
    queryClient.setQueryData(key, shown);
    const saving = runMutation(updatePricingMutation(api, queryClient), 'RRP');
    expect(queryClient.getQueryData(key)).toEqual({ ...shown, pricing: 'RRP' });
    await saving;
    expect(calls('POST', 'portal/vet')[0]?.body).toEqual({ pricing_information_c: 'RRP' });
    expect(queryClient.getQueryData(key)).toEqual(toVetPractice(vetDto('RRP')));

    fail = true;
    queryClient.setQueryData(key, shown);
    const failing = runMutation(updatePricingMutation(api, queryClient), 'No price');
    expect(queryClient.getQueryData(key)?.pricing).toBe('No price');
    await expect(failing).rejects.toBeInstanceOf(HTTPError);
    expect(queryClient.getQueryData(key)).toEqual(shown);
  });

  it("closing a booking's tracking link: the answer is the booking's tracking", async () => {
    const closed = { texts: [], open_links: 0, expires_at: null, closed_at: '2026-03-01T00:00:00Z' };
    const { api } = fakeApi({ 'POST portal/booking/b1/tracking/revoke': { body: { data: closed } } });
    queryClient.setQueryData(familyTrackingQuery(api, 'b1').queryKey, { ...closed, open_links: 1, closed_at: null });
    await runMutation(revokeFamilyTrackingMutation(api, queryClient), 'b1');
    expect(queryClient.getQueryData(familyTrackingQuery(api, 'b1').queryKey)).toEqual(closed);
  });
});
