import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftKey, draftStore, type BookingDraft } from '@portal/shared/booking-draft';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { Navigate, Route, Routes } from '@portal/shared/router';
import { fakeApi, renderWithProviders, vetDto } from '@portal/shared/testing';
import { ChooserPage } from './ChooserPage';

describe('ChooserPage', () => {
  it('says so when the practice could not be loaded, rather than offering no options, and Try again loads it', async () => {
    let vetCalls = 0;
    const { api } = fakeApi({
      'GET portal/vet': () => (++vetCalls === 1 ? { status: 500, body: { errors: { detail: 'Boom' } } } : { body: { data: vetDto() } }),
      'GET portal/vet/service_types': { body: { data: [{ id: 'st-private', name: 'private cremation' }] } },
    });
    renderWithProviders(<ChooserPage />, { api, route: '/new-booking' });

    expect(await screen.findByText(DEFAULT_FAILURE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Booking vet staff member name/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Booking vet staff member name/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
  });
});

// Issue 31: "New Booking" reopened this browser's unfinished booking of the same kind without a word,
// and what the nurse typed then overwrote another family's booking under the earlier staff name.
/** Owner and pet details as a new booking starts them: nothing typed. */
const emptyDetails = (skipOwner: boolean, option: ''): NonNullable<BookingDraft['details']> => ({
  skipOwner,
  owner: { firstName: '', lastName: '', phoneNumber: '', email: '', addressText: '', address: null },
  pet: { firstName: '', lastName: '', type: '', breedText: '', breed: null, sex: '', weight: '', customUnitValue: '' },
  collection: { option, addressText: '', address: null, productId: '', productName: '', isHomeCollection: false, outsideZones: false },
  instructions: [],
});

describe('ChooserPage with an unfinished booking in this browser', () => {
  const KEY = draftKey('new', { path: 'private' });

  function practiceAnswers() {
    return fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      'GET portal/vet/service_types': {
        body: { data: [{ id: 'st-private', name: 'private cremation' }, { id: 'st-dispersal', name: 'private cremation & dispersal of ashes' }] },
      },
    });
  }

  /** Pickles's private cremation, saved as VP-100023 by Nurse Jo Bell at 14:02. */
  function leavePickles(extra: Partial<BookingDraft> = {}) {
    const details = emptyDetails(false, '');
    draftStore.setState({
      drafts: {
        [KEY]: {
          variant: { path: 'private' },
          bookingId: 'booking-23',
          orderId: 'VP-100023',
          stage: 'Unsubmitted',
          serviceTypeId: 'st-private',
          serviceTypeName: 'private cremation',
          staffName: 'Nurse Jo Bell',
          idempotencyKey: 'key-23',
          details: { ...details, pet: { ...details.pet, firstName: 'Pickles', breedText: 'Kelpie', weight: '18' } },
          savedDetails: null,
          detailsDone: true,
          hadWeight: true,
          okToCremate: false,
          startedAt: '2026-11-27T14:02:00.000Z',
          ...extra,
        },
      },
    });
  }

  function renderChooser() {
    const { api } = practiceAnswers();
    renderWithProviders(
      <Routes>
        <Route path="/new-booking" element={<ChooserPage />} />
        <Route path="/new-booking/private" element={<p>The private cremation wizard</p>} />
      </Routes>,
      { api, route: '/new-booking' },
    );
  }

  async function chooseAndNext(staffName: string, option = 'Private cremation') {
    // Pasted: the name is not what these tests are about, and each typed key re-renders the form.
    await userEvent.click(await screen.findByRole('textbox', { name: /^Booking vet staff member name/ }));
    await userEvent.paste(staffName);
    // A radio is named by its label and then its help text, which starts with a capital.
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${option.replace(/[()]/g, '\\$&')} [A-Z]`) }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  }

  it('asks, naming the pet, the order, when and by whom it was started, and opens nothing until the nurse chooses', async () => {
    leavePickles();
    renderChooser();
    await chooseAndNext('Nurse Kim Lee');

    const dialog = await screen.findByRole('alertdialog', { name: "Continue Pickles's booking?" });
    expect(dialog).toHaveTextContent("Pickles's booking (Private Cremation, VP-100023, started 14:02 27-Nov-2026 by Nurse Jo Bell) is not finished.");
    expect(within(dialog).getByText(/VP-100023 stays in View Bookings\/Orders, unsubmitted/)).toBeInTheDocument();
    expect(screen.queryByText('The private cremation wizard')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: "Continue Pickles's booking" })).toHaveFocus());
  });

  it('Start a new booking drops the unfinished draft, so the wizard starts blank under the name just typed', async () => {
    leavePickles();
    renderChooser();
    await chooseAndNext('Nurse Kim Lee');
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new booking' }));

    expect(await screen.findByText('The private cremation wizard')).toBeInTheDocument();
    expect(draftStore.getState().drafts[KEY]).toBeUndefined();
    expect(draftStore.getState().chooser).toEqual({ staffName: 'Nurse Kim Lee', option: 'Private cremation' });
  });

  it('Continue keeps the unfinished booking as it was, booked by the staff member who started it', async () => {
    leavePickles();
    renderChooser();
    await chooseAndNext('Nurse Kim Lee');
    await userEvent.click(await screen.findByRole('button', { name: "Continue Pickles's booking" }));

    expect(await screen.findByText('The private cremation wizard')).toBeInTheDocument();
    expect(draftStore.getState().drafts[KEY]).toMatchObject({ orderId: 'VP-100023', staffName: 'Nurse Jo Bell' });
  });

  it('Escape closes the question and stays on the chooser with what was typed', async () => {
    leavePickles();
    renderChooser();
    await chooseAndNext('Nurse Kim Lee');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Booking vet staff member name/ })).toHaveValue('Nurse Kim Lee');
    expect(draftStore.getState().drafts[KEY]?.orderId).toBe('VP-100023');
  });

  it('an unsaved draft with details typed says they will be discarded if a new booking is started', async () => {
    leavePickles({ bookingId: null, orderId: null });
    renderChooser();
    await chooseAndNext('Nurse Kim Lee');

    const dialog = await screen.findByRole('alertdialog', { name: "Continue Pickles's booking?" });
    expect(dialog).toHaveTextContent("The new booking starts blank, and what was typed for Pickles's booking is discarded: it was never saved.");
  });

  it('a package of another service type sharing the wizard says continuing keeps its own service type', async () => {
    const details = emptyDetails(false, '');
    draftStore.setState({
      drafts: {
        [draftKey('new', { path: 'package' })]: {
          variant: { path: 'package' },
          bookingId: null,
          orderId: null,
          stage: 'Unsubmitted',
          serviceTypeId: 'st-dispersal',
          serviceTypeName: 'private cremation & dispersal of ashes',
          staffName: 'Nurse Jo Bell',
          idempotencyKey: 'key-24',
          details: { ...details, pet: { ...details.pet, firstName: 'Rusty' } },
          savedDetails: null,
          detailsDone: false,
          hadWeight: false,
          okToCremate: false,
        },
      },
    });
    renderChooser();
    await chooseAndNext('Nurse Kim Lee', 'Private cremation package');

    const dialog = await screen.findByRole('alertdialog', { name: "Continue Rusty's booking?" });
    expect(dialog).toHaveTextContent('It stays a Private Cremation & Dispersal of Ashes, not the Private Cremation just chosen.');
  });

  it('a blank draft left behind is started again with the name just typed, without asking', async () => {
    leavePickles({ bookingId: null, orderId: null, details: emptyDetails(false, '') });
    renderChooser();
    await chooseAndNext('Nurse Kim Lee');

    expect(await screen.findByText('The private cremation wizard')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(draftStore.getState().drafts[KEY]).toBeUndefined();
  });
});

describe('ChooserPage reached with Previous from a new booking\'s first step', () => {
  const KEY = draftKey('new', { path: 'private' });
  const details = {
    skipOwner: false,
    owner: { firstName: '', lastName: '', phoneNumber: '', email: '', addressText: '', address: null },
    pet: { firstName: 'Pickles', lastName: '', type: '', breedText: '', breed: null, sex: '', weight: '', customUnitValue: '' },
    collection: { option: '' as const, addressText: '', address: null, productId: '', productName: '', isHomeCollection: false, outsideZones: false },
    instructions: [],
  };

  function render(serviceTypeName: string) {
    draftStore.setState({
      drafts: {
        [KEY]: {
          variant: { path: 'private' },
          bookingId: null,
          orderId: null,
          stage: 'Unsubmitted',
          serviceTypeId: 'st-private',
          serviceTypeName,
          staffName: 'Nurse Jo Bell',
          idempotencyKey: 'key-1',
          details,
          savedDetails: null,
          detailsDone: false,
          hadWeight: false,
          okToCremate: false,
        },
      },
    });
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      'GET portal/vet/service_types': { body: { data: [{ id: 'st-private', name: 'private cremation' }] } },
    });
    renderWithProviders(
      <MemoryStateRoutes />,
      { api, route: '/start' },
    );
  }

  /** Opens the chooser as the wizard's Previous does: with the draft it came from in the history state. */
  function MemoryStateRoutes() {
    return (
      <Routes>
        <Route path="/start" element={<Navigate to="/new-booking" state={{ fromDraft: KEY }} replace />} />
        <Route path="/new-booking" element={<ChooserPage />} />
        <Route path="/new-booking/private" element={<p>The private cremation wizard</p>} />
      </Routes>
    );
  }

  it('Next with the same option goes back to that booking without asking', async () => {
    render('private cremation');
    await userEvent.click(await screen.findByRole('textbox', { name: /^Booking vet staff member name/ }));
    await userEvent.paste('Nurse Jo Bell');
    await userEvent.click(screen.getByRole('radio', { name: /^Private cremation [A-Z]/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The private cremation wizard')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(draftStore.getState().drafts[KEY]?.details?.pet.firstName).toBe('Pickles');
  });

  it('asks when that booking is of another service type than the option chosen', async () => {
    render('private cremation & dispersal of ashes');
    await userEvent.click(await screen.findByRole('textbox', { name: /^Booking vet staff member name/ }));
    await userEvent.paste('Nurse Jo Bell');
    await userEvent.click(screen.getByRole('radio', { name: /^Private cremation [A-Z]/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alertdialog', { name: "Continue Pickles's booking?" })).toBeInTheDocument();
  });
});
