import { expect, type Locator, type Page } from '@playwright/test';

// The catalog's product list, product modal and cart, as the wizard journeys use them.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const products = (page: Page) => page.getByRole('table', { name: 'Products' });
export const cart = (page: Page) => page.getByRole('table', { name: 'Cart items' });
/** The product modal, by the product's name (its title starts with it). */
export const productDialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}`) : name });

/**
 * Chooses a product option by its name, whatever it adds to the price: the dropdown lists a priced
 * option with its surcharge ('Walnut stain (+$8.00)') and a free one by its name alone. Selects by value.
 */
export async function chooseOption(select: Locator, name: string) {
  const option = select.locator('option').filter({ hasText: new RegExp(`^${escapeRegExp(name)}( \\(\\+\\$[\\d,.]+\\))?$`) });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/** Opens a product's modal from the list (searching for it first) and answers the modal. */
export async function openProduct(page: Page, name: string) {
  await page.getByLabel('Search products').fill(name);
  // The list has settled on the search (aria-busy while it waits out the typing pause and loads).
  await expect(products(page)).not.toHaveAttribute('aria-busy', 'true');
  const row = products(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Details/ }).click();
  const dialog = productDialog(page, name);
  await expect(dialog).toBeVisible();
  return dialog;
}
