import { expect, test } from '../support/fixtures';
import { choose, expectNoSeriousA11yViolations } from '../support/wizard';

// The size limits at the forms (issue 16, item 3): a text past its limit is named at its field, with
// what was typed left as it is (never cut), and the special instructions stop at the booking's limit.

test.describe('limits on the owner and pet step', () => {
  test.use({ as: 'referralStaff' });

  test('a special instruction over 2,000 characters is named at its field, and nothing typed is cut', async ({ page }) => {
    await choose(page, 'Dr Jones', /^Private cremation referral/);
    await page.getByRole('button', { name: 'Add special instruction' }).click();
    const instruction = page.getByLabel('Special instruction 1', { exact: true });
    const typed = 'Please keep the red collar and the tag. '.repeat(51).slice(0, 2001);
    await instruction.fill(typed);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Special instruction must be at most 2,000 characters')).toBeVisible();
    await expect(instruction).toHaveAttribute('aria-invalid', 'true');
    await expect(instruction).toHaveValue(typed);
    await expectNoSeriousA11yViolations(page);
  });

  test('special instructions stop at 50, and the page says why', async ({ page }) => {
    await choose(page, 'Dr Jones', /^Private cremation referral/);
    const add = page.getByRole('button', { name: 'Add special instruction' });
    for (let n = 1; n <= 50; n++) await add.click();
    await expect(page.getByLabel('Special instruction 50', { exact: true })).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(page.getByText('At most 50 special instructions can be saved on one booking')).toBeVisible();
    await page.getByRole('button', { name: 'Delete special instruction 50' }).click();
    await expect(add).toBeEnabled();
  });
});
