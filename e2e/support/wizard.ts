import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Steps every booking wizard journey takes: the chooser, the owner and pet forms, submitting.

/** Serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

/** The chooser: the staff member's name and a booking option, then Next. */
export async function choose(page: Page, staffName: string, option: RegExp, url = '/new-booking') {
  await page.goto(url);
  await page.getByLabel(/^Booking vet staff member name/).fill(staffName);
  await page.getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function pickAddress(page: Page, label: string, typed: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

export interface PetInput {
  first: string;
  last?: string;
  type: string;
  breedSearch: string;
  breed: RegExp;
  sex: 'Male' | 'Female';
  weight?: string;
}

export async function fillPet(page: Page, pet: PetInput) {
  await page.getByLabel(/^Pet first name/).fill(pet.first);
  if (pet.last !== undefined) await page.getByLabel(/^Pet last name/).fill(pet.last);
  await page.getByLabel(/^Pet type/).selectOption(pet.type);
  await page.getByRole('combobox', { name: /^Breed/ }).fill(pet.breedSearch);
  await page.getByRole('listbox', { name: 'Breed suggestions' }).getByRole('option', { name: pet.breed }).first().click();
  await page.getByRole('radio', { name: pet.sex, exact: true }).check();
  if (pet.weight !== undefined) await page.getByLabel(/^Weight \(Kg\)/).fill(pet.weight);
}

export interface OwnerInput {
  first: string;
  last: string;
  phone: string;
  addressTyped: string;
  address: RegExp;
}

export async function fillOwner(page: Page, owner: OwnerInput) {
  await page.getByLabel(/^Owner first name/).fill(owner.first);
  await page.getByLabel(/^Owner last name/).fill(owner.last);
  await page.getByLabel(/^Phone number/).fill(owner.phone);
  await pickAddress(page, 'Home address', owner.addressTyped, owner.address);
}

export const detailsPage = (page: Page) => page.getByRole('heading', { level: 1, name: /^Booking / });

/** Submits from the confirmation and opens the booking's details page. */
export async function submitAndView(page: Page) {
  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
  await page.getByRole('button', { name: 'View Booking' }).click();
  await expect(detailsPage(page)).toBeVisible();
}
