import path from 'node:path';
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { E2E_DATA_DIR, USERS } from './portal';
import { Wizard } from './wizard';

// The suite's fixtures (model: cal.com apps/web/playwright/lib/fixtures.ts). Each demo member signs in
// once, through the form, in the `setup` project (auth.setup.ts); every journey then starts already
// signed in from that member's saved browser state, so only the sign-in tests use the login form.

export type DemoUser = Exclude<keyof typeof USERS, 'newStarter'>;
export const DEMO_USERS = Object.keys(USERS).filter((user): user is DemoUser => user !== 'newStarter');

/** Where a member's signed-in browser state is kept for the run (in the run's fresh data folder). */
export const authFile = (user: DemoUser) => path.join(E2E_DATA_DIR, 'auth', `${user}.json`);

/** The booking details page of the bookings remote. */
export class BookingDetails {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: /^Booking / });
  readonly order = () => this.page.getByRole('table', { name: 'Order' });

  async goto(bookingId: string) {
    await this.page.goto(`/booking/${bookingId}`);
    await expect(this.heading()).toBeVisible();
  }

  /** The id of the booking whose details page is open. */
  async bookingId() {
    await expect(this.heading()).toBeVisible();
    return new URL(this.page.url()).pathname.split('/').pop() ?? '';
  }
}

interface Fixtures {
  /** The demo member the test's page is signed in as (`test.use({ as: 'directStaff' })`); none by default. */
  as: DemoUser | null;
  /** Another member's page in a browser of its own (closed after the test), e.g. two nurses on one booking. */
  pageAs: (user: DemoUser | null, options?: BrowserContextOptions) => Promise<Page>;
  /** The booking wizard, on the test's page. */
  wizard: Wizard;
  /** The booking details page, on the test's page. */
  details: BookingDetails;
}

/**
 * After a failed test, what each of its pages showed (address and accessibility tree) goes to the run's
 * output: CI keeps only that output, and a time-out alone does not say whether the page was still loading,
 * showed an error or had gone elsewhere.
 */
async function printWhatPagesShowed(pages: readonly Page[], title: string) {
  for (const [index, shown] of pages.entries()) {
    if (shown.isClosed()) continue;
    const tree = await shown
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
    console.log(`What page ${index + 1} of "${title}" showed at ${shown.url()}:\n${tree.slice(0, 4_000)}`);
  }
}

export const test = base.extend<Fixtures>({
  as: [null, { option: true }],
  page: async ({ page }, provide, testInfo) => {
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus) await printWhatPagesShowed([page], testInfo.title);
  },
  storageState: async ({ as, storageState }, provide) => {
    await provide(as ? authFile(as) : storageState);
  },
  pageAs: async ({ browser }, provide, testInfo) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await provide(async (user, options = {}) => {
      // The test's own `use` options apply to new contexts too: a signed-out one is asked for explicitly.
      const context = await browser.newContext({ ...options, storageState: user ? authFile(user) : { cookies: [], origins: [] } });
      contexts.push(context);
      return context.newPage();
    });
    if (testInfo.status !== testInfo.expectedStatus) await printWhatPagesShowed(contexts.flatMap((context) => context.pages()), testInfo.title);
    await Promise.all(contexts.map((context) => context.close()));
  },
  wizard: async ({ page }, provide) => {
    await provide(new Wizard(page));
  },
  details: async ({ page }, provide) => {
    await provide(new BookingDetails(page));
  },
});

export { expect };

/** The dashboard, signed in (from the saved state): the page most journeys start from. */
export async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}
