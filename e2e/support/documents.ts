import { expect, type Page } from '@playwright/test';

/**
 * Clicks what opens a document (a PDF) in a new tab, and answers the address the new tab asked for.
 * It waits for the tab's request, not for its address: Chromium's headless shell, which the suite drives
 * (shared/build/chromium.mjs), has no PDF viewer and saves the file as a download, so the tab's address
 * stays about:blank where a person's Chromium shows the PDF.
 */
export async function openDocumentTab(page: Page, click: () => Promise<void>, address: RegExp): Promise<string> {
  const popup = page.waitForEvent('popup');
  const request = page.context().waitForEvent('request', (candidate) => candidate.isNavigationRequest() && address.test(candidate.url()));
  await click();
  const tab = await popup;
  const asked = await request;
  expect(asked.frame().page(), 'the document opened in the new tab').toBe(tab);
  return asked.url();
}
