// The owner and pet step in Chromium, without the stack: its own limits, messages and keyboard, the
// way a nurse meets them (real focus, keys and layout; portal-api is the fake).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AddressSuggestion, PetBreedDto } from '@portal/contracts/wire/wizard-reference';
import type { DetailsContext, DetailsValues } from '@portal/contracts/schemas/booking-form';
import { fakeApi, loadTestConfig, renderWithProviders } from '@portal/shared/testing';
import { seriousViolations } from '@portal/shared/testing/browser';
import { emptyDetails } from './detailsForm';
import { DETAILS_FORM_ID, DetailsStep } from './DetailsStep';

/** A referral practice's private cremation (no collection details): the step the e2e journeys opened. */
const REFERRAL_PRIVATE: DetailsContext = { collection: false, ownerOptional: false, locked: false };
/** A direct practice's stray/wildlife communal cremation: collection details, the owner optional. */
const DIRECT_WILDLIFE: DetailsContext = { collection: true, ownerOptional: true, locked: false };
const officeAddress = { street: '120 Walcott Street', city: 'Mount Lawley', state: 'WA', postalcode: '6050', country: 'Australia', lat: -31.9, lng: 115.8 };

const place = (city: string, state: string, postalcode: string): AddressSuggestion => ({
  description: `${city} ${state} ${postalcode}`,
  street: '',
  city,
  state,
  postalcode,
  country: 'Australia',
  lat: -34.98,
  lng: 138.51,
});
/** The local address search (portal-api's gazetteer, `addresses.provider: 'local'`) as the fake answers it. */
const GAZETTEER = [
  place('Glenelg', 'SA', '5045'),
  place('Glenelg North', 'SA', '5045'),
  place('Glenelg East', 'SA', '5045'),
  place('Subiaco', 'WA', '6008'),
  // Places the address rule refuses: a state without a city, and a street without a postal code.
  { ...place('', 'QLD', ''), description: 'Queensland, Australia' },
  { ...place('Adelaide', 'SA', ''), description: 'Nowhere Street, Adelaide SA', street: 'Nowhere Street' },
];
const breed = (name: string): PetBreedDto => ({ id: name, name, custom_unit: null, custom_unit_to_kg_ratio: null });
const DOG_BREEDS = [breed('Beagle'), breed('Border Collie'), breed('Boxer'), breed('Kelpie')];

function renderStep({ context = REFERRAL_PRIVATE, initial = emptyDetails(false, '') }: { context?: DetailsContext; initial?: DetailsValues } = {}) {
  const fake = fakeApi({
    'GET portal/pet_types': { body: { data: [{ pet_type: 'Dog' }, { pet_type: 'Cat' }] } },
    'GET portal/address/search': ({ query }) => {
      const typed = (query.get('q') ?? '').toLowerCase();
      return { body: { data: GAZETTEER.filter((found) => found.description.toLowerCase().startsWith(typed)) } };
    },
    'GET portal/pet_breeds': ({ query }) => {
      const typed = (query.get('search') ?? '').toLowerCase();
      const breeds = query.get('pet_type') === 'Dog' ? DOG_BREEDS.filter((found) => found.name.toLowerCase().includes(typed)) : [];
      return { body: { data: breeds, current_page: 1, last_page: 1 } };
    },
    'GET portal/postcode/zone': { body: { data: [{ id: 'collection-metro', name: 'Metro collection', is_home_collection: 0 }] } },
  });
  const onSave = vi.fn((_values: DetailsValues) => Promise.resolve(undefined));
  renderWithProviders(
    <>
      <DetailsStep initial={initial} context={context} skipLocked={false} hadWeight={false} officeAddress={officeAddress} onChange={() => undefined} onSave={onSave} />
      <button type="submit" form={DETAILS_FORM_ID}>
        Next
      </button>
    </>,
    { api: fake.api },
  );
  return { onSave };
}

const next = () => page.getByRole('button', { name: 'Next' });
const combobox = (label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) });
const suggestions = (label: string) => page.getByRole('listbox', { name: `${label} suggestions` });
/** The suggestion the arrow keys made active. */
const activeSuggestion = (label: string) => suggestions(label).getByRole('option', { selected: true });

/**
 * Counts the submit events of the step's form from now on. Enter in a field submits its form at once,
 * within the key's own events, so once the key has been pressed the count is final: no waiting.
 */
function countSubmits(): () => number {
  let count = 0;
  document.getElementById(DETAILS_FORM_ID)?.addEventListener('submit', () => count++);
  return () => count;
}

