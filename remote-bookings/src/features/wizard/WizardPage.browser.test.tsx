// The wizard's Cancel in Chromium, without the stack (issue 14, item 10): it asks first when there is
// anything to lose, and says what happens to a booking that is already saved. The referral practice's
// private cremation referral (owner, pet and collection details, then the confirmation).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { draftStore } from '@portal/shared/booking-draft';
import { Route, Routes, useNavigate } from '@portal/shared/router';
import { bookingDto, fakeApi, loadTestConfig, renderWithProviders, vetDto, type FakeReply } from '@portal/shared/testing';
import { seriousViolations } from '@portal/shared/testing/browser';
import { WizardPage } from './WizardPage';

// Presence needs the realtime service; nobody else is on these bookings.
vi.mock('./usePresence', () => ({ usePresence: () => [] }));

/** What the chooser leaves for the wizard: Dr Jones, a private cremation referral. */
const chooseReferral = () => draftStore.getState().setChooser({ staffName: 'Dr Jones', option: 'Private cremation referral' });

function referralPractice(extra: Record<string, FakeReply> = {}) {
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto('RRP', { relationship_type_c: 'referral' }) } },
    'GET portal/vet/service_types': { body: { data: [{ id: 'st-private', name: 'private cremation' }] } },
    'GET portal/pet_types': { body: { data: [{ pet_type: 'Dog' }] } },
    ...extra,
  }).api;
}

/** The dashboard Cancel leaves for, and its way back into a new booking (the chooser, as a person would choose again). */
function Dashboard() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Dashboard</h1>
      <button
        type="button"
        onClick={() => {
          chooseReferral();
          void navigate('/new-booking/referral');
        }}
      >
        New booking
      </button>
    </>
  );
}

function renderWizard(route: string, api = referralPractice()) {
  renderWithProviders(
    <Routes>
      <Route path="/new-booking/referral" element={<WizardPage path="referral" mode="new" />} />
      <Route path="/edit-booking-referral/:id" element={<WizardPage path="referral" mode="edit" />} />
      <Route path="/dashboard" element={<Dashboard />} />
    </Routes>,
    { api, route },
  );
}

const question = () => page.getByRole('alertdialog');
const dashboard = () => page.getByRole('heading', { name: 'Dashboard' });
const ownerFirstName = () => page.getByLabelText(/^Owner first name/);

// The address search reads its provider from the runtime config.
beforeEach(loadTestConfig);

// What the chooser's referral option opens (moved from e2e wizards.spec.ts, issue 30; the chooser's own
// checks are in new-booking/ChooserPage.browser.test.tsx).
describe("the referral wizard's first step", () => {
  it('is the owner, pet and collection details, with owner details asked for', async () => {
    chooseReferral();
    renderWizard('/new-booking/referral');
    await expect.element(page.getByRole('heading', { level: 1, name: 'New private cremation referral' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Step 1 of 2 - Owner, pet, and collection details' })).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Do not provide owner details' })).not.toBeChecked();
    await expect.element(page.getByText('If selected, owner details will be excluded from this booking')).toBeVisible();
    await expect.element(page.getByText('* Required Fields')).toBeVisible();
  });
});

describe("the wizard's Cancel", () => {
  it('Cancel on an untouched new booking leaves without asking', async () => {
    chooseReferral();
    renderWizard('/new-booking/referral');
    await expect.element(page.getByRole('heading', { name: 'Step 1 of 2 - Owner, pet, and collection details' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dashboard()).toBeVisible();
    expect(question().query()).toBeNull();
  });

  it('Cancel asks before throwing away typed details, and Keep editing keeps them', async () => {
    chooseReferral();
    renderWizard('/new-booking/referral');
    await ownerFirstName().fill('Margaret');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(question().getByText('Discard this booking?')).toBeVisible();
    await expect.element(question().getByText('Nothing has been saved yet: the details you have entered will be lost.')).toBeVisible();
    await expect.element(question().getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(await seriousViolations()).toEqual([]);

    await question().getByRole('button', { name: 'Keep editing' }).click();
    await expect.element(question()).not.toBeInTheDocument();
    await expect.element(ownerFirstName()).toHaveValue('Margaret');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await question().getByRole('button', { name: 'Discard and leave' }).click();
    await expect.element(dashboard()).toBeVisible();
    await page.getByRole('button', { name: 'New booking' }).click();
    await expect.element(page.getByRole('heading', { name: 'Step 1 of 2 - Owner, pet, and collection details' })).toBeVisible();
    await expect.element(ownerFirstName()).toHaveValue('');
  });

  it('Cancel on a saved booking says it stays unsubmitted and where to finish it', async () => {
    const saved = bookingDto({ order_id_c: '100771', pet_first_name_c: 'Pebble', service_type: { id: 'st-private', name: 'private cremation' } });
    renderWizard('/edit-booking-referral/booking-1', referralPractice({ 'GET portal/booking/booking-1': { body: { data: saved } } }));
    await expect.element(page.getByLabelText(/^Pet first name/)).toHaveValue('Pebble');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(question().getByText('Leave this booking unsubmitted?')).toBeVisible();
    await expect
      .element(
        question().getByText(
          'Booking 100771 is saved but not submitted, so the crematorium will not act on it yet. It stays in Bookings as Unsubmitted, where Edit lets you finish it.',
        ),
      )
      .toBeVisible();
    await question().getByRole('button', { name: 'Leave it unsubmitted' }).click();
    await expect.element(dashboard()).toBeVisible();
  });
});
