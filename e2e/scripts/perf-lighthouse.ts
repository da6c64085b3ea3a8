// First paint benchmark (issue 17): Lighthouse 12 on the running portal (`npm start`; this starts
// nothing), in Debian's Chromium, three runs of each page, each in a new browser with an empty cache
// (the artwork after a right number: with what the phone check cached), and the median printed: performance score, LCP, TBT, the bytes that crossed the wire, and the
// accessibility score.
//   pnpm perf:lighthouse [-- --runs 3 --only verify,login --json /tmp/lh]
// Pages: a static HTML page served by portal-api on the same machine (the floor), the owner's verify
// page (a new approval request for a new booking, its link from the outbox), the owner's
// check-existing page after a right number, the family's confirmation page of the same booking (its
// mobile form, and the booking after the right number), and /login, on the mobile preset (slow 4G, 4x CPU);
// /login and /dashboard signed in on the desktop preset. Goals: mobile >= 95, LCP <= 2.0 s,
// TBT <= 200 ms; desktop >= 98; accessibility 100.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, startFlow, type Config, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { CHROMIUM_PATH } from '../../shared/build/chromium.mjs';
import { NEW_BOOKING_OWNER_DIGITS } from '../support/engraving';
import { API_URL } from '../support/portal';
import { newPerfOwnerLink, PERF_STAFF as STAFF, PORTAL } from './owner-link';

const OWNER_APP = 'http://localhost:8083';
/** A static page portal-api serves (the latest stock notice): what the browser can do on this machine. */
const STATIC_PAGE = `${API_URL}/static/latest-stock.html`;
const CHROME_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const { values } = parseArgs({
  // pnpm hands a `--` on as it is.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});
const RUNS = Number(values.runs);

type FormFactor = 'mobile' | 'desktop';
interface Target {
  id: string;
  title: string;
  formFactor: FormFactor;
  /** The page in a new browser: where it starts (signed in, past the phone check), and the address to audit. */
  open: (page: Page) => Promise<string>;
  /**
   * The audit starts from what the set-up left in the HTTP cache (the owner's phone after a right
   * number has the phone check's scripts); otherwise the cache is emptied first.
   */
  warm?: boolean;
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  bytes: number;
  scripts: number;
  a11y: number;
}

const GOAL: Record<FormFactor, number> = { mobile: 95, desktop: 98 };

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function requirePortal() {
  for (const url of [`${PORTAL}/config.json`, `${OWNER_APP}/config.json`, `${API_URL}/health`, STATIC_PAGE]) {
    if (!(await answers(url))) throw new Error(`${url} does not answer: start the portal first (npm start)`);
  }
}

/** A new owner approval request (a new booking with a Photo Plaque Urn, its artwork sent): its link. */
async function ownerLink(): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    return await newPerfOwnerLink(await browser.newPage());
  } finally {
    await browser.close();
  }
}

/**
 * The family's confirmation link of the same booking (issue 36): the latest request texted to the owner
 * (at submit, and again when the artwork was sent), from the outbox.
 */
async function confirmationLink(approvalLink: string): Promise<string> {
  const bookingId = new URL(approvalLink).pathname.split('/')[3];
  const sent = (await (await fetch(`${API_URL}/dev/outbox.json`)).json()) as { data: { booking_id: string; link: string }[] };
  const latest = sent.data.find((message) => message.booking_id === bookingId && message.link.startsWith(`${OWNER_APP}/confirm#`));
  if (!latest) throw new Error(`No confirmation request for booking ${bookingId} in the outbox`);
  return latest.link;
}

/** The family's page after the right mobile: the number is kept for the tab, so the link opened again shows the booking at once. */
async function pastConfirmationPhone(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await page.locator('input[name="phone"]').fill(NEW_BOOKING_OWNER_DIGITS);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => document.title.startsWith('Please check'), { timeout: 30_000 });
  // Away and back, so the audit is a page load (the same address again would be the same document).
  await page.goto('about:blank');
  return link;
}

/**
 * Runs `act`, which leads the page to `pathname` with a page load, and answers that page load with a
 * blank page: the set-up reaches the state a person has the moment before the page opens (signed in,
 * past the phone check) without loading the page it is about to audit. Requests the cache answers are
 * not held by the interception, so the cache stays as the set-up left it.
 */
async function stopBefore(page: Page, pathname: string, act: () => Promise<void>): Promise<string> {
  const blank = `The page ${pathname} opens next`;
  await page.setRequestInterception(true);
  const hold = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.isNavigationRequest() && new URL(request.url()).pathname === pathname) {
      void request.respond({ status: 200, contentType: 'text/html', body: `<!doctype html><title>${blank}</title>` });
    } else void request.continue();
  };
  page.on('request', hold);
  await act();
  await page.waitForFunction((title) => document.title === title, { timeout: 30_000 }, blank);
  page.off('request', hold);
  await page.setRequestInterception(false);
  return page.url();
}

/** Signed in at /login, the moment before the dashboard opens. */
async function signedIn(page: Page): Promise<string> {
  await page.goto(`${PORTAL}/login`);
  await page.locator('input[name="username"]').fill(STAFF.username);
  await page.locator('input[name="password"]').fill(STAFF.password);
  return stopBefore(page, '/dashboard', () => page.locator('button[type="submit"]').click());
}

/**
 * Past the phone check, as the owner's phone is the moment after a right number: what the phone check
 * loaded is in the cache and the session holds the grant, but the artwork's page has not opened yet.
 */
async function pastPhoneCheck(page: Page, link: string): Promise<string> {
  await page.goto(link);
  const phone = page.locator('input[name="phone"]');
  await phone.fill(NEW_BOOKING_OWNER_DIGITS);
  return stopBefore(page, '/engraving/check-existing', () => page.locator('button[type="submit"]').click());
}

