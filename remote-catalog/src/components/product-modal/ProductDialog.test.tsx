import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineItemWrite } from '@portal/contracts/wire/catalog';
import { CATEGORIES } from '@portal/contracts/wire/catalog';
import { CONTACT_US_SUFFIX, ENGRAVING_TICKED_EMPTY, QUANTITY_MESSAGE, SPECIAL_ORDER } from '@portal/contracts/domain/catalog';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { deferred, type FakeAnswer, fakeApi, renderWithProviders, vetDto } from '@portal/shared/testing';
import { detail, group, options, packageItem, product } from '../../testing/fixtures';
import { ARTWORK_UNAVAILABLE_TITLE } from './ArtworkSteps';
import { ENGRAVING_DOES_NOT_FIT } from './EngravingField';
import { ProductDialog, type ProductDialogProps } from './ProductDialog';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: vi.fn() }));

const PID = 'urn-1';
const image = { body: { data: { url: 'http://api.test/static/products/urn-1.png', thumbnail_url: 'http://api.test/t.png', alt: 'Cedar urn' } } };

function productApi(extra: Record<string, FakeAnswer | ((call: never) => FakeAnswer | Promise<FakeAnswer>)>, base = product(PID, 'Cedar Urn', { has_options: 1 })) {
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto('Pricebook') } },
    [`GET portal/product/${PID}`]: { body: { data: detail(base) } },
    [`GET portal/primary_image/${PID}`]: image,
    ...(extra as Record<string, FakeAnswer>),
  });
}

function open(api: ReturnType<typeof fakeApi>['api'], props: Partial<ProductDialogProps> = {}) {
  const onAdd = vi.fn<(line: LineItemWrite) => Promise<{ bookingId: string; quotedProductId: string }>>(() =>
    Promise.resolve({ bookingId: 'booking-1', quotedProductId: 'q-new' }),
  );
  const onClose = vi.fn();
  renderWithProviders(
    <ProductDialog productId={PID} bookingId="booking-1" pet={{ name: 'Bella', weightKg: 12.5 }} open onClose={onClose} onAdd={onAdd} {...props} />,
    { api },
  );
  return { onAdd, onClose };
}

const optionsPath = (groupId = '0', choiceId = '0', weight = '12.50') => `GET portal/product_options/${PID}/product/${groupId}/${choiceId}/${weight}`;

/**
 * remote-engraving's steps as the modal loads them. One module for every test: the boundary keeps a
 * component once it has loaded, so the tests share it and reset what it records (the first test that
 * opens the artwork steps is the one that sees the load).
 */
const engraving = { seen: [] as Record<string, unknown>[], discardDraft: vi.fn() };
const fakeEngravingSteps = {
  default: (props: { addToCart: () => Promise<unknown>; onFinished: () => void }) => {
    engraving.seen.push(props);
    return <button onClick={() => void props.addToCart().then(props.onFinished)}>Finish and add to cart</button>;
  },
  discardDraft: (ids: unknown) => {
    engraving.discardDraft(ids);
  },
};

