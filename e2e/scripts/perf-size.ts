// First-load budget: opens /login and, signed in, /dashboard in Chromium and prints the gzip KB of
// JavaScript each loads, per file and in total; then remote-catalog's own first load (its remoteEntry
// and the chunks of ./ProductListStep that are not shared singletons from the host), on the vet supply
// order's product list; then the owner's verify page (the link of a new approval request, opened in a
// browser that has seen nothing of the portal). Starts the portal (production builds, a fresh data
// folder) unless one already answers on :8080. Budgets: /login 150 KB, /dashboard 250 KB,
// remote-catalog 60 KB, the owner verify page 100 KB.
// The KB are gzip (-9) of each script, whatever crossed the wire: the server sends brotli to a
// browser that takes it, which is printed beside as what the browser fetched.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { CHROMIUM_PATH } from '../../shared/build/chromium.mjs';
import { newOwnerRequest } from '../support/engraving';

const root = path.resolve(import.meta.dirname, '..', '..');
const CATALOG_FIRST_LOAD = 'remote-catalog (remoteEntry + ./ProductListStep)';
const OWNER_VERIFY = 'the owner verify page (:8083/engraving/verify/{booking}/{line})';
const BUDGET_KB = { '/login': 150, '/dashboard': 250, [CATALOG_FIRST_LOAD]: 60, [OWNER_VERIFY]: 100 } as const;
/** remote-catalog's port: its own files are those served from it. */
const CATALOG_PORT = ':8082/';

async function up(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function ensurePortal(): Promise<ChildProcess | undefined> {
  if (await up('http://127.0.0.1:8080/config.json')) return undefined;
  const child = spawn('pnpm', ['--filter', 'portal-api', 'stack'], {
    cwd: root,
    // Its stdin is its lifeline (PORTAL_LIFELINE): the portal ends with this script, however it ends.
    env: { ...process.env, PORTAL_SKIP_BUILD: '1', PORTAL_DATA_DIR: path.join(root, '.data', 'perf'), PORTAL_LIFELINE: 'stdin' },
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  const deadline = Date.now() + 120_000;
  while (!(await up('http://127.0.0.1:8080/config.json'))) {
    if (Date.now() > deadline) throw new Error('The portal did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return child;
}

interface Row {
  file: string;
  /** gzip -9 of the script (what the budgets count). */
  bytes: number;
  /** What crossed the wire (brotli, or gzip until the server's brotli copy is made). */
  wire: number;
}

/** Every script the page loads until it settles: its gzip size, and the bytes that crossed the wire. */
async function measure(page: Page, open: () => Promise<void>) {
  const scripts: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  };
  page.on('response', onResponse);
  await open();
  // Let lazy chunks that start on first render arrive: settled when no script came for a second.
  await page.waitForLoadState('load');
  let seen = -1;
  while (seen !== scripts.length) {
    seen = scripts.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  page.off('response', onResponse);
  const rows = await Promise.all(
    scripts.map(async (response): Promise<Row> => {
      const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
      return {
        file: new URL(response.url()).host + new URL(response.url()).pathname,
        bytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
        wire: sizes.responseBodySize,
      };
    }),
  );
  return rows.sort((a, b) => b.bytes - a.bytes);
}

function print(route: keyof typeof BUDGET_KB, rows: Row[]) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const wire = rows.reduce((sum, row) => sum + row.wire, 0);
  console.log(`\n${route}: ${rows.length} JavaScript files (KB gzip, KB fetched)`);
  for (const row of rows) console.log(`  ${kb(row.bytes)} KB ${kb(row.wire)} KB  ${row.file}`);
  const ok = total / 1024 <= BUDGET_KB[route];
  console.log(`  ${kb(total)} KB ${kb(wire)} KB  total gzip, fetched (${ok ? 'within' : 'OVER'} the ${BUDGET_KB[route]} KB budget)`);
  return ok;
}

const portal = await ensurePortal();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let ok = true;
try {
  const page = await browser.newPage();
  const login = await measure(page, async () => {
    await page.goto('http://localhost:8080/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
  ok = print('/login', login) && ok;
  await page.getByLabel(/^Username/).fill('direct.staff@example.com');
  await page.getByLabel(/^Password/).fill('Portal#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  // A new context: the session, but an empty cache, as a nurse's first visit of the day.
  const fresh = await browser.newContext({ storageState: await page.context().storageState() });
  const dashboardPage = await fresh.newPage();
  const dashboard = await measure(dashboardPage, async () => {
    await dashboardPage.goto('http://localhost:8080/dashboard');
    await dashboardPage.getByRole('link', { name: 'View All Bookings' }).waitFor();
  });
  ok = print('/dashboard', dashboard) && ok;

  // remote-catalog's own first load: the product list step, opened on a page whose host and
  // remote-bookings are already cached, so only what remote-catalog adds crosses the wire; the
  // shared singletons (React, the UI kit, the API client) come from the host.
  // The wizard starts at the booking option, with the staff member's name (the dashboard tile's link
  // chooses Vet Supply Order); the product list is its next step.
  const catalog = await measure(dashboardPage, async () => {
    await dashboardPage.goto(`http://localhost:8080/new-booking?${new URLSearchParams({ bookingoption: 'vet supply order' }).toString()}`);
    await dashboardPage.getByLabel(/^Booking vet staff member name/).fill('Perf Size');
    await dashboardPage.getByRole('button', { name: 'Next' }).click();
    await dashboardPage.getByLabel('Search products').waitFor();
  });
  ok = print(CATALOG_FIRST_LOAD, catalog.filter((row) => row.file.includes(CATALOG_PORT))) && ok;

  // The owner's verify page: the link of a new approval request (made as the nurse), opened in a
  // browser of its own, as on the owner's phone.
  const { link } = await newOwnerRequest(page, `Perf ${new Date().toISOString().slice(11, 19)}`);
  const phone = await browser.newContext();
  const ownerPage = await phone.newPage();
  const verify = await measure(ownerPage, async () => {
    await ownerPage.goto(link);
    await ownerPage.locator('input[name="phone"]').waitFor();
  });
  ok = print(OWNER_VERIFY, verify) && ok;
} finally {
  await browser.close();
  portal?.kill('SIGTERM');
}
process.exitCode = ok ? 0 : 1;
