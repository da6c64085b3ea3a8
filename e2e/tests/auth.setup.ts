import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { authFile, DEMO_USERS } from '../support/fixtures';
import { signInAs, USERS } from '../support/portal';

// Each demo member signs in once through the login form; the journeys reuse the saved state.
for (const user of DEMO_USERS) {
  setup(`sign in as ${USERS[user]}`, async ({ page }) => {
    await signInAs(page, USERS[user]);
    mkdirSync(path.dirname(authFile(user)), { recursive: true });
    await page.context().storageState({ path: authFile(user) });
  });
}
