// The dashboard's two tables in Chromium, without the stack (spec 000 s9): each paged in the address,
// the partial bookings toggle kept in this browser, what a failed list says, and which practices have
// the Awaiting Return table (moved from e2e bookings.spec.ts, issue 30).
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { BookingDto } from '@portal/contracts/wire/bookings';
import type { RelationshipType } from '@portal/contracts/wire/vet';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { bookingDto, deferred, fakeApi, renderWithProviders, vetDto, type FakeAnswer, type FakeReply } from '@portal/shared/testing';
import { seriousViolations, StaffMain } from '@portal/shared/testing/browser';
import { DashboardPage } from './DashboardPage';

// Live updates need the realtime service; nothing moves during these tests.
vi.mock('../../lib/useLiveBookings', () => ({ useLiveBookings: () => undefined }));

/** Where the router is, for the checks of the address a pager link opens. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

const rowsAt = (stage: string, prefix: string, count: number, extra: Partial<BookingDto> = {}) =>
  Array.from({ length: count }, (_, n) => bookingDto({ id: `${prefix}-${n}`, order_id_c: `${prefix}-${n}`, order_stage_c: stage, is_open_order_c: 0, ...extra }));

/** As the seed has them: 7 closed private bookings wait for instructions, 7 for their return, and 4 are partial (VP Unsubmitted). */
const WAITING = rowsAt('Pet Collected - Pending Details', 'WI', 7);
const RETURNING = rowsAt('Awaiting Return Delivery', 'WR', 7);
const PARTIAL = rowsAt('VP Unsubmitted', 'PB', 4);

/** GET portal/booking as portal-api pages the dashboard's lists (by order_stage, partial_bookings, page and page_size). */
const bookingLists: FakeReply = ({ query }) => {
  const stage = query.get('order_stage');
  const all = stage === 'Awaiting Return Delivery' ? RETURNING : [...(query.get('partial_bookings') === 'true' ? PARTIAL : []), ...WAITING];
  const size = Number(query.get('page_size'));
  const at = Number(query.get('page'));
  return { body: { data: all.slice((at - 1) * size, at * size), current_page: at, last_page: Math.max(1, Math.ceil(all.length / size)), total: all.length } };
};

function renderDashboard(relationshipType: RelationshipType = 'vet_direct', bookings: FakeReply = bookingLists, route = '/dashboard') {
  const { api } = fakeApi({
    'GET portal/vet': { body: { data: vetDto('Pricebook', { relationship_type_c: relationshipType }) } },
    'GET portal/vet/service_types': { body: { data: [{ id: 'st-private', name: 'private cremation' }] } },
    'GET portal/booking': bookings,
  });
  return renderWithProviders(
    <StaffMain>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
      </Routes>
      <Address />
    </StaffMain>,
    { api, route },
  );
}

const instructionTable = () => page.getByRole('table', { name: 'Private Cremation: Awaiting Instructions' });
const returnTable = () => page.getByRole('table', { name: 'Private Cremation: Awaiting Return' });
/** Data rows of a table (the header row has column headers, not cells). */
const dataRows = (table: ReturnType<typeof instructionTable>) => table.getByRole('row').filter({ has: page.getByRole('cell') });
const address = () => page.getByRole('status', { name: 'Address' });
const partialToggle = () => page.getByLabelText('View partial bookings');

