// Setup of the component tests in Chromium (the `browser` project): the shared resets, and the window
// back to its default size after a test that chose another (`page.viewport`), so no test depends on
// the one before. The matchers (`expect.element(...).toBeVisible()`, `toHaveValue`, ...) are vitest's own.
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';
import { BROWSER_VIEWPORT } from './browser-viewport.mjs';
import { resetAfterEachTest } from './vitest-reset.mjs';

resetAfterEachTest();

afterEach(async () => {
  await page.viewport(BROWSER_VIEWPORT.width, BROWSER_VIEWPORT.height);
});
