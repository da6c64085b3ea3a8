// The wizard's saves in Chromium, without the stack (issue 16, resilience; issue 4): what the nurse
// reads when the API answers 500, 422, slowly or not at all, that what was typed stays (on the page and
// in the draft a reload reads), and that Next again reaches the one booking. The direct practice's pet
// communal cremation (owner details skipped by default), as the e2e journeys made it; and its private
// cremation: the owner skip default, and a submit the server refuses.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { SERVICE_TYPE_NAMES } from '@portal/contracts/wire/service-types';
import { draftKey, draftStore } from '@portal/shared/booking-draft';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { Route, Routes } from '@portal/shared/router';
import type { DetailsValues } from '@portal/contracts/schemas/booking-form';
import { bookingDto, deferred, fakeApi, loadTestConfig, renderWithProviders, vetDto, type FakeAnswer, type FakeReply, type SentCall } from '@portal/shared/testing';
import { seriousViolations } from '@portal/shared/testing/browser';
import { emptyDetails } from './detailsForm';
import { WizardPage } from './WizardPage';
import { UNREACHABLE_FAILURE } from './wizardMessages';

// The catalog's steps are another remote's; the pet communal wizard has none. The confirmation's cart
// stands in as the catalog's does: a spinner while it loads (`cart.loading`), then its lines.
const cart = vi.hoisted(() => ({ loading: false, redraw: new Set<() => void>() }));
vi.mock('./FederatedStep', async () => {
  const { useEffect, useReducer } = await import('react');
  const { Spinner } = await import('@portal/shared/ui');
  return {
    FederatedStep: ({ step }: { step: string }) => <p>Federated step {step}</p>,
    FederatedCartSummary: function CartStandIn() {
      const [, redraw] = useReducer((n: number) => n + 1, 0);
      useEffect(() => {
        cart.redraw.add(redraw);
        return () => void cart.redraw.delete(redraw);
      }, []);
      return cart.loading ? <Spinner role="status" aria-label="Loading the cart" /> : <p>No items in the cart yet.</p>;
    },
  };
});
// Presence needs the realtime service; nobody else is on these bookings.
vi.mock('./usePresence', () => ({ usePresence: () => [] }));

const KEY = draftKey('new', { path: 'communal', communalKind: 'pet' });
const PET_COMMUNAL = { id: 'st-communal', name: SERVICE_TYPE_NAMES.communal };

/** Rex Stray, a 20 kg male Kelpie, typed in by Nurse Pat: the first step, not saved yet. */
function typedDraft(): DetailsValues {
  const empty = emptyDetails(true, '');
  return {
    ...empty,
    pet: { ...empty.pet, firstName: 'Rex', lastName: 'Stray', type: 'Dog', breedText: 'Kelpie', breed: { name: 'Kelpie', customUnit: null, customUnitToKgRatio: null }, sex: 'Male', weight: '20' },
  };
}

function startDraft(details: DetailsValues = typedDraft()) {
  draftStore.getState().setChooser({ staffName: 'Nurse Pat', option: 'Pet communal cremation' });
  draftStore.getState().ensure(KEY, () => ({
    variant: { path: 'communal', communalKind: 'pet' },
    bookingId: null,
    orderId: null,
    stage: 'Unsubmitted',
    serviceTypeId: PET_COMMUNAL.id,
    serviceTypeName: PET_COMMUNAL.name,
    staffName: 'Nurse Pat',
    idempotencyKey: 'key-rex',
    details,
    savedDetails: null,
    detailsDone: false,
    hadWeight: false,
    okToCremate: false,
  }));
}

/** The booking portal-api makes of a create or update: what was sent, with its id and order number. */
function savedBooking(call: SentCall): FakeAnswer {
  const sent = call.body as Record<string, unknown>;
  return { body: { data: bookingDto({ ...sent, id: 'booking-rex', order_id_c: '100900', order_stage_c: 'VP Unsubmitted', service_type: PET_COMMUNAL, date_modified: '2026-03-10T09:00:00Z' }) } };
}

