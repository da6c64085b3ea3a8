import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, openDashboard, test } from '../support/fixtures';

const root = path.resolve(import.meta.dirname, '..', '..');

test('rebuilding and serving one remote alone changes what the host shows, with no host rebuild', async ({ pageAs }) => {
  // A production build of one remote takes most of this test's time.
  test.setTimeout(300_000);
  const page = await pageAs('directStaff');
  await openDashboard(page);
  const area = page.locator('[data-remote="remote_bookings"]');
  const before = await area.getAttribute('data-build');
  const hostScript = await page.locator('script[src*="main."]').getAttribute('src');

  const build = `e2e-release-${Date.now()}`;
  execFileSync('pnpm', ['--filter', 'remote-bookings', 'build'], {
    cwd: root,
    env: { ...process.env, PORTAL_BUILD_ID: build },
    stdio: 'pipe',
  });

  await page.reload();
  await expect(area).toHaveAttribute('data-build', build);
  expect(build).not.toBe(before);
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(hostScript);
});
