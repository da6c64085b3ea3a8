// The owner's pages on a slow phone (issue 32 item 3): each page of an owner's journey from the texted
// link, timed in Debian's Chromium on a 375 x 667 touch phone over a network of 2,000 ms latency and
// 50 kB/s each way, a new browser (an empty cache) for each run, the median of three printed. This
// starts nothing: run it against `npm start`.
//   pnpm perf:owner [-- --runs 3 --json /tmp/owner.json --at-once]
// Before each tap the owner looks at the page until it has fetched what it fetches ahead (nothing on
// the wire for a second); the table says how long that was. Per page: how long from the tap (or the
// link opened) until the page can be used (its own control is on screen and enabled, its image
// drawn), how many script requests it made, the longest chain of scripts that asked for scripts (a
// script the HTML names is 1), the bytes that crossed the wire, and every loading message it showed.
// Goals: each page usable within the phone check's time (the first page: the link opened cold), at
// most 3 scripts in a chain, at most one loading message. Two journeys a run: the change path to the
// thank-you, and 'I approve this artwork' to the approved page.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../../shared/build/chromium.mjs';
import { NEW_BOOKING_OWNER_DIGITS, PHONE_VIEWPORT } from '../support/engraving';
import { newPerfOwnerLink } from './owner-link';

const NETWORK = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  // --at-once: each tap the moment the page can be used (nothing fetched ahead has arrived yet).
  options: { runs: { type: 'string', default: '3' }, json: { type: 'string' }, 'at-once': { type: 'boolean', default: false } },
});
const RUNS = Number(values.runs);

interface PageFigures {
  page: string;
  ms: number;
  /** How long the owner looked at the page before (until it had fetched what it fetches ahead). */
  lookedMs: number;
  scripts: number;
  chain: number;
  bytes: number;
  messages: string[];
}

/** What the network did for one page: the script requests, their chain, the bytes. */
class NetworkLog {
  private depth = new Map<string, number>();
  private scriptCount = 0;
  private longest = 0;
  private bytes = 0;

  private inFlight = new Set<string>();
  private lastChange = performance.now();

  constructor(cdp: CDPSession) {
    const track = (requestId: string, on: boolean) => {
      if (on) this.inFlight.add(requestId);
      else this.inFlight.delete(requestId);
      this.lastChange = performance.now();
    };
    cdp.on('Network.requestWillBeSent', (event) => track(event.requestId, true));
    cdp.on('Network.loadingFinished', (event) => track(event.requestId, false));
    cdp.on('Network.loadingFailed', (event) => track(event.requestId, false));
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type !== 'Script') return;
      this.scriptCount += 1;
      const by = NetworkLog.initiatorUrls(event.initiator);
      const depth = Math.max(0, ...by.map((url) => this.depth.get(url) ?? 0));
      this.depth.set(event.request.url, depth + 1);
      if (process.env.PERF_DEBUG) console.log(`  script ${depth + 1} ${event.request.url.replace(/^https?:\/\/[^/]+/, '')} <- ${by.map((url) => url.replace(/^https?:\/\/[^/]+/, '')).join(' ') || event.initiator.type}`);
      this.longest = Math.max(this.longest, depth + 1);
    });
    const started = new Map<string, { url: string; at: number }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      started.set(event.requestId, { url: event.request.url, at: event.timestamp });
    });
    cdp.on('Network.loadingFinished', (event) => {
      this.bytes += event.encodedDataLength;
      const request = started.get(event.requestId);
      if (process.env.PERF_DEBUG && request) {
        console.log(`  ${request.at.toFixed(1)} -> ${event.timestamp.toFixed(1)} ${Math.round(event.encodedDataLength / 1024)} kB ${request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`);
      }
    });
  }

  /**
   * Every script on the stack that asked for a request, async parents included (a chunk's lazy import
   * runs webpack's loader in the entry script; the chunk that asked is further up the async stack).
   */
  private static initiatorUrls(initiator: { type: string; url?: string; stack?: StackTrace }): string[] {
    const urls = new Set<string>();
    for (let stack = initiator.stack; stack; stack = stack.parent) {
      for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
    }
    if (initiator.type === 'script' && initiator.url) urls.add(initiator.url);
    return [...urls];
  }

  /**
   * Waits until nothing has been on the wire for `quietMs` (at most `withinMs`): the page has fetched
   * all it fetches ahead. Answers how long that took.
   */
  async quiet(quietMs = 1000, withinMs = 30_000): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < withinMs) {
      if (this.inFlight.size === 0 && performance.now() - this.lastChange >= quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return performance.now() - started;
  }

  /** The figures since the last call, and a fresh count for the next page (the depths stay: a cached script is not asked for again). */
  take(): { scripts: number; chain: number; bytes: number } {
    const figures = { scripts: this.scriptCount, chain: this.longest, bytes: this.bytes };
    this.scriptCount = 0;
    this.longest = 0;
    this.bytes = 0;
    return figures;
  }
}

interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/**
 * Every loading message a page shows (a status or the boot text), collected in the page as it changes.
 * Plain text, not a function: tsx names the functions it compiles with a helper the page does not have.
 */
const WATCH_MESSAGES = `
  const seen = [];
  window.__loadingMessages = seen;
  const look = () => {
    for (const element of document.querySelectorAll('[role="status"], .boot, [aria-busy="true"]')) {
      const text = element.textContent?.trim() ?? '';
      if (/…$/.test(text) && !seen.includes(text)) seen.push(text);
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
`;

async function messagesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __loadingMessages?: string[] }).__loadingMessages ?? [];
    const copy = [...seen];
    seen.length = 0;
    return copy;
  });
}

/** A new owner approval request (a new booking with a Photo Plaque Urn, its artwork sent): its link. */
async function ownerLink(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    return await newPerfOwnerLink(page);
  } finally {
    await page.close();
  }
}

const USABLE_WITHIN = 120_000;

type Journey = 'change' | 'approve';

/**
 * One owner's journey on the slow network: the link, the phone check, the artwork; then either the
 * change path to the thank-you, or 'I approve this artwork' to the approved page.
 */
async function journey(browser: Browser, link: string, kind: Journey): Promise<PageFigures[]> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  try {
    await context.addInitScript({ content: WATCH_MESSAGES });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Stacks that reach back through promises and timers, so a chunk is charged to the chunk that asked for it.
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const network = new NetworkLog(cdp);
    const figures: PageFigures[] = [];
    const timed = async (name: string, act: () => Promise<unknown>, usable: () => Promise<unknown>) => {
      // The owner looks at the page before the next tap: until it has fetched what it fetches ahead.
      const lookedMs = values['at-once'] ? 0 : Math.round(await network.quiet());
      await messagesOf(page).catch(() => []);
      network.take();
      const started = performance.now();
      await act();
      await usable();
      const ms = Math.round(performance.now() - started);
      figures.push({ page: name, ms, lookedMs, ...network.take(), messages: await messagesOf(page) });
    };
    const enabled = (name: string | RegExp) => page.getByRole('button', { name }).and(page.locator(':enabled')).waitFor({ timeout: USABLE_WITHIN });
    const next = () => page.getByRole('button', { name: 'Next' }).click();

    if (kind === 'change') {
      await timed(
        'verify (the link, cold)',
        () => page.goto(link, { waitUntil: 'commit' }),
        async () => {
          await page.getByLabel(/mobile/i).first().waitFor({ timeout: USABLE_WITHIN });
          await enabled('Verify');
        },
      );
    } else {
      // Not timed: the same page as the other journey's first.
      await page.goto(link, { waitUntil: 'commit' });
      await enabled('Verify');
    }
    await page.getByLabel(/mobile/i).first().fill(NEW_BOOKING_OWNER_DIGITS);
    await timed(
      kind === 'change' ? 'check-existing (the artwork)' : 'check-existing (again)',
      () => page.getByRole('button', { name: 'Verify' }).click(),
      async () => {
        await enabled('I want to make changes');
        await page.waitForFunction(() => [...document.images].some((image) => image.complete && image.naturalWidth > 0), null, { timeout: USABLE_WITHIN });
      },
    );
    if (kind === 'approve') {
      await page.getByRole('button', { name: 'I approve this artwork' }).click();
      await timed(
        'approved (after approving)',
        () => page.getByRole('button', { name: 'Yes, approve the artwork' }).click(),
        async () => {
          await page.waitForURL(/\/engraving\/approved/, { timeout: USABLE_WITHIN });
          await page.getByRole('heading', { level: 1, name: 'Artwork approved' }).waitFor({ timeout: USABLE_WITHIN });
          await page.waitForFunction(() => !document.querySelector('[role="status"], [aria-busy="true"]'), null, { timeout: USABLE_WITHIN });
        },
      );
      return figures;
    }
    await timed(
      'customise-text',
      () => page.getByRole('button', { name: 'I want to make changes' }).click(),
      async () => {
        await page.getByLabel('First line', { exact: true }).waitFor({ timeout: USABLE_WITHIN });
        await enabled('Next');
      },
    );
    await timed('engraving-options', next, async () => {
      await page.waitForURL(/engraving-options/, { timeout: USABLE_WITHIN });
      await enabled('Next');
    });
    await timed('image-options', next, async () => {
      await page.waitForURL(/image-options/, { timeout: USABLE_WITHIN });
      await enabled('Next');
    });
    await timed('final-approval', next, async () => {
      await page.waitForURL(/final-approval/, { timeout: USABLE_WITHIN });
      await page.getByRole('checkbox').first().waitFor({ timeout: USABLE_WITHIN });
    });
    await page.getByRole('checkbox').first().check();
    await timed(
      'thank-you (after submit)',
      () => page.getByRole('button', { name: /Submit final artwork/ }).click(),
      async () => {
        await page.waitForURL(/thank-you/, { timeout: USABLE_WITHIN });
        await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor({ timeout: USABLE_WITHIN });
        await page.waitForFunction(() => !document.querySelector('[role="status"], [aria-busy="true"]'), null, { timeout: USABLE_WITHIN });
      },
    );
    return figures;
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const runs: PageFigures[][] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const figures = [...(await journey(browser, await ownerLink(browser), 'change')), ...(await journey(browser, await ownerLink(browser), 'approve'))];
      runs.push(figures);
      console.log(`run ${run + 1}: ${figures.map((page) => `${page.page} ${(page.ms / 1000).toFixed(1)} s`).join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  const names = runs[0]?.map((page) => page.page) ?? [];
  const rows = names.map((name) => {
    const of = runs.map((figures) => figures.find((page) => page.page === name)!);
    return {
      page: name,
      ms: median(of.map((page) => page.ms)),
      lookedMs: median(of.map((page) => page.lookedMs)),
      scripts: median(of.map((page) => page.scripts)),
      chain: Math.max(...of.map((page) => page.chain)),
      kB: Math.round(median(of.map((page) => page.bytes)) / 1024),
      messages: [...new Set(of.flatMap((page) => page.messages))],
    };
  });
  const phoneCheck = rows[0]?.ms ?? NaN;
  console.log(`\nOwner pages at ${NETWORK.latency} ms latency and ${NETWORK.downloadThroughput / 1024} kB/s, median of ${RUNS} (usable within ${(phoneCheck / 1000).toFixed(1)} s, the phone check's time):`);
  console.log('page'.padEnd(30), 'tapped after'.padStart(13), 'usable'.padStart(8), 'scripts'.padStart(8), 'chain'.padStart(6), 'kB'.padStart(6), '  loading messages');
  let failed = false;
  for (const row of rows) {
    const ok = row.ms <= phoneCheck && row.chain <= 3 && row.messages.length <= 1;
    failed ||= !ok;
    console.log(
      row.page.padEnd(30),
      `${(row.lookedMs / 1000).toFixed(1)} s`.padStart(13),
      `${(row.ms / 1000).toFixed(1)} s`.padStart(8),
      String(row.scripts).padStart(8),
      String(row.chain).padStart(6),
      String(row.kB).padStart(6),
      ` ${ok ? 'ok' : 'OVER'}  ${row.messages.join(' | ')}`,
    );
  }
  if (values.json) writeFileSync(values.json, JSON.stringify({ network: NETWORK, runs, rows }, null, 2));
  if (failed) process.exitCode = 1;
}

await main();
