import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { expect, openDashboard, test } from '../support/fixtures';

// Customer support and the tagging guide with the real brand documents, for one brand: the page is the
// same for each, and what differs is portal-api's answer (each brand's and region's documents and files
// are portal-api's routes/documents.test.ts and vet.test.ts; Edenhills' cards and table as the page
// shows them, remote-practice's CustomerSupportPage.test.tsx). The support page's layout at 768 px is a
// component test (remote-practice CustomerSupportPage.browser.test.tsx).

/** A document link opens in a new tab and serves the brand's PDF inline, under its file name. */
async function expectPdf(page: Page, link: ReturnType<Page['getByRole']>, fileName: string) {
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toContain(`inline; filename="${fileName}"`);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

const LAWNSWOOD = { user: 'directStaff', brand: 'Lawnswood', region: 'WA', phone: '08 9240 1234', manager: 'Alex Morgan', mobile: '0412 345 678' } as const;

for (const expected of [LAWNSWOOD]) {
  test(`customer support and the tagging guide for ${expected.brand}`, async ({ pageAs }) => {
    const page = await pageAs(expected.user);
    await openDashboard(page);
    await page.getByRole('link', { name: 'Customer support' }).click();

    const care = page.getByRole('region', { name: 'Client Care Team' });
    await expect(care).toContainText(`${expected.brand} Client Care Team`);
    await expect(care.getByRole('link', { name: expected.phone })).toBeVisible();
    const manager = page.getByRole('region', { name: 'Relationship Manager' });
    await expect(manager).toContainText(expected.manager);
    await expect(manager.getByRole('link', { name: expected.mobile })).toBeVisible();
    await expect(manager.getByRole('img', { name: expected.manager })).toBeVisible();

    const grief = page.getByRole('table', { name: 'Grief guidance' });
    await expect(grief.getByRole('row')).toHaveCount(3);
    for (const name of ['Pet Bucket List', 'Pet Loss and Grief Brochure']) {
      await expect(grief.getByRole('row', { name: new RegExp(name) })).toContainText('PDF');
      await expectPdf(page, grief.getByRole('link', { name: new RegExp(`^View ${name}`) }), `${expected.brand} - ${name}.pdf`);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Tagging guide' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Step \d: / })).toHaveCount(5);
    for (const tag of ['Private cremation tag', 'Communal cremation tag', 'Hold tag']) {
      const image = page.getByRole('img', { name: tag });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
    await expectPdf(
      page,
      page.getByRole('link', { name: 'Download Tagging Guide' }),
      `${expected.brand} ${expected.region} - Tagging Guide.pdf`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Contact Client Care' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Client Care' });
    await expect(dialog.getByRole('link', { name: expected.phone })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^care@/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