function targets(link: string, confirm: () => Promise<string>): Target[] {
  return [
    { id: 'floor', title: 'static page (the floor)', formFactor: 'mobile', open: () => Promise.resolve(STATIC_PAGE) },
    { id: 'verify', title: 'owner verify page', formFactor: 'mobile', open: () => Promise.resolve(link) },
    { id: 'check-existing', title: "owner's check-existing page", formFactor: 'mobile', open: (page) => pastPhoneCheck(page, link), warm: true },
    { id: 'confirm', title: "family's confirmation link (the mobile)", formFactor: 'mobile', open: () => confirm() },
    { id: 'confirm-booking', title: "family's confirmation, the booking", formFactor: 'mobile', open: async (page) => pastConfirmationPhone(page, await confirm()) },
    { id: 'login', title: '/login', formFactor: 'mobile', open: () => Promise.resolve(`${PORTAL}/login`) },
    { id: 'login-desktop', title: '/login', formFactor: 'desktop', open: () => Promise.resolve(`${PORTAL}/login`) },
    {
      id: 'dashboard-desktop',
      title: '/dashboard signed in',
      formFactor: 'desktop',
      open: async (page) => {
        await signedIn(page);
        return `${PORTAL}/dashboard`;
      },
    },
  ];
}

const numeric = (result: RunnerResult['lhr'], audit: string) => result.audits[audit]?.numericValue ?? NaN;

function figuresOf(lhr: RunnerResult['lhr']): Figures {
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: numeric(lhr, 'total-byte-weight'),
    scripts: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** One audit of a target in a new browser (an empty cache and storage); the page is set up first where it needs to be. */
async function audit(target: Target): Promise<RunnerResult['lhr']> {
  const browser: Browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROME_ARGS, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const url = await target.open(page);
    // Whatever the set-up loaded is not in the cache the audit starts from (unless the target is the
    // next page of a journey); the session stays.
    if (!target.warm) {
      // As Lighthouse empties caches itself: the HTTP cache, then the renderer's memory cache (turning
      // the cache off and on), which would otherwise answer the set-up's scripts again on the same tab.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    }
    const config: Config = target.formFactor === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' };
    const flags: Flags = { onlyCategories: ['performance', 'accessibility'], disableStorageReset: true };
    const flow = await startFlow(page, { config, flags });
    await flow.navigate(url);
    const result = (await flow.createFlowResult()).steps[0]?.lhr;
    if (!result) throw new Error(`No Lighthouse result for ${target.title}`);
    if (result.runtimeError) throw new Error(`${target.title}: ${result.runtimeError.message}`);
    return result;
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-AU')} ms`;
const kib = (value: number) => `${(value / 1024).toFixed(0)} KiB`;

/** The run whose score is the median (its LCP, TBT and bytes belong together), and the medians of each figure. */
function summarise(runs: Figures[]) {
  const byScore = [...runs].sort((a, b) => a.score - b.score || b.tbt - a.tbt);
  return {
    run: byScore[Math.floor(byScore.length / 2)] as Figures,
    median: {
      score: median(runs.map((run) => run.score)),
      lcp: median(runs.map((run) => run.lcp)),
      tbt: median(runs.map((run) => run.tbt)),
      a11y: median(runs.map((run) => run.a11y)),
    },
  };
}

await requirePortal();
void lighthouse; // the navigation runner is reached through startFlow
const only = values.only?.split(',');
const link = await ownerLink();
let met = true;
const rows: string[] = [];
const confirm = () => confirmationLink(link);
for (const target of targets(link, confirm).filter((candidate) => !only || only.includes(candidate.id))) {
  const runs: Figures[] = [];
  for (let n = 0; n < RUNS; n++) {
    const lhr = await audit(target);
    if (values.json) {
      mkdirSync(values.json, { recursive: true });
      writeFileSync(path.join(values.json, `${target.id}-${n + 1}.json`), JSON.stringify(lhr));
    }
    const figures = figuresOf(lhr);
    runs.push(figures);
    console.log(
      `  ${target.title} (${target.formFactor}) run ${n + 1}: ${figures.score}, LCP ${ms(figures.lcp)}, TBT ${ms(figures.tbt)}, ` +
        `FCP ${ms(figures.fcp)}, CLS ${figures.cls.toFixed(3)}, ${kib(figures.bytes)} (${kib(figures.scripts)} JS), accessibility ${figures.a11y}`,
    );
  }
  const { median: mid } = summarise(runs);
  const bytes = median(runs.map((run) => run.bytes));
  const scripts = median(runs.map((run) => run.scripts));
  const floor = target.id === 'floor';
  const ok = floor || (mid.score >= GOAL[target.formFactor] && mid.a11y === 100 && (target.formFactor === 'desktop' || (mid.lcp <= 2000 && mid.tbt <= 200)));
  met &&= ok;
  rows.push(
    `| ${target.title} | ${target.formFactor} | ${mid.score} | ${ms(mid.lcp)} | ${ms(mid.tbt)} | ${kib(bytes)} (${kib(scripts)} JS) | ${mid.a11y} | ${floor ? 'floor' : ok ? 'met' : 'MISSED'} |`,
  );
}
console.log(`\nLighthouse 12.8.2, median of ${RUNS} runs each, ${new Date().toISOString().slice(0, 10)}:\n`);
console.log('| page | preset | performance | LCP | TBT | bytes | accessibility | goal |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\n${met ? 'Every goal met' : 'A goal was missed'} (mobile >= 95 with LCP <= 2,000 ms and TBT <= 200 ms; desktop >= 98; accessibility 100).`);
process.exitCode = met ? 0 : 1;