/** Types into a suggestion field key by key and waits until its suggestions are shown. */
async function typeAndWait(label: string, typed: string) {
  await userEvent.type(combobox(label), typed);
  await expect.element(suggestions(label).getByRole('option').first()).toBeVisible();
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
    await next().click();

    await expect.element(page.getByText('Special instruction must be at most 2,000 characters')).toBeVisible();
    await expect.element(instruction).toHaveAttribute('aria-invalid', 'true');
    await expect.element(instruction).toHaveValue(typed);
    expect(await seriousViolations()).toEqual([]);
  });

  it('special instructions stop at 50, and the page says why', async () => {
    // A draft with 49 already (clicking 49 times would only make the test slow): the 50th is added here.
    const draft = emptyDetails(false, '');
    renderStep({ initial: { ...draft, instructions: Array.from({ length: 49 }, (_, n) => ({ id: null, description: `Instruction ${n + 1}` })) } });
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

// The address and breed suggestions (issue 14): the WAI-ARIA combobox pattern with the keyboard alone,
// and a field's message going as soon as the field is valid.
describe('address and breed suggestions', () => {
  it('an address is picked with the keyboard alone (type, ArrowDown, Enter), and Enter does not submit the step', async () => {
    const { onSave } = renderStep();
    const submits = countSubmits();
    const field = combobox('Home address');
    await typeAndWait('Home address', 'Glenelg');
    await userEvent.keyboard('{ArrowDown}');
    const active = activeSuggestion('Home address');
    await expect.element(active).toBeVisible();
    expect(active.elements()).toHaveLength(1);
    await expect.element(field).toHaveAttribute('aria-activedescendant', active.element().id);
    const chosen = active.element().textContent ?? '';
    await userEvent.keyboard('{Enter}');
    expect(submits()).toBe(0);
    await expect.element(field).toHaveValue(chosen);
    await expect.element(suggestions('Home address')).not.toBeInTheDocument();
    // The step was not submitted: none of its required-field messages appeared, nothing was saved.
    await expect.element(page.getByText('First name is required', { exact: true })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await expect.element(field).toHaveFocus();
  });

  it('a breed is picked with the keyboard alone, and Enter does not submit the step', async () => {
    const { onSave } = renderStep();
    const submits = countSubmits();
    await page.getByLabelText(/^Pet type/).selectOptions('Dog');
    const field = combobox('Breed');
    await typeAndWait('Breed', 'beag');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(activeSuggestion('Breed')).toHaveTextContent('Beagle');
    await userEvent.keyboard('{Enter}');
    expect(submits()).toBe(0);
    await expect.element(field).toHaveValue('Beagle');
    await expect.element(suggestions('Breed')).not.toBeInTheDocument();
    await expect.element(page.getByText('First name is required', { exact: true })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Escape closes the suggestions and keeps what was typed', async () => {
    renderStep();
    const field = combobox('Home address');
    await typeAndWait('Home address', 'Glenelg');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect.element(suggestions('Home address')).not.toBeInTheDocument();
    await expect.element(field).toHaveAttribute('aria-expanded', 'false');
    await expect.element(field).toHaveValue('Glenelg');
  });

  it('the open suggestions, with one active, have no serious accessibility violations', async () => {
    renderStep();
    await typeAndWait('Home address', 'Glenelg');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(activeSuggestion('Home address')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("'Collection Address is required' goes as soon as an address is picked, without another Next", async () => {
    renderStep({ context: DIRECT_WILDLIFE, initial: emptyDetails(false, 'vet_address') });
    await page.getByRole('radio', { name: /^Another address/ }).click();
    await next().click();
    await expect.element(page.getByText('Collection Address is required')).toBeVisible();
    await combobox('Collection address').fill('Subiaco');
    await page.getByRole('option', { name: /^Subiaco WA 6008/ }).click();
    await expect.element(combobox('Collection address')).toHaveValue('Subiaco WA 6008');
    await expect.element(page.getByText('Collection Address is required')).not.toBeInTheDocument();
  });

  it("the breed's 'Pet type should be selected first' goes once a pet type is chosen", async () => {
    renderStep({ context: DIRECT_WILDLIFE, initial: emptyDetails(false, 'vet_address') });
    await next().click();
    await expect.element(page.getByText('Pet type should be selected first')).toBeVisible();
    await page.getByLabelText(/^Pet type/).selectOptions('Dog');
    await expect.element(page.getByText('Pet type should be selected first')).not.toBeInTheDocument();
  });
});

// The owner and pet step's own messages (spec 000 s5), each at its field, as a referral nurse meets them
// one Next after another (moved from e2e wizards.spec.ts, issue 30).
describe("the owner and pet step's messages", () => {
  const shown = (message: string) => page.getByText(message, { exact: true });

  it('says what is wrong with each field, and saves nothing', async () => {
    const { onSave } = renderStep();
    await next().click();
    for (const message of ['First name is required', 'Please enter valid Phone Number', 'Home address is required', 'Pet type should be selected first', 'The Pet Weight must be greater than 0']) {
      await expect.element(shown(message)).toBeVisible();
    }

    await page.getByLabelText(/^Email/).fill('not-an-email');
    // An address typed but never picked from the suggestions.
    await combobox('Home address').fill('1 King William Street, Adelai');
    await page.getByLabelText(/^Pet type/).selectOptions('Dog');
    await combobox('Breed').fill('Beagle-ish');
    await next().click();
    await expect.element(shown('Please enter valid email address')).toBeVisible();
    await expect.element(shown('Error in selecting address')).toBeVisible();
    await expect.element(shown('Please select a valid breed from the options')).toBeVisible();

    await combobox('Breed').fill('');
    await next().click();
    await expect.element(shown('Please enter valid breed')).toBeVisible();

    await combobox('Home address').fill('Queensland');
    await page.getByRole('option', { name: 'Queensland, Australia' }).click();
    await next().click();
    await expect.element(shown('City not found')).toBeVisible();

    await combobox('Home address').fill('Nowhere Street');
    await page.getByRole('option', { name: 'Nowhere Street, Adelaide SA' }).click();
    await next().click();
    await expect.element(shown('Postal code not found')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});

// What the step does with what is typed, as the referral nurse's e2e journey met it (moved from e2e
// wizards.spec.ts, issue 30): the journey keeps the reload, the one booking a double click makes and
// the confirmation.
describe('what the owner and pet step does with what is typed', () => {
  it('keeps the phone as digits, the pet last name follows the owner, the weight stays as typed, and an empty instruction is named until deleted', async () => {
    const { onSave } = renderStep();
    await page.getByLabelText(/^Owner first name/).fill('Sam');
    await page.getByLabelText(/^Owner last name/).fill('Citizen');
    await page.getByLabelText(/^Phone number/).fill('0412 345 678');
    await expect.element(page.getByLabelText(/^Phone number/)).toHaveValue('0412345678');
    await expect.element(page.getByLabelText(/^Pet last name/)).toHaveValue('Citizen');
    // What is typed is kept as typed (never tidied): the one weight rule names it on Next (issue 29).
    const weight = page.getByLabelText(/^Weight \(Kg\)/);
    await weight.fill('-12.505');
    await expect.element(weight).toHaveValue('-12.505');
    await weight.fill('12.50');
    await expect.element(weight).toHaveValue('12.50');

    await page.getByRole('button', { name: 'Add special instruction' }).click();
    await page.getByRole('button', { name: 'Add special instruction' }).click();
    await page.getByLabelText('Special instruction 1', { exact: true }).fill('Keep the red collar');
    await next().click();
    await expect.element(page.getByText('Special instruction cannot be empty', { exact: true })).toBeVisible();
    await expect.element(page.getByLabelText('Special instruction 2', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Delete special instruction 2' }).click();
    await expect.element(page.getByLabelText('Special instruction 2', { exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByLabelText('Special instruction 1', { exact: true })).toHaveValue('Keep the red collar');
    expect(onSave).not.toHaveBeenCalled();
  });
});

// The vet-unity practice's private cremation (collection details; owner details skipped by default):
// the collection messages, the zone, and a breed weighed in grams (moved from e2e wizards.spec.ts,
// issue 30; the journey keeps the submit and the details page showing the product and the grams).
describe("the vet-unity private cremation's collection and grams", () => {
  const VET_UNITY_PRIVATE: DetailsContext = { collection: true, ownerOptional: true, locked: false };
  const shown = (message: string) => page.getByText(message, { exact: true });
  const parrot: PetBreedDto = { id: 'parrot', name: 'Parrot', custom_unit: 'grams', custom_unit_to_kg_ratio: 0.001 };

  function renderVetUnity() {
    const zones: string[] = [];
    const fake = fakeApi({
      'GET portal/pet_types': { body: { data: [{ pet_type: 'Dog' }, { pet_type: 'Cat' }, { pet_type: 'Bird' }] } },
      'GET portal/address/search': ({ query }) => {
        const typed = (query.get('q') ?? '').toLowerCase();
        const places = [place('Alice Springs', 'NT', '0870'), place('Kedron', 'QLD', '4031')];
        return { body: { data: places.filter((found) => found.description.toLowerCase().startsWith(typed)) } };
      },
      'GET portal/pet_breeds': ({ query }) => ({ body: { data: query.get('pet_type') === 'Bird' ? [parrot] : [], current_page: 1, last_page: 1 } }),
      // Alice Springs is in no collection zone; Kedron is in Brisbane's.
      'GET portal/postcode/zone': ({ query }) => {
        zones.push(query.get('postalcode') ?? '');
        return { body: { data: query.get('postalcode') === '4031' ? [{ id: 'brisbane-home', name: 'Home collection - Brisbane Metro', is_home_collection: 1 }] : [] } };
      },
    });
    const onSave = vi.fn((_values: DetailsValues) => Promise.resolve(undefined));
    renderWithProviders(
      <>
        <DetailsStep initial={emptyDetails(true, '')} context={VET_UNITY_PRIVATE} skipLocked={false} hadWeight={false} officeAddress={officeAddress} onChange={() => undefined} onSave={onSave} />
        <button type="submit" form={DETAILS_FORM_ID}>
          Next
        </button>
      </>,
      { api: fake.api },
    );
    return { onSave, zones };
  }

  async function pickCollectionAddress(typed: string, option: RegExp) {
    await combobox('Collection address').fill(typed);
    await page.getByRole('option', { name: option }).click();
  }

  it("asks for the collection option, address and product in turn, and warns of an address outside the zones", async () => {
    const { onSave } = renderVetUnity();
    await expect.element(page.getByRole('checkbox', { name: 'Do not provide owner details' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: /^Owner's home address/ })).not.toBeInTheDocument();

    await next().click();
    await expect.element(shown('Collection Address Option is required')).toBeVisible();
    await page.getByRole('radio', { name: /^Another address/ }).click();
    await next().click();
    await expect.element(shown('Collection Address is required')).toBeVisible();
    await pickCollectionAddress('Alice', /^Alice Springs NT 0870/);
    await expect.element(shown('ADDRESS IS OUTSIDE AVAILABLE COLLECTION ZONES')).toBeVisible();
    await pickCollectionAddress('Kedron', /^Kedron QLD 4031/);
    await expect.element(shown('ADDRESS IS OUTSIDE AVAILABLE COLLECTION ZONES')).not.toBeInTheDocument();
    await next().click();
    await expect.element(shown('Collection Product is Required')).toBeVisible();
    await page.getByLabelText(/^Collection product/).selectOptions('Home collection - Brisbane Metro');
    await expect.element(shown('Collection Product is Required')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a breed weighed in grams asks for grams, above 0; changing the type clears the breed; and Next saves the grams and the product', async () => {
    const { onSave } = renderVetUnity();
    await page.getByRole('radio', { name: /^Another address/ }).click();
    // Outside the zones is said at once, before any Next, in place of the product list.
    await pickCollectionAddress('Alice', /^Alice Springs NT 0870/);
    await expect.element(shown('ADDRESS IS OUTSIDE AVAILABLE COLLECTION ZONES')).toBeVisible();
    await expect.element(page.getByLabelText(/^Collection product/)).not.toBeInTheDocument();
    await pickCollectionAddress('Kedron', /^Kedron QLD 4031/);
    await page.getByLabelText(/^Collection product/).selectOptions('Home collection - Brisbane Metro');
    await page.getByLabelText(/^Pet first name/).fill('Kiwi');
    await page.getByLabelText(/^Pet last name/).fill('Walker');
    await page.getByLabelText(/^Pet type/).selectOptions('Bird');
    await combobox('Breed').fill('parrot');
    await page.getByRole('option', { name: 'Parrot (grams)' }).click();
    await page.getByRole('radio', { name: 'Female' }).click();
    const grams = page.getByLabelText(/^Weight \(grams\)/);
    await expect.element(grams).toBeVisible();
    await expect.element(page.getByLabelText(/^Weight \(Kg\)/)).not.toBeInTheDocument();
    await grams.fill('0');
    await next().click();
    await expect.element(shown('Must be greater than 0')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    // Changing the type clears the breed (spec 000 s4), and the grams go back to kilograms.
    await page.getByLabelText(/^Pet type/).selectOptions('Cat');
    await expect.element(combobox('Breed')).toHaveValue('');
    await expect.element(page.getByLabelText(/^Weight \(Kg\)/)).toBeVisible();
    await page.getByLabelText(/^Pet type/).selectOptions('Bird');
    await combobox('Breed').fill('parrot');
    await page.getByRole('option', { name: 'Parrot (grams)' }).click();
    await page.getByLabelText(/^Weight \(grams\)/).fill('85');
    await next().click();
    await expect.poll(() => onSave.mock.calls.length).toBe(1);
    const saved = onSave.mock.calls[0]![0];
    expect(saved.pet).toMatchObject({ type: 'Bird', breedText: 'Parrot', customUnitValue: '85' });
    expect(saved.collection).toMatchObject({ option: 'postal_address', productId: 'brisbane-home', productName: 'Home collection - Brisbane Metro' });
    expect(saved.skipOwner).toBe(true);
  });
});
