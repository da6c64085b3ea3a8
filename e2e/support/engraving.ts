import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from './portal';

// The engraving journeys (issue 6): the product modal's artwork steps and the owner's approval pages.

export const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');
export const PET_PHOTO = path.join(FIXTURES, 'pet-photo.png');
export const NOT_AN_IMAGE = path.join(FIXTURES, 'not-an-image.png');

/** The owner app (remote-engraving on its own origin), as the outbox's links name it. */
export const OWNER_APP = 'http://localhost:8083';
/** A phone held upright. */
export const PHONE_VIEWPORT = { width: 375, height: 667 };

export const artworkSteps = (dialog: Locator) => dialog.getByTestId('engraving-steps');
export const stepHeading = (scope: Locator | Page, title: string) => scope.getByRole('heading', { name: title, level: 3 });

/** One text line of the customise-text step: its text, font face and size. */
export async function fillTextLine(scope: Locator | Page, label: 'Pet name' | 'Text line 1' | 'Text line 2', line: { text: string; font: string; size: string }) {
  await scope.getByLabel(new RegExp(`^${label} text`)).fill(line.text);
  await scope.getByLabel(new RegExp(`^${label} font face`)).selectOption(line.font);
  await scope.getByLabel(new RegExp(`^${label} font size`)).selectOption(line.size);
}

export async function chooseIcon(scope: Locator | Page, icon: string, placement: 'Left' | 'Right') {
  await scope.getByRole('radiogroup', { name: 'Icon' }).getByRole('radio', { name: icon, exact: true }).check();
  await scope.getByRole('radiogroup', { name: 'Placement' }).getByRole('radio', { name: placement, exact: true }).check();
}

/** Chooses the photo, waits out Apply's 2 s, and sees the cropped result. */
export async function cropPhoto(scope: Locator | Page, file = PET_PHOTO) {
  await scope.getByLabel(/^Photo/).setInputFiles(file);
  await expect(scope.getByTestId('photo-cropper')).toBeVisible();
  await scope.getByRole('button', { name: 'Rotate 90 degrees' }).click();
  await scope.getByRole('button', { name: 'Apply' }).click();
  await expect(scope.getByRole('img', { name: 'The cropped photo' })).toBeVisible({ timeout: 10_000 });
}

export interface OutboxMessage {
  to: string;
  body: string;
  link: string;
  booking_id: string;
  quoted_product_id: string;
}

/** The approval requests portal-api "sent" (its outbox, listed outside production). */
export async function outbox(page: Page): Promise<OutboxMessage[]> {
  const response = await page.request.get(`${API_URL}/dev/outbox.json`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}