/** POST portal/special_instruction: the rows read back with their ids. */
function savedInstructions(call: SentCall): FakeAnswer {
  const rows = (call.body as { special_instructions: { description: string }[] }).special_instructions;
  return { body: { data: rows.map((row, n) => ({ id: `si-${n + 1}`, description: row.description })) } };
}

/**
 * The direct practice on a fake portal-api whose network can go away: while `network.offline`, every
 * call fails as Chromium's fetch does offline (TypeError), whatever its answer.
 */
function directPractice(extra: Record<string, FakeReply> = {}) {
  const network = { offline: false };
  const answers: Record<string, FakeReply> = {
    'GET portal/vet': { body: { data: vetDto() } },
    'GET portal/vet/service_types': { body: { data: [PET_COMMUNAL, { id: 'st-private', name: 'private cremation' }] } },
    'GET portal/pet_types': { body: { data: [{ pet_type: 'Dog' }, { pet_type: 'Cat' }] } },
    'GET portal/pet_breeds': { body: { data: [{ id: 'kelpie', name: 'Kelpie', custom_unit: null, custom_unit_to_kg_ratio: null }], current_page: 1, last_page: 1 } },
    'POST portal/booking': savedBooking,
    'POST portal/booking/booking-rex': savedBooking,
    'POST portal/special_instruction': savedInstructions,
    ...extra,
  };
  const online = Object.fromEntries(
    Object.entries(answers).map(([route, answer]): [string, FakeReply] => [
      route,
      (call) => {
        if (network.offline) throw new TypeError('Failed to fetch');
        return typeof answer === 'function' ? answer(call) : answer;
      },
    ]),
  );
  return { ...fakeApi(online), network };
}

function renderWizard(api: ReturnType<typeof fakeApi>['api'], route = '/new-booking/communal?kind=pet') {
  return renderWithProviders(
    <Routes>
      <Route path="/new-booking/communal" element={<WizardPage path="communal" mode="new" />} />
      <Route path="/new-booking/private" element={<WizardPage path="private" mode="new" />} />
      <Route path="/edit-booking-private/:id" element={<WizardPage path="private" mode="edit" />} />
    </Routes>,
    { api, route },
  );
}

const next = () => page.getByRole('button', { name: 'Next' });
const alertSaying = (text: string) => page.getByRole('alert').filter({ hasText: text });
const firstStep = () => page.getByRole('heading', { level: 2, name: 'Step 1 of 2 - Owner, pet, and collection details' });
const confirmationStep = () => page.getByRole('heading', { level: 2, name: 'Step 2 of 2 - Confirmation' });
const confirmation = () => page.getByTestId('booking-confirmation');
const petFirstName = () => page.getByLabelText(/^Pet first name/);
const petWeight = () => page.getByLabelText(/^Weight \(Kg\)/);
const instruction = (n: number) => page.getByLabelText(`Special instruction ${n}`, { exact: true });
const skipBox = () => page.getByRole('checkbox', { name: 'Do not provide owner details' });

/** The typed fields are all still there. */
async function expectTypedFieldsKept(weight = '20') {
  await expect.element(firstStep()).toBeVisible();
  await expect.element(petFirstName()).toHaveValue('Rex');
  await expect.element(petWeight()).toHaveValue(weight);
}

// The address search reads its provider from the runtime config.
beforeEach(loadTestConfig);

