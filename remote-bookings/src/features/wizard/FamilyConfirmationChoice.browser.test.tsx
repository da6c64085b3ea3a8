// The family's confirmation at the wizard's submit and edit (issue 36), in Chromium without the stack:
// a booking with the owner's mobile says the family will be asked, and "Don't ask this family" needs a
// reason that goes with the submit; an edit of a booking whose family was asked says, before anything
// is changed, that a change to the service, products or engraving asks them again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route, Routes } from '@portal/shared/router';
import { draftStore } from '@portal/shared/booking-draft';
import { bookingDto, fakeApi, renderWithProviders, vetDto, type FakeReply } from '@portal/shared/testing';
import { seriousViolations } from '@portal/shared/testing/browser';
import { REREQUEST_TITLE, WizardPage } from './WizardPage';
import { SKIP_CONFIRMATION_LABEL, SKIP_REASON_LABEL, SKIP_REASON_REQUIRED } from './FamilyConfirmationChoice';

vi.mock('./FederatedStep', () => ({
  FederatedStep: ({ step }: { step: string }) => <p>Federated step {step}</p>,
  FederatedCartSummary: () => null,
}));
vi.mock('./usePresence', () => ({ usePresence: () => [] }));
// The screenshot of the confirmation is html2canvas's; its picture is not what these tests check.
vi.mock('@portal/shared/screenshot', () => ({ captureScreenshot: () => Promise.resolve('data:image/png;base64,AAAA') }));

const PRIVATE = { id: 'st-private', name: 'private cremation' };

function practice(extra: Record<string, FakeReply>) {
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto() } },
    'GET portal/vet/service_types': { body: { data: [PRIVATE] } },
    'GET portal/pet_types': { body: { data: [{ pet_type: 'Dog' }] } },
    ...extra,
  });
}

function renderWizard(api: ReturnType<typeof fakeApi>['api'], route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/edit-booking-private/:id" element={<WizardPage path="private" mode="edit" />} />
    </Routes>,
    { api, route },
  );
}

const submit = () => page.getByRole('button', { name: 'Submit booking' });
const skipBox = () => page.getByRole('checkbox', { name: SKIP_CONFIRMATION_LABEL });

beforeEach(() => {
  draftStore.getState().clear('edit:booking-oscar');
});

describe('the family’s confirmation at submit (issue 36)', () => {
  const oscar = bookingDto({ id: 'booking-oscar', order_id_c: '100950', pet_first_name_c: 'Oscar', phone_mobile: '0412345678', first_name: 'Sam', service_type: PRIVATE });
  const submitted = { body: { data: { ...oscar, order_stage_c: 'VP Submitted' } } };

  it('says the family will be asked, and submits without a skip when nothing is ticked', async () => {
    const fake = practice({ 'GET portal/booking/booking-oscar': { body: { data: oscar } }, 'POST portal/booking/booking-oscar/complete': submitted });
    renderWizard(fake.api, '/edit-booking-private/booking-oscar#confirmation');
    const section = page.getByRole('region', { name: 'Family confirmation' });
    await expect.element(section).toMatchTextContent('Sam will be texted a private link to check what will be done and confirm it');
    await expect.element(skipBox()).not.toBeChecked();
    expect(await seriousViolations()).toEqual([]);
    await submit().click();
    await expect.element(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
    const [call] = fake.calls('POST', 'portal/booking/booking-oscar/complete');
    expect(call?.body).toEqual({ screenshot_image: 'data:image/png;base64,AAAA' });
  });

  it('"Don’t ask this family" needs a reason, and sends it with the submit', async () => {
    const fake = practice({ 'GET portal/booking/booking-oscar': { body: { data: oscar } }, 'POST portal/booking/booking-oscar/complete': submitted });
    renderWizard(fake.api, '/edit-booking-private/booking-oscar#confirmation');
    await skipBox().click();
    const reason = page.getByRole('textbox', { name: SKIP_REASON_LABEL });
    await expect.element(reason).toBeVisible();
    await submit().click();
    await expect.element(page.getByText(SKIP_REASON_REQUIRED)).toBeVisible();
    expect(fake.calls('POST', 'portal/booking/booking-oscar/complete')).toEqual([]);
    expect(await seriousViolations()).toEqual([]);
    await userEvent.type(reason, 'The owner asked not to be texted');
    await submit().click();
    await expect.element(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
    expect(fake.calls('POST', 'portal/booking/booking-oscar/complete').map((call) => call.body)).toEqual([
      { screenshot_image: 'data:image/png;base64,AAAA', skip_family_confirmation: { reason: 'The owner asked not to be texted' } },
    ]);
  });

  it('asks nothing of a booking without the owner’s mobile', async () => {
    const noMobile = { ...oscar, phone_mobile: null };
    const fake = practice({ 'GET portal/booking/booking-oscar': { body: { data: noMobile } } });
    renderWizard(fake.api, '/edit-booking-private/booking-oscar#confirmation');
    await expect.element(submit()).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Family confirmation' })).not.toBeInTheDocument();
  });

  it('an edit of a booking whose family was asked says the family will be asked again, before anything is changed', async () => {
    const asked = {
      ...oscar,
      order_stage_c: 'Awaiting Collection',
      family_confirmation: {
        state: 'concern' as const,
        label: 'Family raised a concern',
        on_hold: true,
        rerequest_on_change: true,
        requested_at: '2026-11-28T01:00:00.000Z',
        reminded_at: null,
        expires_at: '2026-12-12T01:00:00.000Z',
        sent_to: '0412345678',
        skip_reason: null,
        answer: { answer: 'concern' as const, at: '2026-11-28T02:00:00.000Z', name: null, words: 'We wanted the ashes back' },
        verbal: null,
        has_consent: false,
      },
    };
    const fake = practice({ 'GET portal/booking/booking-oscar': { body: { data: asked } } });
    renderWizard(fake.api, '/edit-booking-private/booking-oscar#product-list');
    await expect.element(page.getByTestId('rerequest-warning')).toMatchTextContent(REREQUEST_TITLE);
    await expect.element(page.getByTestId('rerequest-warning')).toMatchTextContent('they are texted a new link to check it again');
  });
});
