// /bookings in Chromium, without the stack: its table's layout at a desk and on a tablet (issue 14,
// item 16: service types as people read them, pages that stay readable on a 768 px tablet); its pages,
// its Edit and View, and its pet tags (moved from e2e bookings.spec.ts, issue 30).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { BookingDto } from '@portal/contracts/wire/bookings';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { bookingDto, fakeApi, renderWithProviders, vetDto } from '@portal/shared/testing';
import { FILES_ORIGIN, plainPng, serveFiles, seriousViolations, sidewaysOverflow, StaffMain, textRight, type FileStore } from '@portal/shared/testing/browser';
import { BookingsPage } from './BookingsPage';

// Live updates need the realtime service; nothing moves during these tests.
vi.mock('../../lib/useLiveBookings', () => ({ useLiveBookings: () => undefined }));

const SERVICE_TYPES = [
  'private cremation',
  'communal cremation - stray / wildlife - vet',
  'private cremation & dispersal of ashes',
  'communal cremation',
  'products only',
];

/** A full first page of the practice's bookings, the long stray/wildlife service type among them. */
const rows = Array.from({ length: 15 }, (_, n) =>
  bookingDto({
    id: `booking-${n + 1}`,
    order_id_c: `VP-${100200 + n}`,
    service_type: { id: `st-${n % SERVICE_TYPES.length}`, name: SERVICE_TYPES[n % SERVICE_TYPES.length] ?? 'private cremation' },
    date_entered: `2026-03-${String(10 + n).padStart(2, '0')}T09:05:00Z`,
    first_name: 'Margaret',
    last_name: 'Fitzgerald-Whitaker',
    pet_first_name_c: 'Biscuit',
    pet_last_name_c: 'Fitzgerald-Whitaker',
    // The longest status among them: the column is as wide as its widest row (Edit and View are on the others).
    ...(n % 2 === 1 ? { order_stage_c: 'Pet Collected - Pending Details', is_open_order_c: 0 } : {}),
  }),
);

function renderBookings() {
  const { api } = fakeApi({
    'GET portal/booking': { body: { data: rows, current_page: 1, last_page: 3 } },
    'GET portal/vet': { body: { data: vetDto() } },
  });
  renderWithProviders(
    <StaffMain>
      <BookingsPage />
    </StaffMain>,
    { api, route: '/bookings' },
  );
}

describe('/bookings on a desk and a tablet', () => {
  it('a long service type stays in its column at 1280 px', async () => {
    await page.viewport(1280, 900);
    renderBookings();
    const row = page.getByRole('row').filter({ hasText: 'VP-100201' });
    const serviceType = row.getByTestId('service-type');
    await expect.element(serviceType).toHaveTextContent('Communal Cremation - Stray / Wildlife - Vet');
    const cell = serviceType.element().getBoundingClientRect();
    const date = row.getByTestId('date-created').element().getBoundingClientRect();
    // The text's own width (a range over it) ends before the date column starts.
    expect(textRight(serviceType.element())).toBeLessThanOrEqual(date.x);
    expect(cell.x + cell.width).toBeLessThanOrEqual(date.x + 1);
  });

  // Issue 31 item 4: at 768 px Status and Action were past the right edge of a table that scrolled
  // sideways with no cue, and pet names were cut ('Biscu').
  it('at 768 px every row shows its whole pet name, status and View without sideways scrolling; service type and date sit under the Booking ID', async () => {
    await page.viewport(768, 900);
    renderBookings();
    const table = page.getByRole('table', { name: 'Latest entries' });
    await expect.element(table.getByRole('row').filter({ hasText: 'VP-100214' })).toBeVisible();
    const area = table.element().parentElement as HTMLElement;
    expect(area.scrollWidth - area.clientWidth).toBeLessThanOrEqual(0);
    expect(sidewaysOverflow()).toBe(0);
    const right = area.getBoundingClientRect().right;
    for (const row of table.getByRole('row').filter({ hasText: /VP-1002/ }).elements()) {
      for (const name of ['Biscuit Fitzgerald-Whitaker', 'View']) {
        const cell = [...row.querySelectorAll('td')].find((td) => td.textContent?.includes(name));
        expect(cell, name).toBeDefined();
        expect(textRight(cell as Element), name).toBeLessThanOrEqual(right);
      }
      // Booking ID, Pet Tag, Service Type and Date Created (hidden here), Owner Name, Pet Name, Status, Action.
      const status = row.querySelectorAll('td')[6] as Element;
      expect(status.textContent).not.toBe('');
      expect(textRight(status)).toBeLessThanOrEqual(right);
    }
    const first = table.getByRole('row').filter({ hasText: 'VP-100201' });
    await expect.element(first.getByTestId('stacked-facts')).toHaveTextContent('Communal Cremation - Stray / Wildlife - Vet09:05 11-Mar-2026');
    await expect.element(first.getByTestId('service-type')).not.toBeVisible();
  });
});

/** Where the router is, for the checks of the address a pager link opens. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** The practice's bookings, 15 a page, newest first: `pages` pages, the last one with 7. */
function renderPagedBookings({ pages = 6, firstRows = [] as BookingDto[] } = {}) {
  const pageRows = (n: number) =>
    Array.from({ length: n === pages ? 7 : 15 }, (_, i) =>
      bookingDto({ id: `p${n}-${i}`, order_id_c: `VP-${n}${String(i).padStart(3, '0')}`, date_entered: '2026-03-10T09:05:00Z', pet_first_name_c: `Pet ${n}-${i}` }),
    );
  const fake = fakeApi({
    'GET portal/booking': ({ query }) => {
      const n = Number(query.get('page') ?? '1');
      const rows = n === 1 && firstRows.length > 0 ? [...firstRows, ...pageRows(1).slice(firstRows.length)] : pageRows(n);
      return { body: { data: rows, current_page: n, last_page: pages, total: 15 * (pages - 1) + 7 } };
    },
    'GET portal/vet': { body: { data: vetDto() } },
  });
  renderWithProviders(
    <StaffMain>
      <Routes>
        <Route path="/bookings" element={<BookingsPage />} />
      </Routes>
      <Address />
    </StaffMain>,
    { api: fake.api, route: '/bookings' },
  );
  return fake;
}