beforeEach(() => {
  loadRemote.mockReset();
  engraving.seen = [];
  engraving.discardDraft.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('product modal: options (spec 001 s4, Product options)', () => {
  it('choosing again drops the groups and choices that hung under the previous choice, and refetches the new choice', async () => {
    const { api, sent } = productApi({
      [optionsPath()]: { body: options([group('g-wood', 'Timber', [['oak', 'Oak', 1], ['jarrah', 'Jarrah', 1]])]) },
      [optionsPath('g-wood', 'oak')]: { body: options([group('g-size', 'Size', [['s', 'Small'], ['m', 'Medium']])]) },
      [optionsPath('g-wood', 'jarrah')]: { body: options([group('g-finish', 'Finish', [['gloss', 'Gloss'], ['matte', 'Matte']])]) },
    });
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Timber/), 'oak');
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Size/), 'm');
    // What the choice adds to the price, under the practice's pricing.
    expect(within(dialog).getAllByText('Adds $10.00').length).toBeGreaterThan(0);

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Timber/), 'jarrah');
    expect(within(dialog).queryByLabelText(/^Size/)).toBeNull();
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Finish/), 'matte');
    expect(sent.filter((call) => call.path.startsWith('portal/product_options')).map((call) => call.path)).toEqual([
      `portal/product_options/${PID}/product/0/0/12.50`,
      `portal/product_options/${PID}/product/g-wood/oak/12.50`,
      `portal/product_options/${PID}/product/g-wood/jarrah/12.50`,
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toEqual({
      id: null,
      product: PID,
      quantity: 1,
      deleted: 0,
      engraving_text: null,
      add_engraving: 0,
      options: { 'g-wood': 'jarrah', 'g-finish': 'matte' },
      package_products_c: null,
      editId: null,
      is_vpcreated: 1,
    });
  });

  it('the previous choice chosen again starts the group under it empty (the e2e name plate journey: brass, timber, brass)', async () => {
    const { api } = productApi({
      [optionsPath()]: { body: options([group('g-plate', 'Name plate', [['brass', 'Brass name plate', 1], ['timber', 'Timber name plate']])]) },
      [optionsPath('g-plate', 'brass')]: { body: options([group('g-finish', 'Plate finish', [['polished', 'Polished brass'], ['brushed', 'Brushed brass']])]) },
    });
    open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Name plate/), 'brass');
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Plate finish/), 'polished');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Name plate/), 'timber');
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Plate finish/)).toBeNull());
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Name plate/), 'brass');
    expect(await within(dialog).findByLabelText(/^Plate finish/)).toHaveValue('');
  });

  it("a choice changed while its options load: that request goes, and its late answer never shows", async () => {
    const late = deferred<FakeAnswer>();
    const { api, sent } = productApi({
      [optionsPath()]: { body: options([group('g-wood', 'Timber', [['oak', 'Oak', 1], ['jarrah', 'Jarrah', 1]])]) },
      [optionsPath('g-wood', 'oak')]: () => late.promise,
      [optionsPath('g-wood', 'jarrah')]: { body: options([group('g-finish', 'Finish', [['gloss', 'Gloss']])]) },
    });
    open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Timber/), 'oak');
    await waitFor(() => expect(sent.some((call) => call.path.endsWith('/g-wood/oak/12.50'))).toBe(true));
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Timber/), 'jarrah');
    expect(await within(dialog).findByLabelText(/^Finish/)).toBeInTheDocument();
    await act(async () => {
      late.resolve({ body: options([group('g-size', 'Size', [['s', 'Small']])]) });
      await late.promise;
    });
    expect(within(dialog).queryByLabelText(/^Size/)).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(sent.filter((call) => call.path.startsWith('portal/product_options'))).toHaveLength(3);
  });

  it('an options request that fails is logged, and the dropdowns it would add do not show: the add is not held (spec 001 s8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = productApi({
      [optionsPath()]: { body: options([group('g-wood', 'Timber', [['oak', 'Oak', 1]])]) },
      [optionsPath('g-wood', 'oak')]: { status: 500, body: { errors: { detail: 'Boom' } } },
    });
    open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Timber/), 'oak');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load the product options', expect.objectContaining({ productId: PID, key: 'g-wood=oak' })));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(1);
    logged.mockRestore();
  });

  describe('what an option adds to the price, shown where it is chosen (issue 31 item 6: first seen in the cart)', () => {
    const finish = group('g-finish', 'Finish', [
      ['oil', 'Natural oil'],
      ['walnut', 'Walnut stain'],
    ]);
    const finishes = options([{ ...finish, filteredproducts: finish.filteredproducts.map((choice) => ({ ...choice, price: choice.id === 'oil' ? 0 : 8 })) }]);
    const listed = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
      return within(await within(dialog).findByLabelText(/^Finish/))
        .getAllByRole('option')
        .map((option) => option.textContent);
    };

    it("lists each option with its surcharge ('Walnut stain (+$8.00)'); a free option shows its name alone", async () => {
      const { onAdd } = open(productApi({ [optionsPath()]: { body: finishes } }).api);
      expect(await listed()).toEqual(['Select Finish', 'Natural oil', 'Walnut stain (+$8.00)']);
      await userEvent.selectOptions(screen.getByLabelText(/^Finish/), 'walnut');
      await userEvent.click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
      expect(onAdd.mock.calls[0]?.[0].options).toEqual({ 'g-finish': 'walnut' });
    });

    it("shows no surcharge under 'No price'", async () => {
      const { api } = fakeApi({
        'GET portal/vet': { body: { data: vetDto('No price') } },
        [`GET portal/product/${PID}`]: { body: { data: detail(product(PID, 'Cedar Urn', { has_options: 1 })) } },
        [`GET portal/primary_image/${PID}`]: image,
        [optionsPath()]: { body: finishes },
      });
      open(api);
      expect(await listed()).toEqual(['Select Finish', 'Natural oil', 'Walnut stain']);
    });
  });

  it("chooses the option whose weight range holds the pet's weight (the answer's default)", async () => {
    const { api, sent } = productApi({
      [optionsPath()]: { body: options([group('g-size', 'Size', [['s', 'Small'], ['m', 'Medium'], ['l', 'Large']])], { defaults: { 'g-size': 'm' } }) },
    });
    open(api);
    expect(await screen.findByLabelText(/^Size/)).toHaveValue('m');
    // The weight is sent with 2 decimals.
    expect(sent.some((call) => call.path.endsWith('/0/0/12.50'))).toBe(true);
  });

  it('keeps Add disabled, with a spinner, while an options request is pending', async () => {
    const held = deferred<FakeAnswer>();
    const { api } = productApi({ [optionsPath()]: () => held.promise });
    open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    const add = within(dialog).getByTestId('product-submit');
    expect(add).toBeDisabled();
    expect(add).toHaveAttribute('data-loading');
    await act(async () => {
      held.resolve({ body: options([group('g-size', 'Size', [['s', 'Small']])]) });
      await held.promise;
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
  });

  it('blocks the add while a required dropdown has no value, naming it', async () => {
    const { api } = productApi({ [optionsPath()]: { body: options([group('g-size', 'Size', [['s', 'Small']])]) } });
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await within(dialog).findByLabelText(/^Size/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please select Size.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose the options marked required.');
    expect(within(dialog).getByLabelText(/^Size/)).toHaveAttribute('aria-invalid', 'true');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("blocks the add on the contact-us error and says so in the header (' - Please contact us...')", async () => {
    const { api } = productApi({ [optionsPath()]: { body: options([group('g-size', 'Size', [['s', 'Small']])], { contact_us: 1 }) } });
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: `Cedar Urn${CONTACT_US_SUFFIX}` });
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onAdd).not.toHaveBeenCalled();
  });

  describe("an option that does not suit the pet's weight (the rule portal-api applies, domain/weight-band)", () => {
    const sizes = () => {
      const size = group('g-size', 'Size', [['s', 'Small (up to 10 kg)'], ['l', 'Large (25 to 45 kg)']]);
      const [small, large] = size.filteredproducts;
      if (small) Object.assign(small, { min_weight: 0, max_weight: 10 });
      if (large) Object.assign(large, { min_weight: 25, max_weight: 45 });
      return size;
    };
    const SMALL_FOR_40 = "Size 'Small (up to 10 kg)' is for pets up to 10 kg, and this pet weighs 40.00 kg. Please choose another Size.";

    it('says so at the field as soon as it is chosen, and blocks the add until another is chosen', async () => {
      const { api } = productApi({ [optionsPath('0', '0', '40.00')]: { body: options([sizes()], { defaults: { 'g-size': 'l' } }) } });
      const { onAdd } = open(api, { pet: { name: 'Duke', weightKg: 40 } });
      const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
      const size = await within(dialog).findByLabelText(/^Size/);
      expect(size).toHaveValue('l');
      await userEvent.selectOptions(size, 's');
      expect(await within(dialog).findByText(SMALL_FOR_40)).toBeInTheDocument();
      expect(size).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent("Please choose options that suit the pet's weight.");
      expect(size).toHaveFocus();
      expect(onAdd).not.toHaveBeenCalled();

      await userEvent.selectOptions(size, 'l');
      expect(within(dialog).queryByText(SMALL_FOR_40)).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
      expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ options: { 'g-size': 'l' } });
    });

    it("names an edited line's option that no longer suits the pet (its weight changed after it was added)", async () => {
      const base = product(PID, 'Cedar Urn', { has_options: 1 });
      const { api } = fakeApi({
        'GET portal/vet': { body: { data: vetDto() } },
        [`GET portal/product/${PID}`]: { body: { data: detail(base, { quoted: { options: { 'g-size': 's' }, engraving_text: null, package_products_c: null, quantity: 1 } }) } },
        [`GET portal/primary_image/${PID}`]: image,
        [optionsPath('0', '0', '40.00')]: { body: options([sizes()], { defaults: { 'g-size': 'l' } }) },
      });
      const { onAdd } = open(api, { quotedProductId: 'q-7', pet: { name: 'Duke', weightKg: 40 } });
      expect(await screen.findByLabelText(/^Size/)).toHaveValue('s');
      expect(await screen.findByText(SMALL_FOR_40)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Update' }));
      expect(onAdd).not.toHaveBeenCalled();
    });

    it('lets any option be chosen while the pet has no weight', async () => {
      const { api } = productApi({ [optionsPath('0', '0', '0')]: { body: options([sizes()]) } });
      const { onAdd } = open(api, { pet: { name: 'Duke', weightKg: null } });
      const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
      await userEvent.selectOptions(await within(dialog).findByLabelText(/^Size/), 's');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    });
  });

  it('prefills an edited line from the quoted product and reads Update', async () => {
    const base = product(PID, 'Cedar Urn', { has_options: 1 });
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      [`GET portal/product/${PID}`]: (call) => ({
        body: {
          data: detail(base, call.query.get('quoted_product_id') === 'q-7' ? { quoted: { options: { 'g-size': 'l' }, engraving_text: null, package_products_c: null, quantity: 1 } } : {}),
        },
      }),
      [`GET portal/primary_image/${PID}`]: image,
      [optionsPath()]: { body: options([group('g-size', 'Size', [['s', 'Small'], ['l', 'Large']])], { defaults: { 'g-size': 's' } }) },
    });
    const { onAdd } = open(api, { quotedProductId: 'q-7' });
    expect(await screen.findByLabelText(/^Size/)).toHaveValue('l');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ id: 'q-7', editId: 'q-7', options: { 'g-size': 'l' }, quantity: 1 });
  });

  it("leaves an edited line's optional group as it was: the weight default is for new lines", async () => {
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      [`GET portal/product/${PID}`]: {
        body: { data: detail(product(PID, 'Cedar Urn', { has_options: 1 }), { quoted: { options: {}, engraving_text: null, package_products_c: null, quantity: 1 } }) },
      },
      [`GET portal/primary_image/${PID}`]: image,
      [optionsPath()]: { body: options([group('g-plate', 'Name plate', [['brass', 'Brass'], ['timber', 'Timber']], 'Optional')], { defaults: { 'g-plate': 'brass' } }) },
    });
    open(api, { quotedProductId: 'q-7' });
    expect(await screen.findByLabelText(/^Name plate/)).toHaveValue('');
  });
});