describe('the pet communal wizard (direct practice)', () => {
  it('starts with owner details skipped; a 422 shows the field message and keeps the form, and Next again goes on', async () => {
    draftStore.getState().setChooser({ staffName: 'Dr Lee', option: 'Pet communal cremation' });
    let refuse = true;
    const fake = directPractice({
      'POST portal/booking': (call) =>
        refuse ? { status: 422, body: { errors: { detail: { pet_weight_c: 'The Pet Weight must be greater than 0' } } } } : savedBooking(call),
    });
    renderWizard(fake.api);
    await expect.element(page.getByRole('heading', { level: 1, name: 'New pet communal cremation' })).toBeVisible();
    await expect.element(skipBox()).toBeChecked();
    await petFirstName().fill('Rex');
    await page.getByLabelText(/^Pet last name/).fill('Stray');
    await page.getByLabelText(/^Pet type/).selectOptions('Dog');
    await page.getByRole('combobox', { name: /^Breed/ }).fill('kelpie');
    await page.getByRole('listbox', { name: 'Breed suggestions' }).getByRole('option', { name: /Kelpie/ }).click();
    await page.getByRole('radio', { name: 'Male', exact: true }).click();
    await petWeight().fill('20');

    await next().click();
    await expect.element(alertSaying('An error occurred. Please verify the fields are correct: Weight (Kg): The Pet Weight must be greater than 0')).toBeVisible();
    await expect.element(page.getByText('The Pet Weight must be greater than 0', { exact: true })).toBeVisible();
    await expectTypedFieldsKept();

    refuse = false;
    await next().click();
    await expect.element(confirmationStep()).toBeVisible();
    expect(draftStore.getState().drafts[KEY]?.bookingId).toBe('booking-rex');
    await expect.element(confirmation()).toMatchTextContent('Kelpie');
  });
});

