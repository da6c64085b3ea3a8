import { expect, type Page } from '@playwright/test';

// The catalog's product list, product modal and cart, as the wizard journeys use them.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const products = (page: Page) => page.getByRole('table', { name: 'Products' });
export const cart = (page: Page) => page.getByRole('table', { name: 'Cart items' });
/** The product modal, by the product's name (its title starts with it). */
export const productDialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}`) : name });

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
