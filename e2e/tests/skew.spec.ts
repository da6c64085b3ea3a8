import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveApp } from 'portal-api/testing/serve-app';
import { E2E_DATA_DIR } from '../playwright.config';
import { newOwnerRequest, OWNER_APP, PHONE_VIEWPORT, plaqueBookingId } from '../support/engraving';
import { expect, test } from '../support/fixtures';
import { LoginPage, PASSWORD, USERS } from '../support/portal';
import { previousBuildId, readPreviousBuilds, sharedSatisfies, type PreviousBuild, type PreviousBuilds } from '../support/previous';
import { fillPet } from '../support/wizard';

// Version skew: the apps are released by separate teams, so a page runs today's host with a remote as it
// was at its previous release, and the host as it was with today's remotes. Each pair gets a short smoke
// set through every area (scripts/previous-builds.ts builds the previous releases from git history), and
// a failure names the pair. What a pair should do follows the compatibility rule (docs/deployment.md): a
// remote built against a newer @portal/shared than the page's gets its area's "needs a newer version"
// message while the rest of the portal works; any other pair works in full.

const root = path.resolve(import.meta.dirname, '..', '..');
let previous: PreviousBuilds = { head: '', headSharedVersion: '', apps: {} };
try {
  previous = readPreviousBuilds();
} catch (error) {
  test('the previous releases are built', () => {
    throw error;
  });
}
const short = (build: PreviousBuild) => build.commit.slice(0, 8);
const NOW = previous.head.slice(0, 8);

/** Today's host, as the stack serves it. */
const HOST = 'http://localhost:8080';
/** The previous host's build, and the previous owner app's, each served here by the journeys' own server. */
const PREVIOUS_HOST = 'http://localhost:8086';
const PREVIOUS_OWNER_APP = 'http://localhost:8087';

const REMOTES = {
  'remote-bookings': 'remote_bookings',
  'remote-catalog': 'remote_catalog',
  'remote-engraving': 'remote_engraving',
  'remote-practice': 'remote_practice',
} as const;
type RemoteDir = keyof typeof REMOTES;