describe('the dashboard tables', () => {
  it('both tables page by ?table=&page=, and the partial toggle is kept', async () => {
    const first = renderDashboard();
    await expect.poll(() => dataRows(instructionTable()).elements()).toHaveLength(5);
    await expect.poll(() => dataRows(returnTable()).elements()).toHaveLength(5);
    expect(instructionTable().getByRole('cell', { name: 'Pet Collected - Pending Details' }).elements()).toHaveLength(5);

    await page.getByRole('navigation', { name: 'Awaiting Instructions pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect.element(address()).toHaveTextContent('/dashboard?table=instruction&page=2');
    await expect.poll(() => dataRows(instructionTable()).elements()).toHaveLength(2);
    expect(dataRows(returnTable()).elements()).toHaveLength(5);

    await page.getByRole('navigation', { name: 'Awaiting Return pages' }).getByRole('link', { name: 'Next' }).click();
    await expect.element(address()).toHaveTextContent('/dashboard?table=return&page=2');
    await expect.poll(() => dataRows(returnTable()).elements()).toHaveLength(2);
    expect(returnTable().getByRole('cell', { name: 'In Progress' }).elements()).toHaveLength(2);

    // Partial bookings: the 4 VP Unsubmitted join the 7.
    await expect.element(partialToggle()).not.toBeChecked();
    await page.getByText('View partial bookings').click();
    await expect.element(partialToggle()).toBeChecked();
    await expect.element(page.getByRole('navigation', { name: 'Awaiting Instructions pages' }).getByRole('link', { name: 'Page 3' })).toBeVisible();
    await expect.element(instructionTable().getByRole('cell', { name: 'Unsubmitted', exact: true }).first()).toBeVisible();

    // The page loaded again: the toggle is as it was left.
    first.unmount();
    renderDashboard('vet_direct', bookingLists, '/dashboard?table=return&page=2');
    await expect.element(partialToggle()).toBeChecked();
    await expect.element(instructionTable().getByRole('cell', { name: 'Unsubmitted', exact: true }).first()).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a failed list shows No bookings found in both tables', async () => {
    renderDashboard('vet_direct', { status: 500, body: { errors: { detail: 'Something went wrong' } } });
    await expect.element(instructionTable().getByRole('cell', { name: 'No bookings found' })).toBeVisible();
    await expect.element(returnTable().getByRole('cell', { name: 'No bookings found' })).toBeVisible();
  });

  it.each(['referral', 'vet_unity'] as const)('a %s practice has no Awaiting Return table', async (relationshipType) => {
    renderDashboard(relationshipType);
    await expect.poll(() => dataRows(instructionTable()).elements()).toHaveLength(5);
    await expect.element(page.getByRole('heading', { name: 'Private Cremation: Awaiting Instructions' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Private Cremation: Awaiting Return' }).query()).toBeNull();
    expect(returnTable().query()).toBeNull();
  });
});

// Issue 17 (moved from e2e federation.spec.ts, issue 30): the layout shift summed as the e2e test summed it
// (the layout-shift entries a PerformanceObserver sees, as Lighthouse's CLS counts them).
describe('the dashboard while it loads', () => {
  it('nothing moves when the service types arrive after the booking tables (no layout shift)', async () => {
    await page.viewport(1280, 900);
    // Only this test's shifts: the page is shared with the tests before it.
    const start = performance.now();
    let shift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= start) shift += (entry as PerformanceEntry & { value: number }).value;
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    // The service types are answered only once both booking tables have their rows.
    const serviceTypes = deferred<FakeAnswer>();
    const { api, sent } = fakeApi({
      'GET portal/vet': { body: { data: vetDto('Pricebook', { relationship_type_c: 'vet_direct' }) } },
      'GET portal/vet/service_types': () => serviceTypes.promise,
      'GET portal/booking': bookingLists,
      'GET portal/dashboard/overdue': { body: { data: { count: 2, as_of: '2026-11-28T01:00:00Z' } } },
    });
    renderWithProviders(
      <StaffMain>
        <DashboardPage />
      </StaffMain>,
      { api, route: '/dashboard' },
    );
    await expect.poll(() => sent.filter((call) => call.path === 'portal/booking').length).toBe(2);
    // Past the next frames, so the tables' rows are laid out (hidden) before the tiles come.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    serviceTypes.resolve({ body: { data: [{ id: 'st-private', name: 'private cremation' }, { id: 'st-supply', name: 'vet supply order' }] } });
    await expect.poll(() => page.getByRole('list', { name: 'Start here' }).getByRole('link').elements().map((link) => link.textContent)).toEqual(['New Booking', 'Vet Supply Order', 'View All Bookings', 'Scan a pet tag', 'Overdue', 'Family concerns']);
    await expect.element(returnTable()).toBeVisible();
    await expect.poll(() => dataRows(returnTable()).elements().length).toBeGreaterThan(0);
    // Past the next frame, so a shift of the last render is counted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    observer.disconnect();
    expect(shift).toBeLessThan(0.001);
  });
});
