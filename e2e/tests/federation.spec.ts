import { expect, openDashboard, test } from '../support/fixtures';
import { USERS } from '../support/portal';

// The dashboard's own behaviour is remote-bookings' component tests (issue 30): which practice sees which
// tile (DashboardTiles.test.tsx), and nothing moving when the service types arrive after the booking
// tables (DashboardPage.browser.test.tsx, the layout shift summed as Lighthouse's CLS counts it). Axe
// checks the sign-in page (host LoginPage.browser.test.tsx), /forgot-password
// (ForgotPasswordPage.browser.test.tsx), the signed-in frame (App.browser.test.tsx) and the dashboard.

test('host and remotes share one React, one router, one UI kit and one session store', async ({ pageAs }) => {
  const page = await pageAs('directStaff');
  await openDashboard(page);
  await expect(page.locator('[data-remote="remote_bookings"]')).toBeVisible();
  const share = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; useIn: string[] };
    const scopes = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__?.__SHARE__;
    const seen: Record<string, { versions: string[]; from: string[]; useIn: string[] }> = {};
    for (const scope of Object.values(scopes ?? {})) {
      for (const packages of Object.values(scope)) {
        for (const [name, versions] of Object.entries(packages)) {
          const entry = (seen[name] ??= { versions: [], from: [], useIn: [] });
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (!entry.from.includes(info.from)) entry.from.push(info.from);
            for (const app of info.useIn) if (!entry.useIn.includes(app)) entry.useIn.push(app);
          }
        }
      }
    }
    return seen;
  });
  for (const name of ['react', 'react/jsx-runtime', '@portal/shared/ui', '@portal/shared/router', '@portal/shared/session', '@portal/shared/api']) {
    expect(share[name], name).toBeDefined();
    expect(share[name]!.versions, `${name}: one loaded version`).toHaveLength(1);
    expect(share[name]!.from, `${name}: provided once, by the host`).toEqual(['host']);
    expect(share[name]!.useIn, `${name}: used by the remote too`).toEqual(expect.arrayContaining(['host', 'remote_bookings']));
  }
  // The remote reads the host's session store: it knows who signed in.
  await expect(page.getByText(`Signed in as ${USERS.directStaff}`)).toBeVisible();
});

test('a remote that cannot be loaded shows its fallback while navigation still works', async ({ pageAs }) => {
  const page = await pageAs('directStaff');
  await openDashboard(page);
  await page.route('http://localhost:8084/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Customer support' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(fallback).toBeVisible({ timeout: 6000 });
  await expect(fallback).toContainText('The Practice and support area of the portal could not be loaded.');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('link', { name: 'New Booking' })).toBeVisible();

  // Once the remote is back, Try again loads it.
  await page.getByRole('link', { name: 'Customer support' }).click();
  await expect(fallback).toBeVisible({ timeout: 6000 });
  await page.unroute('http://localhost:8084/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="remote_practice"]')).toBeAttached();
});

test('a remote whose code is slow to arrive says so after 5 s, then opens by itself without Try again', async ({ pageAs }) => {
  const page = await pageAs('directStaff');
  await openDashboard(page);
  // Every answer of the practice app (manifest, entry, chunks) takes 3 s: the whole load takes longer than 5 s.
  await page.route('http://localhost:8084/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.fallback();
  });
  await page.getByRole('link', { name: 'Customer support' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The Practice and support area of the portal is taking longer than usual to load.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  await expect(page.locator('[data-remote="remote_practice"]')).toBeAttached({ timeout: 60_000 });
  await expect(page.getByText('is taking longer than usual')).toHaveCount(0);
});

test('a page whose code fails to arrive once is fetched again and opens (it used to break the whole area until a reload)', async ({ pageAs }) => {
  const page = await pageAs('directStaff');
  await openDashboard(page);
  // The next script the bookings remote is asked for (the bookings list's code) fails once.
  let scripts = 0;
  await page.route('http://localhost:8081/*.js', (route) => (scripts++ === 0 ? route.abort('connectionreset') : route.fallback()));
  await page.getByRole('link', { name: 'View All Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'View Bookings/Orders' })).toBeVisible();
  expect(scripts).toBeGreaterThan(1);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});
