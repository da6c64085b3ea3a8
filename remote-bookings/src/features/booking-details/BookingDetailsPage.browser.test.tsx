// A booking's details page in Chromium, without the stack: its layout on a phone, a tablet and a desk
// (issue 14 item 16, the tracker; issue 19 item 2, the custody timeline), and its artwork summary
// (issue 15 item 1); its status, status line, tracker step, prices and pet tag for each kind of
// practice (moved from e2e bookings.spec.ts, issue 30).
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { BookingDto, QuotedProductDto } from '@portal/contracts/wire/bookings';
import type { CustodyEventDto } from '@portal/contracts/wire/custody';
import { Route, Routes } from '@portal/shared/router';
import { bookingDto, fakeApi, PHOTO_MEMORIAL_TILE, renderWithProviders, vetDto, type FakeReply } from '@portal/shared/testing';
import { FILES_ORIGIN, serveFiles, seriousViolations, sidewaysOverflow, StaffMain } from '@portal/shared/testing/browser';
import { BookingDetailsPage } from './BookingDetailsPage';

// Live updates need the realtime service; nothing moves during these tests.
vi.mock('../../lib/useLiveBookings', () => ({ useLiveBookings: () => undefined }));

/** Sam Citizen's dog Biscuit, as the e2e journeys' bookings were made (e2e/support/bookings.ts). */
const booking = (overrides: Partial<BookingDto>) =>
  bookingDto({
    order_id_c: '100342',
    first_name: 'Sam',
    last_name: 'Citizen',
    email_address: 'sam@example.com',
    phone_mobile: '0412345678',
    primary_address_street: '1 King William Street',
    primary_address_city: 'Adelaide',
    primary_address_state: 'SA',
    primary_address_postalcode: '5000',
    primary_address_country: 'Australia',
    pet_first_name_c: 'Biscuit',
    pet_last_name_c: 'Citizen',
    pet_sex_c: 'Male',
    order_events: [{ id: 'event-2', from_value: 'VP Unsubmitted', to_value: 'VP Submitted', date_modified: '2026-03-10T09:05:00Z' }],
    ...overrides,
  });

const move = (id: string, from: string | null, to: string, at: string, actor: string, left: string | null): CustodyEventDto => ({
  id,
  sequence: Number(id.replace(/\D/g, '')) || 1,
  kind: 'move',
  from_stage: from,
  to_stage: to,
  moved_at: at,
  left_at: left,
  seconds_in_stage: left ? 3_600 : 5_400,
  actor: { kind: actor === 'Back office' ? 'back_office' : 'staff', name: actor },
  move: from ? 'forward' : 'created',
  scan: null,
  refusal: null,
});

function renderDetails(shown: BookingDto, custody: CustodyEventDto[] = [], vet = vetDto(), answers: Record<string, FakeReply> = {}) {
  const { api } = fakeApi({
    ...answers,
    [`GET portal/booking/${shown.id}`]: { body: { data: shown } },
    [`GET portal/booking/${shown.id}/custody`]: { body: { data: custody } },
    [`GET portal/booking/${shown.id}/tracking`]: { body: { data: { texts: [], open_links: 0, expires_at: null, closed_at: null } } },
    'GET portal/vet': { body: { data: vet } },
  });
  renderWithProviders(
    <StaffMain>
      <Routes>
        <Route path="/booking/:id" element={<BookingDetailsPage />} />
      </Routes>
    </StaffMain>,
    { api, route: `/booking/${shown.id}` },
  );
}