describe('product modal: Update of a package line', () => {
  it("lists the package's items with their choices; an item customised again is saved on the same line", async () => {
    const pkg = product(PID, 'Memorial Package', { type: 'package', category: CATEGORIES.packages });
    const urn = packageItem('item-urn', 'Cedar Urn', PID, { has_options: 1 });
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      [`GET portal/product/${PID}`]: {
        body: {
          data: detail(pkg, {
            package_products: [urn, packageItem('item-paw', 'Clay Paw Print', PID)],
            quoted: { options: {}, engraving_text: null, package_products_c: { 'item-urn': { options: { 'g-finish': 'oil' }, engraving_text: null } }, quantity: 1 },
          }),
        },
      },
      [`GET portal/primary_image/${PID}`]: image,
      'GET portal/product/item-urn': { body: { data: detail(product('item-urn', 'Cedar Urn', { has_options: 1 })) } },
      'GET portal/primary_image/item-urn': image,
      'GET portal/product_options/item-urn/product/0/0/12.50': { body: options([group('g-finish', 'Finish', [['oil', 'Natural oil'], ['walnut', 'Walnut stain']])]) },
    });
    const { onAdd } = open(api, { quotedProductId: 'q-pack' });
    const dialog = await screen.findByRole('dialog', { name: 'Memorial Package' });
    const items = within(dialog).getByRole('list', { name: 'Items of Memorial Package' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(items).getByRole('button', { name: 'Customise Cedar Urn' }));
    const item = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    expect(await within(item).findByLabelText(/^Finish/)).toHaveValue('oil');
    await userEvent.selectOptions(within(item).getByLabelText(/^Finish/), 'walnut');
    await userEvent.click(within(item).getByRole('button', { name: 'Save options' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cedar Urn' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({
      id: 'q-pack',
      product: PID,
      quantity: 1,
      package_products_c: { 'item-urn': { options: { 'g-finish': 'walnut' }, engraving_text: null, add_engraving: 0 } },
    });
  });
});

