// The vitest config of every front-end package, in two projects so the packages cannot drift:
// - `unit`: `src/**/*.test.{ts,tsx}` in happy-dom (pure rules, hooks, components whose checks need no
//   layout or real keyboard), with the shared setup;
// - `browser`: `src/**/*.browser.test.{ts,tsx}`, component tests rendered in Debian's Chromium through
//   Playwright, without the stack (real layout, styles, focus and keys; the API is `fakeApi`).
// `vitest run` runs both; `vitest run --project '*unit*'` (with the isolated files) or `'*browser'` one of them.
import './vitest-node20.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BROWSER_VIEWPORT } from './browser-viewport.mjs';
import { mockingTests } from './vitest-mocking.mjs';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from './chromium.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));

const BROWSER_TESTS = 'src/**/*.browser.test.{ts,tsx}';

/**
 * The config of one front-end package (`name`: its folder, which names its two projects, so the root
 * run of every package at once, vitest.config.mjs, tells them apart).
 *
 * @param {string} name
 */
export function packageTestConfig(name) {
  // The package's unit files that mock a module run isolated; the rest share a registry (vitest-mocking.mjs).
  const mocking = mockingTests(path.resolve(buildDir, '..', '..', name));
  return defineConfig({
    // The build id webpack writes into each app (a remote's area shows it as data-build).
    define: { __PORTAL_BUILD_ID__: JSON.stringify(`${name}-test`) },
    test: {
      // Typing through the artwork steps and wizards with user-event takes seconds on a busy 2-core machine.
      testTimeout: 15_000,
      // What a test waits for (expect.element in the browser, expect.poll) may take seconds on a busy 2-core
      // machine: the first lazy chunk a page opens (the dialog, the cropper) is transformed on demand. The
      // default 1 s depends on the machine's speed; a check that truly fails still fails, 10 s later.
      expect: { poll: { timeout: 10_000 } },
      projects: [
        {
          extends: true,
          test: {
            name: `${name} unit`,
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [BROWSER_TESTS, ...mocking],
            setupFiles: [path.join(buildDir, 'vitest-setup.mjs')],
            isolate: false,
          },
        },
        ...(mocking.length === 0
          ? []
          : [
              {
                extends: true,
                test: {
                  name: `${name} unit (isolated)`,
                  environment: 'happy-dom',
                  include: mocking,
                  setupFiles: [path.join(buildDir, 'vitest-setup.mjs')],
                },
              },
            ]),
        {
          extends: true,
          // Vite pre-bundles the dependencies it finds by crawling imports from these files (added to the
          // test and setup files vitest gives it), once, and keeps the result until the lockfile or config
          // changes. Crawling only from the browser tests, a dependency that a new test reaches later (a
          // page of the app no test had opened, a lazy import) was bundled mid-run and Vite reloaded the
          // page, failing the test that was loading. Crawling from all of the app's source finds them up
          // front. (No '!' patterns here: they also drop the test files vitest adds.)
          optimizeDeps: { entries: ['src/**/*.{ts,tsx}'] },
          test: {
            name: `${name} browser`,
            include: [BROWSER_TESTS],
            // Chromium's compositor shares the 2 cores with the rest: a page of 50 instruction fields took
            // 8 s while the e2e suite ran beside it. A failing `expect.element` waits this long too.
            testTimeout: 30_000,
            setupFiles: [path.join(buildDir, 'vitest-browser-setup.mjs')],
            browser: {
              enabled: true,
              headless: true,
              // Debian's headless Chromium, with the e2e suite's flags (chromium.mjs).
              provider: playwright({ launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] } }),
              instances: [{ browser: 'chromium', name: `${name} browser` }],
              viewport: BROWSER_VIEWPORT,
              // A failure's message and the DOM vitest prints say what broke; no screenshot files beside the tests.
              screenshotFailures: false,
            },
          },
        },
      ],
    },
  });
}