describe('the tracker', () => {
  it('is one row on a 768 px tablet', async () => {
    await page.viewport(768, 900);
    renderDetails(booking({ order_stage_c: 'In Cremation', service_type: { id: 'st-dispersal', name: 'private cremation & dispersal of ashes' } }));
    await expect.element(page.getByText('Private Cremation & Dispersal of Ashes')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Tracker' }).getByRole('listitem');
    await expect.poll(() => steps.elements()).toHaveLength(8);
    const tops = steps.elements().map((item) => Math.round(item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const overflowing = steps.elements().filter((item) => item.scrollWidth > item.clientWidth + 1);
    expect(overflowing).toHaveLength(0);
  });
});

describe('the custody timeline', () => {
  it.each([375, 768, 1280])('reads at %i px without sideways scrolling', async (width) => {
    await page.viewport(width, 900);
    renderDetails(booking({ order_stage_c: 'At Transport / Holding Facility' }), [
      move('m3', 'VP Submitted', 'At Transport / Holding Facility', '2026-03-10T11:05:00Z', 'Back office', null),
      move('m2', 'VP Unsubmitted', 'VP Submitted', '2026-03-10T09:05:00Z', 'Dr Jones', '2026-03-10T11:05:00Z'),
      move('m1', null, 'VP Unsubmitted', '2026-03-10T08:40:00Z', 'Dr Jones', '2026-03-10T09:05:00Z'),
    ]);
    const latest = page.getByRole('list', { name: 'Stage moves and scans, newest first' }).getByRole('listitem').first();
    await expect.element(latest).toMatchTextContent('by Back office · from Submitted');
    latest.element().scrollIntoView({ block: 'nearest' });
    await expect.element(latest).toBeInViewport();
    expect(sidewaysOverflow()).toBe(0);
  });
});


describe('the details on a 375 px phone', () => {
  it('wrap a long email address inside its card instead of widening the page', async () => {
    await page.viewport(375, 900);
    renderDetails(booking({ email_address: 'harrison.lee.and.family@longer-example-domain.com.au' }));
    await expect.element(page.getByText('harrison.lee.and.family@longer-example-domain.com.au')).toBeVisible();
    expect(sidewaysOverflow()).toBe(0);
  });
});

describe('custody scans (issue 35)', () => {
  const scanOf = (overrides: Partial<NonNullable<CustodyEventDto['scan']>>): NonNullable<CustodyEventDto['scan']> => ({
    action: 'handed_to_driver',
    label: 'Handed to the driver',
    place: 'Perth Paws Veterinary Hospital',
    device: 'Front desk scanner',
    input: 'keyboard',
    handed_over_by: 'Dana Nguyen',
    driver_name: 'Sam Driver',
    bag_count: 2,
    collected_by: null,
    identity_check: null,
    remains_weight_kg: null,
    ...overrides,
  });

  it('shows each scan with who, where, with which device and what it recorded, and a refused scan as a warning in the words shown', async () => {
    const refusal = "Wrong tag: this is Max (PP-1052)'s tag, not Biscuit (100342)'s. Stop and check the pet and its tag before going on.";
    renderDetails(booking({ order_stage_c: 'Pet Collected' }), [
      {
        ...move('m4', 'VP Submitted', 'Pet Collected', '2026-03-10T11:05:00Z', 'Dana Nguyen', null),
        kind: 'scan',
        scan: scanOf({ device: 'Cool room tablet', input: 'camera' }),
      },
      {
        ...move('m3', 'VP Submitted', 'VP Submitted', '2026-03-10T10:05:00Z', 'Dana Nguyen', null),
        kind: 'refused_scan',
        move: 'stay',
        seconds_in_stage: null,
        scan: scanOf({}),
        refusal: { reason: 'wrong_booking', label: 'Wrong tag', message: refusal },
      },
      move('m2', 'VP Unsubmitted', 'VP Submitted', '2026-03-10T09:05:00Z', 'Dr Jones', '2026-03-10T11:05:00Z'),
    ]);
    const entries = page.getByRole('list', { name: 'Stage moves and scans, newest first' }).getByRole('listitem');
    await expect.element(entries.first()).toMatchTextContent('Scan: Handed to the driver');
    await expect.element(entries.first()).toMatchTextContent('by Dana Nguyen · at Perth Paws Veterinary Hospital · Cool room tablet (camera) · Submitted to Pet Collected');
    await expect.element(entries.first()).toMatchTextContent('Driver: Sam Driver · 2 bags · handed over by Dana Nguyen');
    await expect.element(entries.nth(1)).toMatchTextContent('Refused scan: Handed to the driver');
    await expect.element(entries.nth(1)).toMatchTextContent('Wrong tag');
    await expect.element(entries.nth(1)).toMatchTextContent(refusal);
    expect(await seriousViolations()).toEqual([]);
  });

  it('flags a remains weight outside the band for the practice to query, and says when a booking is overdue', async () => {
    const message = 'The cremated remains weigh 0.2 kg; a pet of 12.5 kg usually leaves 0.4 to 0.9 kg. Please query it with the crematorium.';
    renderDetails(
      booking({
        order_stage_c: 'Ashes Processed',
        remains_weight: { weight_kg: 0.2, weighed_at: '2026-03-12T09:00:00Z', pet_weight_kg: 12.5, expected_kg: 0.6, min_kg: 0.4, max_kg: 0.9, plausible: false, message },
        overdue: { expected_hours: 48, due_at: '2026-03-14T09:00:00Z', overdue_seconds: 3_600, summary: 'Ashes Processed for 2 days 1 h (expected within 2 days)' },
      }),
    );
    await expect.element(page.getByTestId('remains-weight-notice')).toMatchTextContent(message);
    await expect.element(page.getByTestId('overdue-notice')).toMatchTextContent('Ashes Processed for 2 days 1 h (expected within 2 days)');
    await expect.element(page.getByText('0.2 kg', { exact: true })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('offers the certificate of cremation once the cremation is complete, and says the server’s reason when there is none', async () => {
    const refused = 'The custody record of this booking does not verify: no certificate can be issued. Please contact Client Care.';
    renderDetails(booking({ order_stage_c: 'Completed - Returned', is_final_order_stage_c: 1 }), [], vetDto(), {
      'GET portal/booking/booking-1/certificate': { status: 409, body: { errors: { detail: refused } } },
    });
    await page.getByRole('button', { name: 'Certificate of cremation' }).click();
    await expect.element(page.getByRole('alert')).toMatchTextContent(refused);
  });

  it('offers no certificate before the cremation is complete', async () => {
    renderDetails(booking({ order_stage_c: 'In Cremation' }));
    await expect.element(page.getByText('Private Cremation')).toBeVisible();
    expect(page.getByRole('button', { name: 'Certificate of cremation' }).query()).toBeNull();
  });
});

/**
 * A Photo Memorial Tile line whose artwork the nurse submitted, as portal-api answers it: the artwork's
 * fields keep the pet's name, two lines and an icon, as the product modal's draft does
 * (e2e/support/engraving.ts submitStaffArtworkFor), besides the photo.
 */
const tileLine = (petName: string): QuotedProductDto => ({
  id: 'q-tile',
  name: 'Photo Memorial Tile',
  quantity: 1,
  unit_price: 189,
  discount_price: 142,
  engraving_text: null,
  actual_product_id_c: 'actual-tile',
  producttemplate_id_c: PHOTO_MEMORIAL_TILE.ID,
  parent_product_id: null,
  seq: 1,
  deleted: 0,
  is_vpcreated: 1,
  package_products_c: null,
  child_products: [],
  engraving_artwork: 1,
  engraving_plaque_config: PHOTO_MEMORIAL_TILE,
  engraving_versions: [
    {
      id: 'v1',
      version: 1,
      submitted_at: '2026-03-10T09:30:00Z',
      submitted_by: 'staff',
      approved: 0,
      approved_by: null,
      approved_at: null,
      engravingFiles: {
        image_options_key: 'engraving/booking-1/q-tile/custom_text-1.png',
        image_options_url: 'http://api.test/files/engraving/booking-1/q-tile/custom_text-1.png',
        engraving_options_key: 'engraving/booking-1/q-tile/engraving_options-1.png',
        engraving_options_url: 'http://api.test/files/engraving/booking-1/q-tile/engraving_options-1.png',
        petName: { text: petName, font: 'Garamond', size: 28, max: 11 },
        primaryText: { text: 'Forever our good boy', font: 'Times New Roman', size: 14, max: 29 },
        secondaryText: { text: '2012 - 2026', font: 'Arial', size: 12, max: 29 },
        icon: 'Dog Paw',
        iconPlacement: 'Left',
        imageOptions: { fileImgSrc: 'pet-photo.png', croppedAreaPixels: { x: 0, y: 0, width: 320, height: 384 }, aspectW: 5, aspectH: 6, rotation: 0, zoom: 1 },
      },
    },
  ],
});

describe('the artwork summary at 1280 (issue 15 item 1)', () => {
  it("the staff summary of a photo-only tile says 'Photo only', not the pet's name its fields keep", async () => {
    await page.viewport(1280, 800);
    renderDetails(booking({ order_stage_c: 'VP Submitted', pet_first_name_c: 'Milo', quoted_products: [tileLine('Milo')] }));
    const entry = page.getByRole('article', { name: 'Photo Memorial Tile' });
    await expect.element(entry.getByText('Photo only')).toBeVisible();
    await expect.element(entry).not.toMatchTextContent('Milo');
  });
});

// Issue 15 item 10 (moved from e2e owner-approval-state.spec.ts, issue 30): the back office moved the
// booking to engraving while its artwork still waited for the owner.
describe('artwork the owner has not approved, at a stage where plaques are engraved', () => {
  it('warns staff on the plaque, naming the stage and the version still waiting', async () => {
    await page.viewport(1280, 800);
    renderDetails(booking({ order_stage_c: 'Awaiting Processing', pet_first_name_c: 'Luna', quoted_products: [{ ...tileLine('Luna'), name: 'Engraved Brass Plaque' }] }));
    const entry = page.getByRole('article', { name: 'Engraved Brass Plaque' });
    await expect
      .element(entry.getByTestId('awaiting-owner-warning'))
      .toHaveTextContent(
        'This booking has reached Awaiting Processing, where plaques are engraved, but the owner has not approved the artwork yet (version 1 is still waiting for them). Please contact our Client Care team so the plaque is not engraved with artwork the owner has not approved.',
      );
  });
});

describe("a booking the crematorium is waiting on (the dashboard's Awaiting Instructions; issue 31 item 6)", () => {
  it("at 'Pet Collected - Pending Details' says what is missing and links to the edit wizard to add it", async () => {
    renderDetails(booking({ order_stage_c: 'Pet Collected - Pending Details', is_open_order_c: 0 }));
    const next = page.getByTestId('next-step');
    await expect.element(next).toBeVisible();
    await expect
      .element(next)
      .toMatchTextContent(
        'The crematorium has collected the pet and is waiting for the family’s instructions: the service, urn and keepsakes they have chosen, and anything to know before the cremation. Edit the booking to add them, then save each step.',
      );
    await expect.element(next.getByRole('link', { name: 'Add the family’s instructions' })).toHaveAttribute('href', '/edit-booking-private/booking-1');
  });

  it('says nothing of it at another stage', async () => {
    renderDetails(booking({ order_stage_c: 'VP Submitted', is_open_order_c: 0 }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Booking 100342' })).toBeVisible();
    await expect.element(page.getByTestId('booking-status')).toHaveTextContent('Submitted');
    expect(page.getByTestId('next-step').query()).toBeNull();
  });
});

/** A plain cart line (no artwork) at these prices. */
const plainLine = (id: string, name: string, unitPrice: number, discountPrice: number): QuotedProductDto => ({
  ...tileLine(''),
  id,
  name,
  unit_price: unitPrice,
  discount_price: discountPrice,
  producttemplate_id_c: null,
  engraving_artwork: 0,
  engraving_plaque_config: null,
  engraving_versions: [],
});

const status = () => page.getByTestId('booking-status');
const statusLine = () => page.getByTestId('status-line');
/** The tracker's current step ([aria-current="step"]), if any. */
const currentStep = () => document.querySelector('nav[aria-label="Tracker"] [aria-current="step"]');
const order = () => page.getByRole('table', { name: 'Order' });
const OK_TO_PREPARE = { ok_prepare_c: 1, ok_prepare_time_c: '2026-03-11T14:30:00Z' };

describe('a submitted booking (VP Submitted): status and status line', () => {
  it('a direct practice: Submitted, waiting for final instructions, no tracker step yet; then received, with the date', async () => {
    renderDetails(booking({ order_stage_c: 'VP Submitted', ok_prepare_c: 0 }));
    await expect.element(status()).toHaveTextContent('Submitted');
    await expect.element(statusLine()).toHaveTextContent('Waiting for final instructions');
    await expect.element(page.getByRole('navigation', { name: 'Tracker' })).toBeVisible();
    expect(currentStep()).toBeNull();
  });

  it('a direct practice, ok to prepare: Final instructions received and when', async () => {
    renderDetails(booking({ order_stage_c: 'VP Submitted', ...OK_TO_PREPARE }));
    await expect.poll(() => statusLine().query()?.textContent).toMatch(/^Final instructions received \d{2}:\d{2} \d{1,2}-[A-Z][a-z]{2}-\d{4}$/);
  });

  it.each([
    [0, /^Waiting for final instructions and\/or payment$/],
    [1, /^Final instructions and\/or payment received \d{2}:\d{2} \d{1,2}-[A-Z][a-z]{2}-\d{4}$/],
  ])('a referral practice (ok to prepare %i) waits for instructions and/or payment, or says they came', async (ok, line) => {
    renderDetails(booking({ order_stage_c: 'VP Submitted', ...(ok ? OK_TO_PREPARE : { ok_prepare_c: 0 }) }), [], vetDto('RRP', { relationship_type_c: 'referral' }));
    await expect.poll(() => statusLine().query()?.textContent).toMatch(line);
  });
});

describe("a referral practice's booking further on", () => {
  const referral = vetDto('RRP', { relationship_type_c: 'referral' });

  it('Completed - Posted is Completed, at the tracker step Completed', async () => {
    renderDetails(booking({ order_stage_c: 'Completed - Posted', is_final_order_stage_c: 1, is_open_order_c: 0 }), [], referral);
    await expect.element(status()).toHaveTextContent('Completed');
    await expect.poll(() => currentStep()?.textContent ?? '').toContain('Completed');
  });

  it('Pet Collected - Pending Details shows that stage, and an RRP practice sees the prices and the total', async () => {
    renderDetails(
      booking({ order_stage_c: 'Pet Collected - Pending Details', is_open_order_c: 0, quoted_products: [plainLine('q-urn', 'Classic Urn', 240, 180)] }),
      [],
      referral,
    );
    await expect.element(status()).toHaveTextContent('Pet Collected - Pending Details');
    await expect.element(order().getByRole('row').filter({ hasText: 'Total (inc GST)' })).toMatchTextContent('$');
    await expect.element(order().getByRole('row').filter({ hasText: 'Classic Urn' })).toMatchTextContent('$240.00');
  });
});

describe('prices', () => {
  it('are hidden for the No price practice: only Item and Qty, no total or travel costs', async () => {
    renderDetails(
      booking({ order_stage_c: 'Awaiting Processing', quoted_products: [plainLine('q-urn', 'Classic Urn', 240, 180)] }),
      [],
      vetDto('No price', { relationship_type_c: 'vet_unity', provides_client_details_c: 0 }),
    );
    await expect.element(order().getByRole('row').nth(1)).toBeVisible();
    await expect.element(order().getByRole('row').filter({ hasText: 'Classic Urn' })).toBeVisible();
    expect(order().getByRole('columnheader').elements().map((header) => header.textContent)).toEqual(['Item', 'Qty']);
    const text = order().element().textContent ?? '';
    expect(text).not.toContain('$');
    expect(text).not.toContain('Total (inc GST)');
    expect(text).not.toContain('Travel Cost');
  });
});

describe('the pet tag', () => {
  it('an image that fails to load (404) shows the placeholder', async () => {
    const files = await serveFiles({});
    try {
      renderDetails(booking({ order_stage_c: 'In Cremation', pet_tag_image: { id: 'tag-gone', url: `${FILES_ORIGIN}gone.png` } }));
      await expect.element(page.getByRole('img', { name: /^No pet tag image/ })).toBeVisible();
    } finally {
      await files.stop();
    }
  });
});
