// Debian's Chromium and its flags, for every test that drives a browser: the component tests (vitest
// browser mode, vitest.mjs) and the e2e journeys (e2e/playwright.config.ts). `playwright install` cannot
// download browsers on these machines. No sandbox (root in a container), no GPU, no background traffic.

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