describe('product modal: quantity of a vet supply', () => {
  const bags = () => product(PID, 'Cadaver Bags', { category: CATEGORIES.vetSupplies, price: 52 });

  it('asks how many (1 to 99), shows the line price and sends the quantity', async () => {
    const { api } = productApi({}, bags());
    const { onAdd } = open(api, { pet: { name: '', weightKg: null } });
    const dialog = await screen.findByRole('dialog', { name: 'Cadaver Bags' });
    const quantity = within(dialog).getByRole('spinbutton', { name: /^Quantity/ });
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '99');
    expect(await within(dialog).findByText('Price: $52.00 each')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(dialog).getByTestId('quantity-total')).toHaveTextContent('2 x $52.00 = $104.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ id: null, product: PID, quantity: 2 });
  });

  it('says at the field, once, when the quantity is not a whole number from 1 to 99, keeps what was typed and adds nothing', async () => {
    const { api } = productApi({}, bags());
    const { onAdd } = open(api, { pet: { name: '', weightKg: null } });
    const dialog = await screen.findByRole('dialog', { name: 'Cadaver Bags' });
    const quantity = within(dialog).getByRole('spinbutton', { name: /^Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    // Said once, by the field itself (its aria-errormessage, read out as it appears), not again below it (issue 31 item 6).
    expect(within(dialog).getAllByText(QUANTITY_MESSAGE)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const message = document.getElementById(quantity.getAttribute('aria-errormessage') ?? '');
    expect(message).toHaveTextContent(QUANTITY_MESSAGE);
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(quantity).toHaveValue(100);
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0].quantity).toBe(3);
  });

  it("Update starts from the line's quantity", async () => {
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      [`GET portal/product/${PID}`]: { body: { data: detail(bags(), { quoted: { options: {}, engraving_text: null, package_products_c: null, quantity: 2 } }) } },
      [`GET portal/primary_image/${PID}`]: image,
    });
    const { onAdd } = open(api, { quotedProductId: 'q-bags', pet: { name: '', weightKg: null } });
    const dialog = await screen.findByRole('dialog', { name: 'Cadaver Bags' });
    const quantity = within(dialog).getByRole('spinbutton', { name: /^Quantity/ });
    expect(quantity).toHaveValue(2);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ id: 'q-bags', editId: 'q-bags', quantity: 4 });
  });

  it('other products ask no quantity, and an edit keeps the quantity the line has', async () => {
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto() } },
      [`GET portal/product/${PID}`]: { body: { data: detail(product(PID, 'Glass Heart'), { quoted: { options: {}, engraving_text: null, package_products_c: null, quantity: 2 } }) } },
      [`GET portal/primary_image/${PID}`]: image,
    });
    const { onAdd } = open(api, { quotedProductId: 'q-heart' });
    const dialog = await screen.findByRole('dialog', { name: 'Glass Heart' });
    expect(within(dialog).queryByRole('spinbutton', { name: /^Quantity/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0].quantity).toBe(2);
  });
});

