import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftKey, draftStore, type BookingDraft } from '@portal/shared/booking-draft';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { Route, Routes } from '@portal/shared/router';
import { bookingDto, fakeApi, renderWithProviders, loadTestConfig, vetDto, type FakeReply } from '@portal/shared/testing';
import { emptyDetails } from './detailsForm';
import { WizardPage } from './WizardPage';
import { UPDATED_MESSAGE } from './wizardMessages';
import { leaveQuestion } from '@portal/shared/leave-guard';

// The catalog's steps are federated (another remote): a stand-in says which one is on screen.
vi.mock('./FederatedStep', () => ({
  FederatedStep: ({ step }: { step: string }) => <p>Federated step {step}</p>,
  FederatedCartSummary: () => null,
}));
// Presence needs the realtime service of the runtime config; a new booking has nobody else on it.
vi.mock('./usePresence', () => ({ usePresence: () => [] }));

const KEY = draftKey('new', { path: 'private' });

function practiceAnswers(extra: Record<string, FakeReply> = {}) {
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto() } },
    'GET portal/vet/service_types': { body: { data: [{ id: 'st-private', name: 'private cremation' }] } },
    'GET portal/pet_types': { body: { data: [{ pet_type: 'Dog' }] } },
    ...extra,
  });
}

/** A new private cremation's draft, as the chooser starts it (Dr Jones), with these details. */
function startDraft(details = emptyDetails(false, '')) {
  draftStore.getState().setChooser({ staffName: 'Dr Jones', option: 'Private Cremation' });
  const draft: BookingDraft = {
    variant: { path: 'private' },
    bookingId: null,
    orderId: null,
    stage: 'Unsubmitted',
    serviceTypeId: 'st-private',
    serviceTypeName: 'private cremation',
    staffName: 'Dr Jones',
    idempotencyKey: 'key-1',
    details,
    savedDetails: null,
    detailsDone: false,
    hadWeight: false,
    okToCremate: false,
  };
  draftStore.getState().ensure(KEY, () => draft);
}

/** Bella Citizen's private cremation, submitted: owner and pet are locked, the weight is known. */
const submitted = bookingDto({ order_stage_c: 'VP Submitted' });

function renderEdit(api: ReturnType<typeof fakeApi>['api']) {
  renderWithProviders(
    <Routes>
      <Route path="/private/:id" element={<WizardPage path="private" mode="edit" />} />
    </Routes>,
    { api, route: '/private/booking-1' },
  );
}

function renderWizard(api: ReturnType<typeof fakeApi>['api']) {
  return renderWithProviders(
    <Routes>
      <Route path="/private" element={<WizardPage path="private" mode="new" />} />
      <Route path="/dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    { api, route: '/private' },
  );
}

// The address search reads its provider from the runtime config.
beforeEach(loadTestConfig);

describe('WizardPage', () => {
  it('saves an edited booking (update, based on the copy it started from) and goes on to the next step', async () => {
    const { api, calls } = practiceAnswers({
      'GET portal/booking/booking-1': { body: { data: submitted } },
      'POST portal/booking/booking-1': { body: { data: submitted } },
    });
    renderEdit(api);
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3 - Owner, pet, and collection details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));

    expect(await screen.findByText(UPDATED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('Federated step product-list')).toBeInTheDocument();
    // The new step's title has the focus (issue 31: it fell to the page's body), so it is read and Tab goes on from there.
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Step 2 of 3/ })).toHaveFocus());
    expect(calls('POST', 'portal/booking/booking-1')[0]).toMatchObject({ headers: { 'if-match': '"2026-01-01T00:00:00Z"' }, body: { pet_first_name_c: 'Bella' } });
    // A submitted booking's special instructions are not written again.
    expect(calls('POST', 'portal/special_instruction')).toEqual([]);
    // The step done is a link back in the breadcrumb.
    expect(within(screen.getByRole('navigation', { name: 'Booking steps' })).getByRole('button', { name: 'Owner, pet, and collection details' })).toBeInTheDocument();
  });

  it('shows a 422 in the alert and under the fields it names, and keeps the person on the step', async () => {
    const { api } = practiceAnswers({
      'GET portal/booking/booking-1': { body: { data: submitted } },
      'POST portal/booking/booking-1': { status: 422, body: { errors: { detail: { pet_first_name_c: 'Pet first name must be at most 100 characters' } } } },
    });
    renderEdit(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Next' }));

    // The alert names the field as the step labels it, never by its wire name (pet_first_name_c).
    expect(await screen.findByText('An error occurred. Please verify the fields are correct: Pet first name: Pet first name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Pet first name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3 - Owner, pet, and collection details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3 - Owner, pet, and collection details' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Pet first name/ })).toHaveValue('Bella');
  });

  it('says the default failure when the practice could not be loaded, and Try again loads it again', async () => {
    let vetCalls = 0;
    startDraft();
    const { api } = practiceAnswers({
      'GET portal/vet': () => (++vetCalls === 1 ? { status: 500, body: { errors: { detail: 'Boom' } } } : { body: { data: vetDto() } }),
    });
    renderWizard(api);

    expect(await screen.findByText(DEFAULT_FAILURE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3 - Owner, pet, and collection details' })).toBeInTheDocument();
  });

  it('asks before Cancel discards what was typed, then leaves for the dashboard without the draft', async () => {
    startDraft();
    renderWizard(practiceAnswers().api);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Pet first name/ }), 'Bella');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    // A busy machine: the dialog and its first focus may take more than the default second.
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this booking?' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus(), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard and leave' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await waitFor(() => expect(draftStore.getState().drafts[KEY]).toBeUndefined());
  });

  it("asks the host's Logout what Cancel asks once something is typed, and nothing once the wizard is gone (issue 31 item 6)", async () => {
    // The empty form this practice starts from (vet_direct: the owner's details skipped).
    startDraft(emptyDetails(true, ''));
    const wizard = renderWizard(practiceAnswers().api);
    await screen.findByRole('textbox', { name: /^Pet first name/ });
    expect(leaveQuestion()).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /^Pet first name/ }), 'Bella');
    await waitFor(() => expect(leaveQuestion()).toMatchObject({ title: 'Discard this booking?', leaveLabel: 'Discard and leave' }));
    wizard.unmount();
    expect(leaveQuestion()).toBeNull();
  });

  it('sends a new booking without a staff member name to the chooser', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/private" element={<WizardPage path="private" mode="new" />} />
        <Route path="/new-booking" element={<p>Chooser</p>} />
      </Routes>,
      { api: practiceAnswers().api, route: '/private' },
    );
    expect(await screen.findByText('Chooser')).toBeInTheDocument();
  });
});
