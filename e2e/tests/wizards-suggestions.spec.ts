import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { choose, expectNoSeriousA11yViolations, pickAddress } from '../support/wizard';

// The address and breed suggestions of the owner and pet step (issue 14): the WAI-ARIA combobox
// pattern with the keyboard alone, and a field's message going as soon as the field is valid.

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) });
const suggestions = (page: Page, label: string) => page.getByRole('listbox', { name: `${label} suggestions` });
/** The suggestion the arrow keys made active. */
const activeSuggestion = (page: Page, label: string) => suggestions(page, label).getByRole('option', { selected: true });

/** Types into a suggestion field key by key and waits until its suggestions are shown. */
async function typeAndWait(page: Page, label: string, typed: string) {
  await combobox(page, label).pressSequentially(typed);
  await expect(suggestions(page, label).getByRole('option').first()).toBeVisible();
}

test.describe('referral practice', () => {
  test.use({ as: 'referralStaff' });

  test.beforeEach(async ({ page }) => {
    await choose(page, 'Dr Jones', /^Private cremation referral/);
    await expect(page.getByRole('heading', { name: 'Step 1 of 2 - Owner, pet, and collection details' })).toBeVisible();
  });

  test('an address is picked with the keyboard alone (type, ArrowDown, Enter), and Enter does not submit the step', async ({ page }) => {
    const field = combobox(page, 'Home address');
    await typeAndWait(page, 'Home address', 'Glenelg');
    await field.press('ArrowDown');
    const active = activeSuggestion(page, 'Home address');
    await expect(active).toHaveCount(1);
    await expect(field).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'no active option');
    const chosen = (await active.textContent()) ?? '';
    await field.press('Enter');
    await expect(field).toHaveValue(chosen);
    await expect(suggestions(page, 'Home address')).toHaveCount(0);
    // The step was not submitted: none of its required-field messages appeared.
    await expect(page.getByText('First name is required', { exact: true })).toHaveCount(0);
    await expect(field).toBeFocused();
  });

  test('a breed is picked with the keyboard alone, and Enter does not submit the step', async ({ page }) => {
    await page.getByLabel(/^Pet type/).selectOption('Dog');
    const field = combobox(page, 'Breed');
    await typeAndWait(page, 'Breed', 'beag');
    await field.press('ArrowDown');
    await expect(activeSuggestion(page, 'Breed')).toHaveText('Beagle');
    await field.press('Enter');
    await expect(field).toHaveValue('Beagle');
    await expect(suggestions(page, 'Breed')).toHaveCount(0);
    await expect(page.getByText('First name is required', { exact: true })).toHaveCount(0);
  });

  test('Escape closes the suggestions and keeps what was typed', async ({ page }) => {
    const field = combobox(page, 'Home address');
    await typeAndWait(page, 'Home address', 'Glenelg');
    await field.press('ArrowDown');
    await field.press('Escape');
    await expect(suggestions(page, 'Home address')).toHaveCount(0);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('Glenelg');
  });

  test('the open suggestions, with one active, have no serious accessibility violations', async ({ page }) => {
    await typeAndWait(page, 'Home address', 'Glenelg');
    await combobox(page, 'Home address').press('ArrowDown');
    await expect(activeSuggestion(page, 'Home address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('direct practice', () => {
  test.use({ as: 'directStaff' });

  test.beforeEach(async ({ page }) => {
    await choose(page, 'Dr Wren', /^Stray\/wildlife communal cremation/);
    await expect(page.getByRole('heading', { name: 'Step 1 of 2 - Owner and pet details' })).toBeVisible();
  });

  test("'Collection Address is required' goes as soon as an address is picked, without another Next", async ({ page }) => {
    await page.getByRole('radio', { name: /^Another address/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Collection Address is required')).toBeVisible();
    await pickAddress(page, 'Collection address', 'Subiaco', /^Subiaco WA 6008/);
    await expect(combobox(page, 'Collection address')).toHaveValue('Subiaco WA 6008');
    await expect(page.getByText('Collection Address is required')).toHaveCount(0);
  });

  test("the breed's 'Pet type should be selected first' goes once a pet type is chosen", async ({ page }) => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Pet type should be selected first')).toBeVisible();
    await page.getByLabel(/^Pet type/).selectOption('Dog');
    await expect(page.getByText('Pet type should be selected first')).toHaveCount(0);
  });
});