describe('product modal: engraving text (spec 001 s5)', () => {
  const engraved = (requires: 0 | 1) =>
    product(PID, 'Cedar Urn', { engraving_type: 'text', engraving_max_length: 2, engraving_max_characters: 10, requires_engraving: requires });

  it('says how much is used, and that a line is full or the lines are used up, as it is typed', async () => {
    const { api } = productApi({}, engraved(0));
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    const box = within(dialog).getByRole('checkbox', { name: 'Add engraving' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    const text = within(dialog).getByLabelText('Engraving text');
    const note = () => document.getElementById(text.getAttribute('aria-describedby') ?? '');
    expect(within(dialog).getByTestId('engraving-usage')).toHaveTextContent('0/2 lines and 0/10 characters used');
    expect(note()).toContainElement(within(dialog).getByTestId('engraving-usage'));
    await userEvent.type(text, 'Forever lo{Enter}Bella girl');
    expect(within(dialog).getByTestId('text-fit')).toHaveTextContent('Lines 1 and 2 are full (10 characters each).');
    // Enter at the end of the last line: there is no line 3, said at once (and nothing is glued on).
    await userEvent.type(text, '{Enter}');
    expect(within(dialog).getByTestId('text-fit')).toHaveTextContent('This product takes 2 lines, so there is no line 3.');
    expect(within(dialog).getByTestId('text-fit')).toHaveAttribute('aria-live', 'polite');
    expect(text).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0].engraving_text).toBe('Forever lo\nBella girl\n');
  });

  it('keeps a third line and an over-long line as typed, names what does not fit, and blocks the add until it fits', async () => {
    const { api } = productApi({}, engraved(0));
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add engraving' }));
    const text = within(dialog).getByLabelText('Engraving text');
    await userEvent.type(text, 'Forever loved{Enter}Bella girl{Enter}Third');
    // Nothing cut, nothing glued onto another line.
    expect(text).toHaveValue('Forever loved\nBella girl\nThird');
    expect(within(dialog).getByTestId('engraving-usage')).toHaveTextContent('3/2 lines and 13/10 characters used');
    const fit = within(dialog).getByTestId('text-fit');
    expect(fit).toHaveTextContent('Line 1 is 3 characters too long (10 fit on a line): "ved" does not fit.');
    expect(fit).toHaveTextContent('This product takes 2 lines: line 3 ("Third") does not fit.');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ENGRAVING_DOES_NOT_FIT);
    expect(text).toHaveFocus();
    expect(onAdd).not.toHaveBeenCalled();
    // A paste is kept whole in the same way.
    await userEvent.clear(text);
    await userEvent.paste('Forever lo\nBella girl\nAlways');
    expect(text).toHaveValue('Forever lo\nBella girl\nAlways');
    expect(fit).toHaveTextContent('This product takes 2 lines: line 3 ("Always") does not fit.');
    await userEvent.type(text, '{Backspace>7/}');
    expect(text).toHaveValue('Forever lo\nBella girl');
    expect(text).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0].engraving_text).toBe('Forever lo\nBella girl');
  });

  it('asks for the text (or to untick) when an optional engraving is ticked and left empty, at the field', async () => {
    const { api } = productApi({}, engraved(0));
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add engraving' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const text = within(dialog).getByLabelText(/^Engraving text/);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    // The message is the field's own (aria-errormessage), read out as it appears, and is not said again below it.
    expect(within(dialog).getAllByText(ENGRAVING_TICKED_EMPTY)).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const message = document.getElementById(text.getAttribute('aria-errormessage') ?? '');
    expect(message).toHaveTextContent(ENGRAVING_TICKED_EMPTY);
    expect(message).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(text).toHaveFocus());
    expect(onAdd).not.toHaveBeenCalled();

    // Unticked, the item is added without engraving, and says so to the server.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add engraving' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ engraving_text: null, add_engraving: 0 });
  });

  it('sends add_engraving with ticked text, so the server can hold a ticked engraving to its text', async () => {
    const { api } = productApi({}, engraved(0));
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add engraving' }));
    await userEvent.type(within(dialog).getByLabelText(/^Engraving text/), 'Bella');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ engraving_text: 'Bella', add_engraving: 1 });
  });

  it('ticks and locks the box when the product requires engraving, and blocks the add without text', async () => {
    const { api } = productApi({}, engraved(1));
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    const box = within(dialog).getByRole('checkbox', { name: 'Add engraving' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getAllByText('Please enter the engraving text.')).toHaveLength(1);
    expect(within(dialog).getByLabelText(/^Engraving text/)).toHaveAttribute('aria-invalid', 'true');
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('product modal: adding', () => {
  it("shows the special order's timeframe from the information icon the special order dialog points at", async () => {
    const { api } = productApi({}, product(PID, 'Jarrah Urn', { special_order: 1, order_by: 42 }));
    open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Jarrah Urn' });
    const info = within(dialog).getByRole('button', { name: SPECIAL_ORDER.infoLabel });
    expect(info).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByTestId('special-order-timeframe')).not.toBeVisible();
    await userEvent.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    const timeframe = within(dialog).getByTestId('special-order-timeframe');
    expect(timeframe).toBeVisible();
    expect(timeframe).toHaveTextContent('4-6 weeks');
    expect(timeframe).toHaveTextContent('allow 42 days');
    expect(info.getAttribute('aria-controls')).toBe(timeframe.id);
  });

  it('asks first for a special order product: Close adds nothing, Continue adds', async () => {
    const { api } = productApi({}, product(PID, 'Cedar Urn', { special_order: 1 }));
    const { onAdd, onClose } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const special = await screen.findByRole('dialog', { name: SPECIAL_ORDER.title });
    for (const text of SPECIAL_ORDER.lines) expect(within(special).getByText(text)).toBeInTheDocument();
    expect(within(special).getByText(/4-6 weeks/)).toBeInTheDocument();
    // Its own Close (the dialog's corner button is also named Close).
    await userEvent.click(within(special).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SPECIAL_ORDER.title })).toBeNull());
    expect(onAdd).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: SPECIAL_ORDER.title })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("keeps the modal and the choices on a failure and shows the server's message, or the default", async () => {
    const { api } = productApi({
      [optionsPath()]: { body: options([group('g-size', 'Size', [['s', 'Small']])]) },
      'POST portal/fail-422': { status: 422, body: { errors: { detail: 'This urn is out of stock.' } } },
    });
    const onAdd = vi
      .fn<(line: LineItemWrite) => Promise<{ bookingId: string; quotedProductId: string }>>()
      .mockImplementationOnce(() => api.post('portal/fail-422').json())
      .mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const onClose = vi.fn();
    renderWithProviders(<ProductDialog productId={PID} bookingId="booking-1" pet={{ name: 'Bella', weightKg: 12.5 }} open onClose={onClose} onAdd={onAdd} />, { api });
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.selectOptions(await within(dialog).findByLabelText(/^Size/), 's');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This urn is out of stock.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Size/)).toHaveValue('s');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(DEFAULT_FAILURE)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('never adds a plaque without its artwork: while the artwork steps cannot load, it says so', async () => {
    // remote-engraving does not expose the steps (yet).
    loadRemote.mockImplementation(() => Promise.resolve(null));
    const { api } = productApi({}, product(PID, 'Brass Plaque', { engraving_type: 'plaque' }));
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Brass Plaque' });
    expect(within(dialog).getByText('Product options')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(ARTWORK_UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Add/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Product options' }));
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('mounts the artwork steps of remote-engraving with the contract props, which add through the modal', async () => {
    loadRemote.mockResolvedValue(fakeEngravingSteps);
    const { api } = productApi({}, product(PID, 'Brass Plaque', { engraving_type: 'plaque' }));
    const { onAdd } = open(api);
    const dialog = await screen.findByRole('dialog', { name: 'Brass Plaque' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Finish and add to cart' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(loadRemote).toHaveBeenCalledWith('remote_engraving/EngravingSteps');
    expect(engraving.seen[0]).toMatchObject({ productId: PID, productName: 'Brass Plaque', bookingId: 'booking-1', petName: 'Bella', descriptionStepTitle: 'Product options' });
  });

  // Issue 31 item 2: text typed into an edit closed with Escape came back in the next edit.
  it('closed before Finish, asks the engraving steps to drop their draft of this line; finished, it does not', async () => {
    const { discardDraft } = engraving;
    loadRemote.mockResolvedValue(fakeEngravingSteps);
    const plaque = product(PID, 'Brass Plaque', { engraving_type: 'plaque' });
    const onAdd = () => Promise.resolve({ bookingId: 'booking-1', quotedProductId: 'q-7' });
    const show = () =>
      renderWithProviders(
        <ProductDialog productId={PID} quotedProductId="q-7" bookingId="booking-1" pet={{ name: 'Bella', weightKg: 12.5 }} open onClose={vi.fn()} onAdd={onAdd} />,
        { api: productApi({}, plaque).api },
      );

    const abandoned = show();
    await userEvent.click(await within(await screen.findByRole('dialog', { name: 'Brass Plaque' })).findByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Finish and add to cart' });
    abandoned.unmount();
    await waitFor(() => expect(discardDraft).toHaveBeenCalledWith({ productId: PID, bookingId: 'booking-1', quotedProductId: 'q-7' }));

    discardDraft.mockClear();
    const finished = show();
    await userEvent.click(await within(await screen.findByRole('dialog', { name: 'Brass Plaque' })).findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish and add to cart' }));
    await waitFor(() => expect(engraving.seen.length).toBeGreaterThan(0));
    await act(() => Promise.resolve());
    finished.unmount();
    await act(() => Promise.resolve());
    expect(discardDraft).not.toHaveBeenCalled();
  });

  it('closed before its artwork steps were opened, leaves the engraving steps alone', async () => {
    const { discardDraft } = engraving;
    loadRemote.mockResolvedValue(fakeEngravingSteps);
    const view = renderWithProviders(
      <ProductDialog productId={PID} quotedProductId="q-7" bookingId="booking-1" pet={{ name: 'Bella', weightKg: 12.5 }} open onClose={vi.fn()} onAdd={vi.fn()} />,
      { api: productApi({}, product(PID, 'Brass Plaque', { engraving_type: 'plaque' })).api },
    );
    await screen.findByRole('dialog', { name: 'Brass Plaque' });
    view.unmount();
    await act(() => Promise.resolve());
    expect(loadRemote).not.toHaveBeenCalled();
    expect(discardDraft).not.toHaveBeenCalled();
  });
});