describe('the wizard when the API fails (issue 16)', () => {
  it('the API answers 500 and then recovers: a clear message, the typed fields stay, and Next again saves the booking once', async () => {
    startDraft();
    let creates = 0;
    const fake = directPractice({
      // The first create is lost behind a 500, as a failing gateway would do; the next is answered.
      'POST portal/booking': (call) => (++creates === 1 ? { status: 500, body: { errors: { detail: 'Something went wrong' } } } : savedBooking(call)),
    });
    renderWizard(fake.api);
    await expect.element(petFirstName()).toHaveValue('Rex');

    await next().click();
    await expect.element(alertSaying(DEFAULT_FAILURE)).toBeVisible();
    await expectTypedFieldsKept();

    await next().click();
    await expect.element(confirmationStep()).toBeVisible();
    await expect.element(confirmation()).toMatchTextContent('Rex Stray');
    // Once on the server: the retry is a create with the same Idempotency-Key, which portal-api answers
    // with the booking the lost create made (portal-api booking-writes.test.ts), never an update of another.
    const sent = fake.calls('POST', 'portal/booking');
    expect(sent).toHaveLength(2);
    expect(sent.map((call) => call.headers['idempotency-key'])).toEqual(['key-rex', 'key-rex']);
  });

  it('a 500 after the booking was made (its special instructions): the weight corrected before Next again reaches that one booking', async () => {
    startDraft({ ...typedDraft(), instructions: [{ id: null, description: 'Keep the blue blanket' }] });
    let instructionSaves = 0;
    const fake = directPractice({
      'POST portal/special_instruction': (call) =>
        ++instructionSaves === 1 ? { status: 500, body: { errors: { detail: 'Something went wrong' } } } : savedInstructions(call),
    });
    renderWizard(fake.api);
    await expect.element(instruction(1)).toHaveValue('Keep the blue blanket');

    await next().click();
    await expect.element(alertSaying(DEFAULT_FAILURE)).toBeVisible();
    await expect.element(instruction(1)).toHaveValue('Keep the blue blanket');
    await petWeight().fill('21');
    await next().click();
    await expect.element(confirmationStep()).toBeVisible();

    // One create; the second Next updated that booking with the corrected weight.
    expect(fake.calls('POST', 'portal/booking')).toHaveLength(1);
    const updates = fake.calls('POST', 'portal/booking/booking-rex');
    expect(updates).toHaveLength(1);
    expect(Number((updates[0]?.body as { pet_weight_c: string }).pet_weight_c)).toBe(21);
    expect(fake.calls('POST', 'portal/special_instruction').map((call) => (call.body as { opportunity_id: string }).opportunity_id)).toEqual(['booking-rex', 'booking-rex']);
  });

  it('the wizard opens while the API answers 500: it says so, and Try again opens it with the draft as it was', async () => {
    // What was typed before the page was loaded again is in the draft.
    startDraft();
    let apiDown = true;
    const fake = directPractice({
      'GET portal/vet/service_types': () =>
        apiDown ? { status: 500, body: { errors: { detail: 'Something went wrong' } } } : { body: { data: [PET_COMMUNAL] } },
    });
    renderWizard(fake.api);
    await expect.element(alertSaying(DEFAULT_FAILURE)).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect.element(tryAgain).toBeVisible();
    expect(await seriousViolations()).toEqual([]);

    apiDown = false;
    await tryAgain.click();
    await expectTypedFieldsKept();
  });

  it('a slow API: Next says it is saving and cannot be pressed again, the fields rest, then the step completes with one booking', async () => {
    startDraft();
    const held = deferred<FakeAnswer>();
    let created: SentCall | undefined;
    const fake = directPractice({
      'POST portal/booking': (call) => {
        created = call;
        return held.promise;
      },
    });
    renderWizard(fake.api);
    await expect.element(petFirstName()).toHaveValue('Rex');

    await next().click();
    const saving = page.getByRole('button', { name: 'Saving…' });
    await expect.element(saving).toBeVisible();
    await expect.element(saving).toBeDisabled();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saving the booking…' }).elements()).toHaveLength(1);
    // What is saved is what was typed: the fields rest until the answer comes.
    await expect.element(petWeight()).toBeDisabled();
    await expect.poll(() => created).toBeDefined();

    held.resolve(savedBooking(created as SentCall));
    await expect.element(confirmationStep()).toBeVisible();
    expect(fake.calls('POST', 'portal/booking')).toHaveLength(1);
  });

  it('offline at Next: the portal says it could not be reached, the typed fields stay, and Next works back online', async () => {
    startDraft();
    const fake = directPractice();
    renderWizard(fake.api);
    await expect.element(petFirstName()).toHaveValue('Rex');

    fake.network.offline = true;
    await next().click();
    await expect.element(alertSaying(UNREACHABLE_FAILURE)).toBeVisible();
    await expect.element(alertSaying('The portal could not be reached. Please check your internet connection and try again. What you typed is kept.')).toBeVisible();
    await expectTypedFieldsKept();

    fake.network.offline = false;
    await next().click();
    await expect.element(confirmationStep()).toBeVisible();
    // The call that got no answer and the one that did are one booking: the same Idempotency-Key.
    expect(fake.calls('POST', 'portal/booking').map((call) => call.headers['idempotency-key'])).toEqual(['key-rex', 'key-rex']);
  });

  it('what is typed while offline is kept in the draft: the page loaded again once back online shows it, and the booking saves', async () => {
    startDraft();
    const fake = directPractice();
    const first = renderWizard(fake.api);
    await expect.element(petFirstName()).toHaveValue('Rex');

    fake.network.offline = true;
    await petWeight().fill('22.5');
    await page.getByRole('button', { name: 'Add special instruction' }).click();
    await instruction(1).fill('Typed while offline');
    await expect.poll(() => localStorage.getItem('bookingDraft')).toContain('Typed while offline');

    // A reload: the page goes, and the new page's draft store has only what browser storage holds (emptying
    // the store writes storage too, so what it held is put back before the store reads it).
    fake.network.offline = false;
    first.unmount();
    const stored = localStorage.getItem('bookingDraft') ?? '';
    draftStore.setState({ chooser: { staffName: '', option: '' }, drafts: {} });
    localStorage.setItem('bookingDraft', stored);
    await draftStore.persist.rehydrate();
    renderWizard(fake.api);
    await expectTypedFieldsKept('22.5');
    await expect.element(instruction(1)).toHaveValue('Typed while offline');

    await next().click();
    await expect.element(confirmationStep()).toBeVisible();
    await expect.element(confirmation()).toMatchTextContent('Typed while offline');
  });
});

