// The Scan page in Chromium, without the stack (issue 35 item 1): a USB scanner's typed scan opens the
// booking with the one action its stage allows and records it; the form's own checks; another booking's
// tag, or a refusal of the server, said full screen with a tone, focus on it, Enter not dismissing it.
// The camera's part (Chromium's fake camera, the printed tag) is the e2e journey custody-scan.spec.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CustodyEventDto, ScanLookupDto } from '@portal/contracts/wire/custody';
import { Route, Routes } from '@portal/shared/router';
import { fakeApi, renderWithProviders, type FakeReply } from '@portal/shared/testing';
import { seriousViolations, StaffMain } from '@portal/shared/testing/browser';
import { ScanPage } from './ScanPage';

const BELLA = '60000000-0000-4000-8001-000000000101';
const MAX = '60000000-0000-4000-8001-000000000102';
const tag = (id: string) => `http://localhost:8080/booking/${id}`;

const lookup = (id: string, pet: string, order: string, overrides: Partial<ScanLookupDto> = {}): ScanLookupDto => ({
  booking: { id, order_id_c: order, pet_first_name_c: pet, service_type: 'Private Cremation', order_stage_c: 'Awaiting Collection' },
  action: 'handed_to_driver',
  action_label: 'Handed to the driver',
  reason: null,
  ...overrides,
});

const scanned = (overrides: Partial<CustodyEventDto> = {}): CustodyEventDto => ({
  id: 'event-9',
  sequence: 4,
  kind: 'scan',
  from_stage: 'Awaiting Collection',
  to_stage: 'Pet Collected',
  moved_at: '2026-11-28T01:00:00Z',
  left_at: null,
  seconds_in_stage: 0,
  actor: { kind: 'staff', name: 'Dana Nguyen' },
  move: 'forward',
  scan: null,
  refusal: null,
  ...overrides,
});

const WRONG_TAG = "Wrong tag: this is Max (PP-1052)'s tag, not Bella (PP-1049)'s. Stop and check the pet and its tag before going on.";

function renderScan(answers: Record<string, FakeReply> = {}) {
  const fake = fakeApi({
    'GET portal/scan': (call) => {
      const code = call.query.get('tag') ?? '';
      if (code.includes(BELLA)) return { body: { data: lookup(BELLA, 'Bella', 'PP-1049') } };
      if (code.includes(MAX)) return { body: { data: lookup(MAX, 'Max', 'PP-1052') } };
      return { status: 422, body: { errors: { detail: { tag: "This code is not a Vet Portal pet tag. Scan the QR code printed on the pet's tag." } } } };
    },
    [`POST portal/booking/${BELLA}/scan`]: (call) =>
      (call.body as { tag: string }).tag.includes(MAX)
        ? { status: 409, body: { errors: { detail: WRONG_TAG, refusal: { reason: 'wrong_booking', event_id: 'event-10' } } } }
        : { status: 201, body: { data: { event: scanned(), order_stage_c: 'Pet Collected' } } },
    ...answers,
  });
  renderWithProviders(
    <StaffMain>
      <Routes>
        <Route path="/scan" element={<ScanPage />} />
      </Routes>
    </StaffMain>,
    { api: fake.api, route: '/scan' },
  );
  return fake;
}

const codeField = () => page.getByRole('textbox', { name: 'Pet tag code' });

