// The owner and pet step in Chromium, without the stack: its own limits, messages and keyboard, the
// way a nurse meets them (real focus, keys and layout; portal-api is the fake).
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { DetailsContext } from '@portal/shared/schemas/booking';
import { fakeApi, loadTestConfig, renderWithProviders } from '@portal/shared/testing';
import { seriousViolations } from '@portal/shared/testing/a11y';
import { emptyDetails } from './detailsForm';
import { DETAILS_FORM_ID, DetailsStep } from './DetailsStep';

/** A referral practice's private cremation (no collection details): the step the e2e journeys open. */
const context: DetailsContext = { collection: false, ownerOptional: false, locked: false };
const officeAddress = { street: '120 Walcott Street', city: 'Mount Lawley', state: 'WA', postalcode: '6050', country: 'Australia', lat: -31.9, lng: 115.8 };

function renderStep(initial = emptyDetails(false, '')) {
  const { api } = fakeApi({ 'GET portal/pet_types': { body: { data: [{ pet_type: 'Dog' }, { pet_type: 'Cat' }] } } });
  renderWithProviders(
    <>
      <DetailsStep initial={initial} context={context} skipLocked={false} hadWeight={false} officeAddress={officeAddress} onChange={() => undefined} onSave={() => Promise.resolve(undefined)} />
      <button type="submit" form={DETAILS_FORM_ID}>
        Next
      </button>
    </>,
    { api },
  );
}

// The address search reads its provider from the runtime config (the local one, portal-api's gazetteer).
beforeEach(loadTestConfig);

// The size limits at the form (issue 16, item 3): a text past its limit is named at its field, with
// what was typed left as it is (never cut), and the special instructions stop at the booking's limit.
describe('special instructions: their limits', () => {
  it('a special instruction over 2,000 characters is named at its field, and nothing typed is cut', async () => {
    renderStep();
    await page.getByRole('button', { name: 'Add special instruction' }).click();
    const instruction = page.getByLabelText('Special instruction 1', { exact: true });
    const typed = 'Please keep the red collar and the tag. '.repeat(51).slice(0, 2001);
    await instruction.fill(typed);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect.element(page.getByText('Special instruction must be at most 2,000 characters')).toBeVisible();
    await expect.element(instruction).toHaveAttribute('aria-invalid', 'true');
    await expect.element(instruction).toHaveValue(typed);
    expect(await seriousViolations()).toEqual([]);
  });

  it('special instructions stop at 50, and the page says why', async () => {
    // A draft with 49 already (clicking 49 times would only make the test slow): the 50th is added here.
    const draft = emptyDetails(false, '');
    renderStep({ ...draft, instructions: Array.from({ length: 49 }, (_, n) => ({ id: null, description: `Instruction ${n + 1}` })) });
    const add = page.getByRole('button', { name: 'Add special instruction' });
    await expect.element(page.getByLabelText('Special instruction 49', { exact: true })).toHaveValue('Instruction 49');
    await expect.element(add).toBeEnabled();
    await add.click();
    await expect.element(page.getByLabelText('Special instruction 50', { exact: true })).toBeVisible();
    await expect.element(add).toBeDisabled();
    await expect.element(page.getByText('At most 50 special instructions can be saved on one booking')).toBeVisible();
    await page.getByRole('button', { name: 'Delete special instruction 50' }).click();
    await expect.element(add).toBeEnabled();
  });
});
