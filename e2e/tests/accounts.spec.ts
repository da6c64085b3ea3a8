import { seriousViolations } from '../support/bookings';
import { openDocumentTab } from '../support/documents';
import { expect, test } from '../support/fixtures';

test.use({ as: 'directManager' });

test('accounts lists invoices and rebates and opens an invoice PDF through a signed link', async ({ page }) => {
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByText('Showing all invoices and rebates')).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices and rebates' });
  await expect(table.getByRole('columnheader')).toHaveText(['Invoice', 'Date', 'Type', 'Status', 'Total', 'PDF']);
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').first()).toHaveText(/^[0-9a-f]{6}$/);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/\d{2}:\d{2} \d{1,2}-[A-Z][a-z]{2}-\d{4}/);
  await expect(table.getByRole('cell', { name: 'Rebate' }).first()).toBeVisible();
  await expect(firstRow.getByRole('cell').nth(4)).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);

  const shortId = (await firstRow.getByRole('cell').first().textContent()) ?? '';
  const link = await openDocumentTab(
    page,
    () => firstRow.getByRole('button', { name: `View PDF of invoice ${shortId}` }).click(),
    /\/files\/invoices\/.+\.pdf\?expires=\d+&signature=/,
  );
  const pdf = await page.request.get(link);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The link is signed: a changed signature is refused.
  const forged = new URL(link);
  forged.searchParams.set('signature', 'forged');
  expect((await page.request.get(forged.href)).status()).toBe(403);
});