const latestEntries = () => page.getByRole('table', { name: 'Latest entries' });
/** Data rows of the table (the header row has column headers, not cells). */
const dataRows = () => latestEntries().getByRole('row').filter({ has: page.getByRole('cell') });
const rowOf = (orderId: string) => dataRows().filter({ hasText: orderId });

describe('/bookings: its pages', () => {
  it('pages by 15 with at most 4 page numbers, Prev and Next', async () => {
    await page.viewport(1280, 900);
    const fake = renderPagedBookings();
    await expect.element(page.getByRole('heading', { name: 'View Bookings/Orders' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Latest entries' })).toBeVisible();
    await expect.poll(() => dataRows().elements()).toHaveLength(15);
    expect(latestEntries().getByRole('columnheader').elements().map((header) => header.textContent)).toEqual([
      'Booking ID',
      'Pet Tag',
      'Service Type',
      'Date Created',
      'Owner Name',
      'Pet Name',
      'Status',
      'Action',
    ]);
    await expect.element(dataRows().first().getByRole('cell').nth(3)).toHaveTextContent('09:05 10-Mar-2026');
    const pages = page.getByRole('navigation', { name: 'Bookings pages' });
    expect(pages.getByRole('link', { name: /^Page \d+$/ }).elements()).toHaveLength(4);
    await expect.element(pages.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect.element(page.getByRole('status', { name: 'Address' })).toHaveTextContent('/bookings?page=2');
    await expect.element(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.element(rowOf('VP-2000')).toBeVisible();
    await pages.getByRole('link', { name: 'Page 4' }).click();
    await expect.element(page.getByRole('status', { name: 'Address' })).toHaveTextContent('/bookings?page=4');
    await expect.element(rowOf('VP-4000')).toBeVisible();
    expect(dataRows().elements()).toHaveLength(15);
    expect(fake.sent.filter((call) => call.path === 'portal/booking').map((call) => [call.query.get('page'), call.query.get('page_size')])).toEqual([
      ['1', '15'],
      ['2', '15'],
      ['4', '15'],
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('Edit shows only for an editable Unsubmitted booking; View always', async () => {
    renderPagedBookings({
      firstRows: [
        bookingDto({ id: 'partial', order_id_c: 'VP-P1', order_stage_c: 'VP Unsubmitted', service_type: { id: 'st-private', name: 'private cremation' } }),
        bookingDto({ id: 'supply', order_id_c: 'VP-S1', order_stage_c: 'VP Unsubmitted', service_type: { id: 'st-supply', name: 'vet supply order' } }),
        bookingDto({ id: 'submitted', order_id_c: 'VP-D1', order_stage_c: 'VP Submitted' }),
      ],
    });
    await expect.element(rowOf('VP-P1').getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-booking-private/partial');
    await expect.element(rowOf('VP-P1').getByRole('link', { name: 'View' })).toHaveAttribute('href', '/booking/partial');
    await expect.element(rowOf('VP-S1').getByRole('link', { name: 'View' })).toBeVisible();
    expect(rowOf('VP-S1').getByRole('link', { name: 'Edit' }).query()).toBeNull();
    await expect.element(rowOf('VP-D1').getByRole('link', { name: 'View' })).toBeVisible();
    expect(rowOf('VP-D1').getByRole('link', { name: 'Edit' }).query()).toBeNull();
  });
});

describe('/bookings: pet tags', () => {
  let files: FileStore | undefined;
  afterEach(async () => {
    await files?.stop();
    files = undefined;
  });

  it('a pet tag opens in a lightbox; a missing or failed image shows the placeholder', async () => {
    files = await serveFiles({ 'tag.png': await plainPng(360, 220) });
    const tag = (url: string) => ({ id: `tag-${url}`, url: `${FILES_ORIGIN}${url}` });
    renderPagedBookings({
      firstRows: [
        bookingDto({ id: 'tagged', order_id_c: 'VP-T1', pet_first_name_c: 'Tigger', pet_tag_image: tag('tag.png') }),
        // A submitted booking whose tag was never printed, and one whose image fails to load (404).
        bookingDto({ id: 'untagged', order_id_c: 'VP-T2', pet_first_name_c: 'Nolan', order_stage_c: 'VP Submitted', pet_tag_image: null }),
        bookingDto({ id: 'broken', order_id_c: 'VP-T3', pet_first_name_c: 'Bruno', order_stage_c: 'In Cremation', pet_tag_image: tag('gone.png') }),
      ],
    });
    await expect.element(rowOf('VP-T2').getByRole('img', { name: /^No pet tag image/ })).toBeVisible();
    await expect.element(rowOf('VP-T3').getByRole('img', { name: /^No pet tag image/ })).toBeVisible();

    const trigger = rowOf('VP-T1').getByRole('button', { name: 'Open pet tag of booking VP-T1' });
    await expect.poll(() => (trigger.getByRole('img').element() as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Pet tag, booking VP-T1' });
    await expect.element(dialog.getByRole('img', { name: /booking VP-T1/ })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
