// Error reporting through @sentry/browser. The SDK is loaded when the first error is reported, and
// then only once the page is idle, so it costs the first load nothing and never competes with the
// first paint; what is reported meanwhile waits in a short queue.
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import type * as SentrySdk from './reporting/sdk';

export interface ReportContext {
  bookingId?: string | number | null;
  orderNumber?: string | null;
  [key: string]: unknown;
}

type Sentry = typeof SentrySdk;
type Pending = { error: unknown; context: ReportContext };

let sentry: Sentry | undefined;
let pending: Pending[] = [];
const MAX_PENDING = 20;

/**
 * Trims a stack frame's file URL to start at the web root segment, so reports from every host,
 * port and deployment group the same (spec 001 s8).
 */
export function trimToWebRoot(filename: string | undefined): string | undefined {
  if (!filename) return filename;
  try {
    const url = new URL(filename);
    return `~${url.pathname}`;
  } catch {
    return filename;
  }
}

function send(target: Sentry, { error, context }: Pending) {
  const { bookingId, orderNumber, ...extra } = context;
  target.withScope((scope) => {
    if (bookingId != null) scope.setTag('bookingId', String(bookingId));
    if (orderNumber != null) scope.setTag('orderNumber', orderNumber);
    if (Object.keys(extra).length) scope.setExtras(extra);
    target.captureException(error);
  });
}

let settings: { config: RuntimeConfig['errorReporting']; release: string } | undefined;
let loading: Promise<void> | undefined;

async function loadSdk() {
  if (!settings?.config.dsn) return;
  const { config, release } = settings;
  const loaded = await import(/* webpackChunkName: "sentry" */ './reporting/sdk');
  loaded.init({
    dsn: config.dsn,
    tunnel: config.tunnel,
    environment: config.environment ?? 'local',
    release,
    // Uncaught errors are caught by the listeners of initReporting, which also load the SDK.
    defaultIntegrations: false,
    integrations: [
      loaded.linkedErrorsIntegration(),
      loaded.dedupeIntegration(),
      loaded.httpContextIntegration(),
      loaded.rewriteFramesIntegration({
        iteratee: (frame) => ({ ...frame, filename: trimToWebRoot(frame.filename) }),
      }),
    ],
  });
  sentry = loaded;
  const queued = pending;
  pending = [];
  for (const item of queued) send(loaded, item);
}

/** Reports an error with the booking it concerns (spec 000 s8). */
export function report(error: unknown, context: ReportContext = {}): void {
  if (sentry) {
    send(sentry, { error, context });
    return;
  }
  if (pending.length < MAX_PENDING) pending.push({ error, context });
  startLoading();
}

/**
 * Resolves when the browser is idle (at most `timeout` ms from now): past the first paint and the
 * start's long tasks, which an error at start would otherwise lengthen with a 33 KB gzip chunk.
 */
function whenIdle(timeout = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

function startLoading() {
  if (!settings || loading) return;
  loading = whenIdle().then(loadSdk).catch((loadError: unknown) => {
    loading = undefined;
    console.error('Error reporting could not start', loadError);
  });
}

let listening = false;

/**
 * Reports the page's uncaught errors and unhandled promise rejections. An app calls it first thing
 * at start, before config.json is read: what fails before initReporting waits in the queue.
 */
export function listenForPageErrors(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('error', (event) => report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
}

/**
 * Sets up reporting: remembers where to send, and reports uncaught errors and unhandled promise
 * rejections of the page. Errors reported before this are sent once it has run (and the page is idle).
 */
export function initReporting(config: RuntimeConfig['errorReporting'], release: string): void {
  settings = { config, release };
  listenForPageErrors();
  if (pending.length) startLoading();
}

/** For tests: forget the SDK and the queue. */
export function resetReporting() {
  sentry = undefined;
  pending = [];
  settings = undefined;
  loading = undefined;
}
