import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PRACTICE_IDS } from 'portal-api/testing/demo-data';
import { E2E_DATA_DIR } from '../playwright.config';
import { expect, openDashboard, test } from '../support/fixtures';
import { previousBuildId, readPreviousBuilds } from '../support/previous';
import { choose, fillOwner, fillPet } from '../support/wizard';

// A team releases remote-catalog alone (issue 33): versions built into the releases store, promoted,
// rolled back and served to one practice first, while the host and its build stay as they are.

const root = path.resolve(import.meta.dirname, '..', '..');

/** pnpm release | promote | rollback | canary against the e2e stack's store; what it printed. */
function releases(command: string, ...args: string[]): string {
  return execFileSync('pnpm', ['--silent', command, 'remote-catalog', ...args], {
    cwd: root,
    env: { ...process.env, PORTAL_DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** Each page's catalog step: made once, then opened again at its address (a new page load each time). */
const catalogSteps = new WeakMap<Page, string>();

/** The catalog's step of an urns and memorabilia order: the build of remote-catalog that runs it. */
async function catalogBuild(page: Page, { owner = false } = {}) {
  const address = catalogSteps.get(page);
  if (address) {
    // The step's address ends in #product-list: going to it from itself would not load the page anew.
    if (page.url() === address) await page.reload();
    else await page.goto(address);
  } else {
    await choose(page, 'Dr Lee', /^Urns and memorabilia/);
    // A referral practice's order needs its owner.
    if (owner) {
      await fillOwner(page, { first: 'Alex', last: 'Small', phone: '0412345678', addressTyped: '1 King William Street, Adelaide 5000', address: /^1 King William Street, Adelaide SA 5000/ });
    }
    await fillPet(page, { first: 'Pip', last: 'Small', type: 'Dog', breedSearch: 'beag', breed: /^Beagle$/, sex: 'Female', weight: '9' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Select Items' })).toBeVisible();
    catalogSteps.set(page, page.url());
  }
  const step = page.locator('[data-remote="remote_catalog"]');
  await expect(step).toBeVisible();
  return step.getAttribute('data-build');
}

test('a remote-catalog version is promoted, rolled back and served to one practice first, with no host rebuild', async ({ pageAs }) => {
  // 66 s beside a build loop on a 2-core machine when it built remote-catalog itself; a third of its
  // budget leaves room on a slower one.
  test.setTimeout(300_000);
  const direct = await pageAs('directStaff');
  const referral = await pageAs('referralStaff');
  await openDashboard(direct);
  const hostScript = await direct.locator('script[src*="main."]').getAttribute('src');
  const built = await catalogBuild(direct);

  // The build being served, as the first version; then another: remote-catalog as it was at its previous
  // release, built for the version-skew journeys (scripts/previous-builds.ts), or from the sources here.
  expect(releases('release', '--from-dist', '--name', 'e2e-1')).toContain('Nothing serves it yet');
  const earlier = readPreviousBuilds().apps['remote-catalog'];
  if (earlier) releases('release', '--from', earlier.dist, '--name', 'e2e-2');
  else releases('release', '--name', 'e2e-2');
  const second = earlier ? previousBuildId('remote_catalog', earlier.commit) : 'remote_catalog@e2e-2';

  // Released is not served.
  expect(await catalogBuild(direct)).toBe(built);

  // A canary for the referral practice: its members get e2e-2, the direct practice keeps what it had.
  releases('promote', 'e2e-1');
  expect(releases('canary', 'e2e-2', '--practice', PRACTICE_IDS.referral)).toContain('everyone else keeps the live version');
  expect(await catalogBuild(referral, { owner: true })).toBe(second);
  expect(await catalogBuild(direct)).toBe(built);

  // Promoted: everyone. The open page, whose catalog step runs the old build, takes it at its next
  // navigation by loading itself anew there, once.
  releases('promote', 'e2e-2');
  await direct.evaluate(() => Object.assign(window, { beforePromote: true }));
  await direct.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(direct).toHaveURL(/\/dashboard$/);
  // While the page loads anew its old document is gone: asking it then counts as not yet.
  await expect.poll(() => direct.evaluate(() => 'beforePromote' in window).catch(() => true)).toBe(false);
  await expect(direct.getByRole('link', { name: 'New Booking' })).toBeVisible();
  expect(await catalogBuild(direct)).toBe(second);

  // Rolled back: the version before, with no rebuild.
  expect(releases('rollback')).toContain('rolled back from e2e-2 to e2e-1');
  expect(await catalogBuild(direct)).toBe(built);
  expect(await catalogBuild(referral)).toBe(built);

  // The host is the one it was all along.
  expect(await direct.locator('script[src*="main."]').getAttribute('src')).toBe(hostScript);
});
