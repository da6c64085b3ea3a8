import { expect, type Page } from '@playwright/test';

// Steps every booking wizard journey takes: the chooser, the owner and pet forms, submitting.

export { expectNoSeriousA11yViolations } from './a11y';

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

/** The booking wizard as a page object (the `wizard` fixture). */
export class Wizard {
  constructor(readonly page: Page) {}

  readonly next = () => this.page.getByRole('button', { name: 'Next' });
  readonly submit = () => this.page.getByRole('button', { name: 'Submit booking' });
  readonly confirmation = () => this.page.getByTestId('booking-confirmation');
  /** The step heading, e.g. 'Step 2 of 2 - Confirmation'. */
  readonly step = (title: string | RegExp) => this.page.getByRole('heading', { level: 2, name: title });

  choose(staffName: string, option: RegExp, url?: string) {
    return choose(this.page, staffName, option, url);
  }
  fillOwner(owner: OwnerInput) {
    return fillOwner(this.page, owner);
  }
  fillPet(pet: PetInput) {
    return fillPet(this.page, pet);
  }
  pickAddress(label: string, typed: string, option: string | RegExp) {
    return pickAddress(this.page, label, typed, option);
  }
  submitAndView() {
    return submitAndView(this.page);
  }

  /** The id of the booking the wizard created (kept in its draft in the browser). */
  async draftBookingId(): Promise<string> {
    return this.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('bookingDraft') ?? '{}') as { state?: { drafts?: Record<string, { bookingId: string | null }> } };
      return Object.values(stored.state?.drafts ?? {}).find((draft) => draft.bookingId)?.bookingId ?? '';
    });
  }
}