describe("the direct practice's private cremation", () => {
  // The defaults of every kind are the domain rule's table (shared domain/owner-skip.test.ts); the referral's off is in WizardPage.browser.test.tsx.
  it('starts with owner details skipped, and the box can be unticked to give them', async () => {
    draftStore.getState().setChooser({ staffName: 'Dr Lee', option: 'Private cremation' });
    renderWizard(directPractice().api, '/new-booking/private');
    await expect.element(page.getByRole('heading', { level: 1, name: 'New private cremation' })).toBeVisible();
    await expect.element(skipBox()).toBeChecked();
    await expect.element(skipBox()).toBeEnabled();
    expect(page.getByLabelText(/^Owner first name/).query()).toBeNull();
    await skipBox().click();
    await expect.element(skipBox()).not.toBeChecked();
    await expect.element(page.getByLabelText(/^Owner first name/)).toBeVisible();
  });

  it('Submit booking waits for the cart to draw: the screenshot kept as the record has the lines, and the button does not move under a click', async () => {
    const oscar = bookingDto({ id: 'booking-oscar', order_id_c: '100950', pet_first_name_c: 'Oscar', pet_last_name_c: 'Citizen' });
    const fake = directPractice({
      'GET portal/booking/booking-oscar': { body: { data: oscar } },
      'POST portal/booking/booking-oscar/complete': { body: { data: { ...oscar, order_stage_c: 'VP Submitted' } } },
    });
    cart.loading = true;
    renderWizard(fake.api, '/edit-booking-private/booking-oscar#confirmation');
    const submit = page.getByRole('button', { name: 'Submit booking' });
    await expect.element(confirmation()).toMatchTextContent('Oscar Citizen');
    await expect.element(submit).toBeDisabled();

    cart.loading = false;
    for (const redraw of cart.redraw) redraw();
    await expect.element(confirmation()).toMatchTextContent('No items in the cart yet.');
    await expect.element(submit).toBeEnabled();
    await submit.click();
    await expect.element(page.getByRole('heading', { name: 'Booking Submitted' })).toBeVisible();
    expect(fake.sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['portal/booking/booking-oscar/complete']);
  });

  it('a failed submit says the server detail (or the default), keeps the confirmation, and leaves the booking unsubmitted', async () => {
    const oscar = bookingDto({ id: 'booking-oscar', order_id_c: '100950', pet_first_name_c: 'Oscar', pet_last_name_c: 'Citizen' });
    let detail = 'The image store is unavailable';
    const fake = directPractice({
      'GET portal/booking/booking-oscar': { body: { data: oscar } },
      'POST portal/booking/booking-oscar/complete': () => ({ status: 500, body: { errors: { detail } } }),
    });
    const first = renderWizard(fake.api, '/edit-booking-private/booking-oscar#confirmation');
    const submit = page.getByRole('button', { name: 'Submit booking' });
    await expect.element(confirmation()).toMatchTextContent('Oscar Citizen');

    await submit.click();
    await expect.element(alertSaying('Error: The image store is unavailable')).toBeVisible();
    await expect.element(confirmation()).toMatchTextContent('Oscar Citizen');
    detail = '';
    await submit.click();
    await expect.element(alertSaying(DEFAULT_FAILURE)).toBeVisible();
    expect(page.getByRole('heading', { name: 'Booking Submitted' }).query()).toBeNull();
    await expect.element(confirmation()).toMatchTextContent('Oscar Citizen');

    // Not marked submitted: nothing but the two refused submits was written, and the draft is still an
    // unsubmitted booking, so the page opened again offers Submit booking once more.
    expect(fake.sent.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST portal/booking/booking-oscar/complete',
      'POST portal/booking/booking-oscar/complete',
    ]);
    expect(draftStore.getState().drafts['edit:booking-oscar']?.stage).toBe('Unsubmitted');
    first.unmount();
    renderWizard(fake.api, '/edit-booking-private/booking-oscar#confirmation');
    await expect.element(submit).toBeVisible();
    await expect.element(confirmation()).toMatchTextContent('Oscar Citizen');
  });
});