/** A USB scanner: the code typed into the focused field, then Enter. */
async function typedScan(code: string) {
  await codeField().click();
  await userEvent.keyboard(`${code}{Enter}`);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a typed scan (a USB scanner)', () => {
  it('opens the booking with its one action, and records it with the fields, the code and the device', async () => {
    const { calls } = renderScan();
    await page.getByRole('textbox', { name: 'This device’s name' }).fill('Front desk scanner');
    await typedScan(tag(BELLA));
    await expect.element(page.getByRole('heading', { name: 'Booking PP-1049' })).toBeVisible();
    await expect.element(page.getByText('Bella', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Awaiting Collection')).toBeVisible();
    // The first field takes the focus, so the nurse types straight on.
    await expect.element(page.getByRole('textbox', { name: /^Driver’s name/ })).toHaveFocus();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.keyboard('Sam Driver');
    await page.getByRole('textbox', { name: /^Number of bags/ }).fill('2');
    await page.getByRole('button', { name: 'Record: Handed to the driver' }).click();
    await expect.element(page.getByText("Recorded: Handed to the driver for Bella (PP-1049). The booking is now at 'Pet Collected'.")).toBeVisible();
    expect(calls('POST', `portal/booking/${BELLA}/scan`).map((call) => call.body)).toEqual([
      { action: 'handed_to_driver', tag: tag(BELLA), input: 'keyboard', device: 'Front desk scanner', handed_over_by: '', driver_name: 'Sam Driver', bag_count: 2 },
    ]);
    // Ready for the next tag.
    await expect.element(codeField()).toHaveFocus();
    expect(localStorage.getItem('portal.scanDevice')).toBe('Front desk scanner');
  });

  it('asks for the driver and a number of bags from 1 to 20, announced on each field, and sends nothing until they are right', async () => {
    const { calls } = renderScan();
    await typedScan(tag(BELLA));
    await page.getByRole('textbox', { name: /^Number of bags/ }).fill('0');
    await page.getByRole('button', { name: 'Record: Handed to the driver' }).click();
    await expect.element(page.getByText("The driver's name is required")).toBeVisible();
    await expect.element(page.getByText('The number of bags must be a whole number from 1 to 20')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: /^Driver’s name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('textbox', { name: /^Number of bags/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', `portal/booking/${BELLA}/scan`)).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says why nothing can be scanned at a stage that allows no action', async () => {
    renderScan({
      'GET portal/scan': {
        body: { data: lookup(BELLA, 'Bella', 'PP-1049', { action: null, action_label: null, reason: "Bella's booking is at 'In Cremation'. Nothing is scanned at the clinic at this stage." }) },
      },
    });
    await typedScan(tag(BELLA));
    await expect.element(page.getByText("Bella's booking is at 'In Cremation'. Nothing is scanned at the clinic at this stage.")).toBeVisible();
    expect(page.getByRole('button', { name: /^Record/ }).query()).toBeNull();
  });
});

describe('a refused scan', () => {
  it('another booking’s tag while a booking is on screen: full screen, focused, with a tone; Enter does not dismiss it, its button does', async () => {
    const oscillators = vi.spyOn(AudioContext.prototype, 'createOscillator');
    const { calls } = renderScan();
    await typedScan(tag(BELLA));
    await page.getByRole('textbox', { name: /^Driver’s name/ }).fill('Sam Driver');
    await page.getByRole('textbox', { name: /^Number of bags/ }).fill('2');
    await typedScan(tag(MAX));

    const warning = page.getByRole('alertdialog', { name: 'Stop: Wrong tag' });
    await expect.element(warning).toBeVisible();
    await expect.element(warning).toHaveFocus();
    await expect.element(warning).toMatchTextContent(WRONG_TAG);
    await expect.element(warning).toMatchTextContent('This refused scan is recorded on the booking’s custody timeline.');
    expect(oscillators).toHaveBeenCalled();
    // The whole window.
    const box = warning.element().getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    // The refusal went to the server with the booking on screen, the tag scanned and the form as it stood.
    expect(calls('POST', `portal/booking/${BELLA}/scan`).map((call) => call.body)).toEqual([
      expect.objectContaining({ action: 'handed_to_driver', tag: tag(MAX), driver_name: 'Sam Driver', bag_count: 2 }),
    ]);
    expect(await seriousViolations()).toEqual([]);

    // A scanner's Enter on the warning does not dismiss it.
    await userEvent.keyboard('{Enter}');
    await expect.element(warning).toBeVisible();
    await page.getByRole('button', { name: 'I have checked: dismiss' }).click();
    await expect.element(warning).not.toBeInTheDocument();
    await expect.element(codeField()).toHaveFocus();
    // The booking on screen is still there to record with its own tag.
    await expect.element(page.getByRole('heading', { name: 'Booking PP-1049' })).toBeVisible();
  });

  it('another booking’s tag before the form is filled: refused and recorded with the tag and the action alone', async () => {
    const { calls } = renderScan();
    await typedScan(tag(BELLA));
    await typedScan(tag(MAX));
    const warning = page.getByRole('alertdialog', { name: 'Stop: Wrong tag' });
    await expect.element(warning).toMatchTextContent(WRONG_TAG);
    await expect.element(warning).toMatchTextContent('This refused scan is recorded on the booking’s custody timeline.');
    expect(calls('POST', `portal/booking/${BELLA}/scan`).map((call) => call.body)).toEqual([
      { action: 'handed_to_driver', tag: tag(MAX), input: 'keyboard', device: null },
    ]);
  });

  it('a tag the server takes as this booking’s own while the form is not filled in (422): the page asks its tag’s booking, and says nothing was recorded', async () => {
    renderScan({ [`POST portal/booking/${BELLA}/scan`]: { status: 422, body: { errors: { detail: { driver_name: "The driver's name is required" } } } } });
    await typedScan(tag(BELLA));
    await typedScan(tag(MAX));
    const warning = page.getByRole('alertdialog', { name: 'Stop: Wrong tag' });
    await expect.element(warning).toMatchTextContent('Nothing was recorded.');
  });

  it('a code that is no pet tag, with nothing on screen: full screen in the server’s words', async () => {
    renderScan();
    await typedScan('hello');
    const warning = page.getByRole('alertdialog', { name: 'Stop: Not a pet tag' });
    await expect.element(warning).toMatchTextContent("This code is not a Vet Portal pet tag. Scan the QR code printed on the pet's tag.");
    await userEvent.keyboard('{Escape}');
    await expect.element(warning).not.toBeInTheDocument();
  });

  it('the collector not confirmed: the server’s refusal full screen, recorded', async () => {
    const notConfirmed =
      "Not confirmed: what was given matches neither the owner's surname nor the collection code texted to the family. Do not hand over the ashes until the person is confirmed.";
    renderScan({
      'GET portal/scan': { body: { data: lookup(BELLA, 'Bella', 'PP-1049', { action: 'collected_by_family', action_label: 'Collected by the family' }) } },
      [`POST portal/booking/${BELLA}/scan`]: { status: 409, body: { errors: { detail: notConfirmed, refusal: { reason: 'identity_not_confirmed', event_id: 'event-11' } } } },
    });
    await typedScan(tag(BELLA));
    await expect.element(page.getByRole('textbox', { name: /^Collected by/ })).toHaveFocus();
    await userEvent.keyboard('Jo Citizen');
    await page.getByRole('textbox', { name: /^Owner’s surname or collection code/ }).fill('Smith');
    await page.getByRole('button', { name: 'Record: Collected by the family' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Stop: Collector not confirmed' });
    await expect.element(warning).toMatchTextContent(notConfirmed);
    await expect.element(warning).toMatchTextContent('This refused scan is recorded');
  });
});
