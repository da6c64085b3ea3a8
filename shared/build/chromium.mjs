// Debian's Chromium and its flags, for every test that drives a browser: the component tests (vitest
// browser mode, vitest.mjs) and the e2e journeys (e2e/playwright.config.ts). `playwright install` cannot
// download browsers on these machines. No sandbox (root in a container), no GPU, no background traffic.

/**
 * The browser the tests drive: Debian's chromium-headless-shell, the same Chromium (one source package,
 * one version) without the browser's own windows, as Playwright itself runs headless Chromium. The full
 * browser's headless mode draws a window per browser context, with a renderer of its own for the
 * omnibox's WebUI: a cold page load of the portal took 2.2 s and 6.2 s of CPU there, and 1.1 s and
 * 2.5 s in the shell (five loads of /new-booking, signed in, on an idle 2-core machine).
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The full browser, for what measures a person's browser (Lighthouse, e2e/scripts/perf-*.ts). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
