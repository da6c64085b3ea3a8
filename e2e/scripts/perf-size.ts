// First-load budget: opens /login and, signed in, /dashboard in Chromium and prints the gzip KB of
// JavaScript each loads, per file and in total; then remote-catalog's own first load (its remoteEntry
// and the chunks of ./ProductListStep that are not shared singletons from the host), on the vet supply
// order's product list. Starts the portal (production builds, a fresh data folder) unless one already
// answers on :8080. Budgets: /login 150 KB, /dashboard 250 KB, remote-catalog 60 KB.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Page, type Response } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');
const CATALOG_FIRST_LOAD = 'remote-catalog (remoteEntry + ./ProductListStep)';
const BUDGET_KB = { '/login': 150, '/dashboard': 250, [CATALOG_FIRST_LOAD]: 60 } as const;
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
    env: { ...process.env, PORTAL_SKIP_BUILD: '1', PORTAL_DATA_DIR: path.join(root, '.data', 'perf') },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  while (!(await up('http://127.0.0.1:8080/config.json'))) {
    if (Date.now() > deadline) throw new Error('The portal did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return child;
}

/** Every script the page loads until it settles, with the bytes that crossed the wire (gzip). */
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
    scripts.map(async (response) => {
      const sizes = await response.request().sizes();
      return { file: new URL(response.url()).host + new URL(response.url()).pathname, bytes: sizes.responseBodySize };
    }),
  );
  return rows.sort((a, b) => b.bytes - a.bytes);
}

function print(route: keyof typeof BUDGET_KB, rows: { file: string; bytes: number }[]) {
  const total = rows.reduce((sum, row) => sum + row.bytes, 0) / 1024;
  console.log(`\n${route}: ${rows.length} JavaScript files`);
  for (const row of rows) console.log(`  ${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
  const verdict = total <= BUDGET_KB[route] ? 'within' : 'OVER';
  console.log(`  ${total.toFixed(1).padStart(7)} KB  total gzip (${verdict} the ${BUDGET_KB[route]} KB budget)`);
  return total <= BUDGET_KB[route];
}

const portal = await ensurePortal();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
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
  const catalog = await measure(dashboardPage, async () => {
    await dashboardPage.goto('http://localhost:8080/new-booking/vet-supply-order');
    await dashboardPage.getByLabel('Search products').waitFor();
  });
  ok = print(CATALOG_FIRST_LOAD, catalog.filter((row) => row.file.includes(CATALOG_PORT))) && ok;
} finally {
  await browser.close();
  portal?.kill('SIGTERM');
}
process.exitCode = ok ? 0 : 1;
