import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@portal/shared/api';
import { MESSAGES } from '@portal/contracts/schemas/booking';
import { type DetailsContext, type DetailsValues } from '@portal/contracts/schemas/booking-form';
import { WEIGHT_MESSAGE, weightError, weightMessage } from '@portal/contracts/domain/weight';
import { fakeApi, renderWithProviders, loadTestConfig } from '@portal/shared/testing';
import { emptyDetails } from './detailsForm';
import { filledDetails } from '../../testing/details';
import { DETAILS_FORM_ID, DetailsStep, LOCKED_NOTE } from './DetailsStep';

const context: DetailsContext = { collection: false, ownerOptional: false, locked: false };
const officeAddress = { street: '120 Walcott Street', city: 'Mount Lawley', state: 'WA', postalcode: '6050', country: 'Australia', lat: -31.9, lng: 115.8 };

/** The 422 portal-api answers a booking write with, naming these wire fields. */
async function refusal(detail: Record<string, string>): Promise<unknown> {
  const { api } = fakeApi({ 'POST portal/booking': { status: 422, body: { errors: { detail } } } });
  return api.post('portal/booking', { json: {} }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

function renderStep(initial: DetailsValues, onSave: (values: DetailsValues) => Promise<unknown>, stepContext = context, api?: ApiClient) {
  const client = api ?? fakeApi({ 'GET portal/pet_types': { body: { data: [{ pet_type: 'Dog' }] } } }).api;
  renderWithProviders(
    <>
      <DetailsStep initial={initial} context={stepContext} skipLocked={false} hadWeight={false} officeAddress={officeAddress} onChange={() => undefined} onSave={onSave} />
      <button type="submit" form={DETAILS_FORM_ID}>
        Next
      </button>
    </>,
    { api: client },
  );
}

// The address search reads its provider from the runtime config.
beforeEach(loadTestConfig);

describe('DetailsStep', () => {
  it("shows each rule's message under its field on Next, and saves nothing (spec 000 s5)", async () => {
    const onSave = vi.fn(() => Promise.resolve(undefined));
    renderStep(emptyDetails(false, ''), onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    for (const message of [MESSAGES.firstName, MESSAGES.lastName, MESSAGES.petFirstName, MESSAGES.petType, MESSAGES.sex]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /^Owner first name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts a 422's messages under the fields it names, the first focused, and keeps what was typed", async () => {
    const error = await refusal({
      pet_weight_c: 'Please enter a valid weight',
      pet_first_name_c: 'Pet first name must be at most 100 characters',
      line_items: 'Not a field of this step',
    });
    const onSave = vi.fn((_values: DetailsValues) => Promise.resolve(error));
    const details = filledDetails();
    // A submitted booking without a weight yet: only the weight can be typed (spec 000 s4).
    renderStep({ ...details, pet: { ...details.pet, weight: '' } }, onSave, { ...context, locked: true });
    await userEvent.type(screen.getByRole('textbox', { name: /^Weight/ }), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Please enter a valid weight')).toBeInTheDocument();
    expect(screen.getByText('Pet first name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.queryByText('Not a field of this step')).not.toBeInTheDocument();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ pet: { firstName: 'Bella', weight: '12.5' } });
    const weight = screen.getByRole('textbox', { name: /^Weight/ });
    expect(weight).toHaveFocus();
    expect(weight).toHaveValue('12.5');
  });

  // Issue 29, item 4: the field keeps what was typed (never tidied) and shows the one weight rule's
  // message, the words portal-api's 422 uses for pet_weight_c.
  it.each([
    ['-5', WEIGHT_MESSAGE],
    ['12,5', weightMessage('form')],
    ['0x1F', weightMessage('form')],
  ])('names a typed weight of %j under the field, keeps it as typed, and saves nothing', async (typed, message) => {
    const onSave = vi.fn(() => Promise.resolve(undefined));
    const details = filledDetails();
    renderStep({ ...details, pet: { ...details.pet, weight: '' } }, onSave);
    const weight = screen.getByRole('textbox', { name: /^Weight/ });
    await userEvent.type(weight, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(message).toBe(weightError(typed));
    expect(weight).toHaveValue(typed);
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("a submitted booking's owner and pet are locked, with the note why (spec 000 s4)", async () => {
    const onSave = vi.fn(() => Promise.resolve(undefined));
    renderStep(filledDetails(), onSave, { ...context, locked: true });

    expect(screen.getByRole('note')).toHaveTextContent(LOCKED_NOTE);
    expect(screen.getByRole('textbox', { name: /^Owner first name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Pet first name/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });
});
