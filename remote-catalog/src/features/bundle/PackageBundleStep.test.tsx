import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackageItemDto } from '@portal/contracts/wire/catalog';
import type { StepNavigation } from '@portal/contracts/federation/catalog';
import { NO_BUNDLES, PACKAGE_BUTTON_TIMER_MS, PACKAGE_REQUIRED } from '@portal/contracts/domain/catalog';
import { type FakeAnswer, fakeApi, renderWithProviders, type SentCall, vetDto } from '@portal/shared/testing';
import { booking, detail, group, line, options, page, product, stepProps } from '../../testing/fixtures';
import { ADD_PACKAGE_LABEL, ADDITIONS_TITLE, SAVE_PACKAGE_LABEL } from './bundleLines';
import PackageBundleStep from './PackageBundleStep';

const memorial = product('pkg-1', 'Memorial Cremation Package', { type: 'package', category: 'Cremation Packages', price: 620 });
const farewell = product('pkg-2', 'Farewell Package', { type: 'package', category: 'Cremation Packages', price: 450 });

const item = (id: string, name: string, overrides: Partial<PackageItemDto> = {}): PackageItemDto => ({
  id,
  baseId: id,
  parentId: 'pkg-1',
  name,
  description: '',
  unit_price: 0,
  thumbnail_url: `http://api.test/${id}.png`,
  requires_engraving: 0,
  engraving_max_length: 0,
  engraving_max_characters: 0,
  engraving_type: 'none',
  has_image: 0,
  special_order: 0,
  has_options: 0,
  type: 'product',
  ...overrides,
});
const urnItem = item('item-urn', 'Cedar Urn', { has_options: 1 });
const cardItem = item('item-card', 'Sympathy Card');

function bundleApi(cart: ReturnType<typeof line>[], extra: Record<string, FakeAnswer | ((call: SentCall) => FakeAnswer)> = {}) {
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto('Pricebook') } },
    'GET portal/products': { body: page([memorial, farewell]) },
    'GET portal/booking/booking-1': { body: { data: booking(cart, { is_package_c: 1 }) } },
    'GET portal/product/pkg-1': { body: { data: detail(memorial, { package_products: [urnItem, cardItem] }) } },
    ...extra,
  });
}

function render(api: ReturnType<typeof fakeApi>['api'], overrides: Parameters<typeof stepProps>[0] = {}) {
  let navigation: StepNavigation | null = null;
  const goTo = vi.fn();
  renderWithProviders(
    <PackageBundleStep {...stepProps({ wizardPath: 'package', title: 'New private cremation package', goTo, registerNavigation: (value) => (navigation = value), ...overrides })} />,
    { api },
  );
  return { navigation: () => navigation, goTo };
}

const packageLine = line('q-pkg', 'Memorial Cremation Package', { producttemplate_id_c: 'pkg-1', package_products_c: {} });

afterEach(() => vi.useRealTimers());

