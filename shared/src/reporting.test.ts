import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initReporting, listenForPageErrors, report, resetReporting } from './reporting';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  withScope: vi.fn((callback: (scope: { setTag: () => void; setExtras: () => void }) => void) =>
    callback({ setTag: () => undefined, setExtras: () => undefined }),
  ),
  dedupeIntegration: vi.fn(),
  httpContextIntegration: vi.fn(),
  linkedErrorsIntegration: vi.fn(),
  rewriteFramesIntegration: vi.fn(),
}));
vi.mock('./reporting/sdk', () => sdk);

const CONFIG = { dsn: 'http://portal@errors.test/1', tunnel: 'http://errors.test/envelope' };

/** The idle callbacks the page would run once the start's work is done. */
let idle: (() => void)[] = [];
/** Long enough for a dynamic import of the (mocked) SDK to settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const runIdle = () => {
  const due = idle;
  idle = [];
  for (const callback of due) callback();
};

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  resetReporting();
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('loads the SDK for an error only once the page is idle, then sends what was queued', async () => {
  initReporting(CONFIG, 'host');
  const error = new Error('service_types answered 500');
  report(error, { bookingId: 'b-1' });
  await settle();
  expect(sdk.init).not.toHaveBeenCalled();
  runIdle();
  await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(error));
  expect(sdk.init).toHaveBeenCalledTimes(1);
});

it('keeps an uncaught error from before config.json was read, and sends it once reporting is set up', async () => {
  listenForPageErrors();
  const error = new Error('failed while the config was on its way');
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
  runIdle();
  await settle();
  expect(sdk.captureException).not.toHaveBeenCalled();
  initReporting(CONFIG, 'host');
  runIdle();
  await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(error));
});

it('never loads the SDK while nothing is reported', async () => {
  initReporting(CONFIG, 'host');
  runIdle();
  await settle();
  expect(idle).toHaveLength(0);
  expect(sdk.init).not.toHaveBeenCalled();
});