/** pnpm release | promote | rollback against the e2e stack's store. */
function releases(command: string, app: string, ...args: string[]): string {
  return execFileSync('pnpm', ['--silent', command, app, ...args], { cwd: root, env: { ...process.env, PORTAL_DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8' });
}

const STORE = path.join(E2E_DATA_DIR, 'releases');

/** The version of a remote served to everyone now (null: the build in its dist/). */
function liveVersion(remote: RemoteDir): string | null {
  const file = path.join(STORE, 'channels.json');
  if (!fs.existsSync(file)) return null;
  const channels = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { live: string | null } | undefined>;
  return channels[REMOTES[remote]]?.live ?? null;
}

/** A build released under `version` (once) and served to everyone. */
function serveToEveryone(remote: RemoteDir, dist: string, version: string) {
  if (!fs.existsSync(path.join(STORE, REMOTES[remote], version))) releases('release', remote, '--from', dist, '--name', version);
  if (liveVersion(remote) !== version) releases('promote', remote, version);
}

/** An area's element, once it shows: the remote's root, with the id of the build running it. */
async function expectArea(page: Page, remote: RemoteDir, build: RegExp) {
  const area = page.locator(`[data-remote="${REMOTES[remote]}"]`).first();
  await expect(area).toBeVisible();
  expect(await area.getAttribute('data-build'), `the ${remote} build running in its area`).toMatch(build);
}

/** An area's build id: a previous release's (scripts/previous-builds.ts), or the one in the remote's dist/ (named by the time it was built). */
const previousBuild = (remote: RemoteDir, build: PreviousBuild) => new RegExp(`^${previousBuildId(REMOTES[remote], build.commit)}$`);
const distBuild = (remote: RemoteDir) => new RegExp(`^${REMOTES[remote]}-\\d{4}-`);

/** The smoke set, one check per area, on a signed-in page of `origin`. */
const smoke = {
  /** The dashboard and a booking's details page. */
  async 'remote-bookings'(page: Page, origin: string, build: RegExp) {
    await page.goto(`${origin}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto(`${origin}/booking/${plaqueBookingId(3)}`);
    await expect(page.getByRole('heading', { name: /^Booking / })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Engraved Brass Plaque' })).toBeVisible();
    await expectArea(page, 'remote-bookings', build);
  },
  /** A new booking's wizard, through its details step to the catalog's product list. */
  async 'remote-catalog'(page: Page, origin: string, build: RegExp) {
    await page.goto(`${origin}/new-booking`);
    await page.getByLabel(/^Booking vet staff member name/).fill('Dr Lee');
    await page.getByRole('radio', { name: /^Urns and memorabilia/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillPet(page, { first: 'Pip', last: 'Skew', type: 'Dog', breedSearch: 'beag', breed: /^Beagle$/, sex: 'Female', weight: '9' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3 - Select Items' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' })).toContainText('Urn');
    await expectArea(page, 'remote-catalog', build);
  },
  /** A plaque's first artwork step, from its booking's page. */
  async 'remote-engraving'(page: Page, origin: string, build: RegExp) {
    await page.goto(`${origin}/booking/${plaqueBookingId(8)}`);
    await page.getByRole('article', { name: 'Engraved Brass Plaque' }).getByRole('link', { name: /artwork/i }).first().click();
    await expect(page).toHaveURL(/\/engraving\/customise-text\?staff=1&/);
    await expect(page.getByLabel(/^Pet name/).first()).toBeVisible();
    await expectArea(page, 'remote-engraving', build);
  },
  /** The member's profile: the practice area's page with their own details. */
  async 'remote-practice'(page: Page, origin: string, build: RegExp) {
    await page.goto(`${origin}/profile`);
    await expect(page.getByText(USERS.directStaff)).toBeVisible();
    await expectArea(page, 'remote-practice', build);
  },
} satisfies Record<RemoteDir, (page: Page, origin: string, build: RegExp) => Promise<void>>;

test.describe(`host ${NOW} with each remote at its previous release`, () => {
  const pairs = (Object.keys(REMOTES) as RemoteDir[]).flatMap((remote) => {
    const build = previous.apps[remote];
    return build ? [{ remote, build, version: `previous-${short(build)}` }] : [];
  });

  // One remote at its previous release at a time, the others as built today: a failure is that pair's.
  for (const { remote, build, version } of pairs) {
    const runs = sharedSatisfies(previous.headSharedVersion, build.sharedVersion);
    test(`host ${NOW} × ${remote} ${short(build)}: ${runs ? 'its pages work' : 'its area asks for a newer portal'}`, async ({ pageAs }) => {
      serveToEveryone(remote, build.dist, version);
      try {
        const page = await pageAs('directStaff');
        if (runs) await smoke[remote](page, HOST, previousBuild(remote, build));
        else await expectNeedsNewerPortal(page, HOST, remote);
      } finally {
        releases('rollback', remote, 'dist');
      }
    });
  }

  const engraving = previous.apps['remote-engraving'];
  if (engraving) {
    test(`the owner's app ${short(engraving)} (remote-engraving, standalone) with the API at ${NOW}: the phone check`, async ({ pageAs }) => {
      const server = serveApp(engraving.dist, Number(new URL(PREVIOUS_OWNER_APP).port), { referrerPolicy: 'no-referrer' });
      try {
        fs.copyFileSync(path.join(root, 'remote-engraving', 'dist', 'config.json'), path.join(engraving.dist, 'config.json'));
        const nurse = await pageAs('directStaff');
        const request = await newOwnerRequest(nurse, 'Skew');
        const owner = await pageAs(null, { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
        await owner.goto(request.link.replace(OWNER_APP, PREVIOUS_OWNER_APP));
        await expect(owner.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible();
        await owner.getByLabel(/mobile number/i).fill('412345678');
        await owner.getByRole('button', { name: 'Verify', exact: true }).click();
        await expect(owner.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toHaveCount(0);
        await expect(owner).toHaveURL(/\/engraving\/(check-existing|customise-text|final-approval)/);
      } finally {
        await closeServer(server);
      }
    });
  }
});

const host = previous.apps.host;
if (host) {
  test.describe(`host ${short(host)} (its previous release) with the remotes at ${NOW}`, () => {
    let server: Server | undefined;
    const stateFile = path.join(E2E_DATA_DIR, 'auth', 'previous-host.json');

    test.beforeAll(async ({ browser }) => {
      fs.copyFileSync(path.join(root, 'host', 'dist', 'config.json'), path.join(host.dist, 'config.json'));
      server = serveApp(host.dist, Number(new URL(PREVIOUS_HOST).port), { releases: { dir: path.join(E2E_DATA_DIR, 'releases') } });
      // Signed in through the previous host's own form, against today's API and identity.
      const context = await browser.newContext();
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.goto(PREVIOUS_HOST);
      await login.signIn(USERS.directStaff, PASSWORD);
      await expect(page).toHaveURL(`${PREVIOUS_HOST}/dashboard`);
      await context.storageState({ path: stateFile });
      await context.close();
    });
    test.afterAll(async () => {
      if (server) await closeServer(server);
    });

    for (const remote of Object.keys(REMOTES) as RemoteDir[]) {
      const runs = sharedSatisfies(host.sharedVersion, previous.headSharedVersion);
      test(`host ${short(host)} × ${remote} ${NOW}: ${runs ? 'its pages work' : 'its area asks for a newer portal'}`, async ({ browser }) => {
        const context = await browser.newContext({ storageState: stateFile });
        const page = await context.newPage();
        try {
          if (runs) await smoke[remote](page, PREVIOUS_HOST, distBuild(remote));
          else await expectNeedsNewerPortal(page, PREVIOUS_HOST, remote);
        } finally {
          await context.close();
        }
      });
    }
  });
}

/** A remote built against a newer @portal/shared than the page's: its area says so, and the rest works. */
async function expectNeedsNewerPortal(page: Page, origin: string, remote: RemoteDir) {
  const where = { 'remote-bookings': '/dashboard', 'remote-catalog': '/new-booking', 'remote-engraving': `/booking/${plaqueBookingId(8)}`, 'remote-practice': '/profile' }[remote];
  await page.goto(`${origin}${where}`);
  await expect(page.getByText(/area of the portal has been updated, and needs a newer version of the portal than this page has/)).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