describe('package bundle step (spec 001 s2.7; spec 000 s4 Wizard flow 5)', () => {
  it('lists the packages for the service type as cards, and marks the one in the cart Selected', async () => {
    const { api, sent } = bundleApi([packageLine]);
    render(api);
    expect(await screen.findByRole('heading', { name: 'Select a package' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Packages' });
    const memorialCard = within(cards).getByRole('heading', { name: 'Memorial Cremation Package' }).closest('li') as HTMLElement;
    expect(await within(memorialCard).findByText('Selected')).toBeInTheDocument();
    expect(within(memorialCard).getByText('$620.00')).toBeInTheDocument();
    expect(within(within(cards).getByRole('heading', { name: 'Farewell Package' }).closest('li') as HTMLElement).queryByText('Selected')).toBeNull();
    const query = sent.find((call) => call.path === 'portal/products')?.query;
    expect(query?.get('type')).toBe('package');
    expect(query?.get('serviceType')).toBe('st-private');
    expect(query?.getAll('category[]')).toEqual(['Cremation Packages']);
  });

  it(`says '${NO_BUNDLES}' when there are none`, async () => {
    render(bundleApi([], { 'GET portal/products': { body: page([]) } }).api);
    expect(await screen.findByText(NO_BUNDLES)).toBeInTheDocument();
  });

  it("shows a package's items in its Details modal", async () => {
    render(bundleApi([]).api);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Memorial Cremation Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memorial Cremation Package' });
    expect(await within(dialog).findByText('Cedar Urn')).toBeInTheDocument();
    expect(within(dialog).getByText('Sympathy Card')).toBeInTheDocument();
  });

  it("customises an item in the product modal and adds the package as one line with each item's choices; the button rests for 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { api, calls } = bundleApi([], {
      'GET portal/product/item-urn': { body: { data: detail(product('item-urn', 'Cedar Urn', { has_options: 1 })) } },
      'GET portal/primary_image/item-urn': { body: { data: { url: 'http://api.test/urn.png', thumbnail_url: 'http://api.test/urn-t.png', alt: '' } } },
      'GET portal/product_options/item-urn/product/0/0/12.50': { body: options([group('g-size', 'Size', [['s', 'Small'], ['m', 'Medium']])]) },
      'POST portal/booking/booking-1': { body: { data: booking([packageLine]) } },
    });
    render(api);
    await user.click(await screen.findByRole('button', { name: 'Select Memorial Cremation Package' }));
    expect(await screen.findByRole('heading', { name: 'Option selection' })).toBeInTheDocument();
    const items = await screen.findByRole('list', { name: 'Items of Memorial Cremation Package' });
    expect(within(items).queryByRole('button', { name: 'Customise Sympathy Card' })).toBeNull();
    await user.click(within(items).getByRole('button', { name: 'Customise Cedar Urn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await user.selectOptions(await within(dialog).findByLabelText(/^Size/), 'm');
    await user.click(within(dialog).getByRole('button', { name: 'Save options' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(within(items).getByText('Cedar Urn', { selector: 'p' }).closest('li') as HTMLElement).getByText('Selected')).toBeInTheDocument();
    expect(calls('POST', 'portal/booking/booking-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: ADD_PACKAGE_LABEL }));
    expect(await screen.findByText('Memorial Cremation Package was added to this booking. Press Next to continue.')).toBeInTheDocument();
    expect(calls('POST', 'portal/booking/booking-1').map((call) => call.body)).toEqual([
      {
        line_items: [
          {
            id: null,
            product: 'pkg-1',
            quantity: 1,
            deleted: 0,
            engraving_text: null,
            add_engraving: 0,
            options: {},
            package_products_c: { 'item-urn': { options: { 'g-size': 'm' }, engraving_text: null, add_engraving: 0 } },
            editId: null,
            is_vpcreated: 1,
          },
        ],
      },
    ]);
    // Added, the button saves the package's changed items from now on, and says so.
    expect(screen.queryByRole('button', { name: ADD_PACKAGE_LABEL })).toBeNull();
    expect(screen.getByRole('button', { name: SAVE_PACKAGE_LABEL })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(PACKAGE_BUTTON_TIMER_MS - 100));
    expect(screen.getByRole('button', { name: SAVE_PACKAGE_LABEL })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: SAVE_PACKAGE_LABEL })).toBeEnabled();
  });

  it('Previous leaves the customisation first, then is the wizard’s', async () => {
    const { navigation } = render(bundleApi([]).api);
    await userEvent.click(await screen.findByRole('button', { name: 'Select Memorial Cremation Package' }));
    await screen.findByRole('heading', { name: 'Option selection' });
    let handled: boolean | undefined;
    act(() => {
      handled = navigation()?.onPrevious?.();
    });
    expect(handled).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Select a package' })).toBeInTheDocument();
    expect(navigation()?.onPrevious?.()).toBe(false);
  });

  it(`Next without a package in the cart stays with '${PACKAGE_REQUIRED}'`, async () => {
    const { navigation, goTo } = render(bundleApi([line('q-svc', 'Private Cremation', { can_be_deleted: 0 })]).api);
    await screen.findByRole('list', { name: 'Packages' });
    let handled: boolean | undefined;
    await act(async () => {
      handled = await navigation()?.onNext?.();
    });
    expect(handled).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent(PACKAGE_REQUIRED);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('Next with a package moves straight on for ashes dispersal', async () => {
    const { navigation } = render(bundleApi([packageLine]).api, { serviceTypeName: 'private cremation & dispersal of ashes' });
    await screen.findByText('Selected');
    await expect(navigation()?.onNext?.()).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it(`Next with a package offers '${ADDITIONS_TITLE}': Add Item goes to the product list, 'Review and submit' to the confirmation`, async () => {
    const { navigation, goTo } = render(bundleApi([packageLine]).api);
    await screen.findByText('Selected');
    let handled: boolean | undefined;
    await act(async () => {
      handled = await navigation()?.onNext?.();
    });
    expect(handled).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: ADDITIONS_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(goTo).toHaveBeenLastCalledWith('product-list');
    await act(async () => {
      await navigation()?.onNext?.();
    });
    await userEvent.click(within(await screen.findByRole('dialog', { name: ADDITIONS_TITLE })).getByRole('button', { name: 'Review and submit' }));
    // It opens the Confirmation step, where the booking is submitted: it is not named as if it submitted (issue 31 item 6).
    expect(screen.queryByRole('button', { name: /^Submit/ })).toBeNull();
    expect(goTo).toHaveBeenLastCalledWith('confirmation');
  });
});
