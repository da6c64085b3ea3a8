import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepNavigation } from '@portal/contracts/federation/catalog';
import { NO_PRODUCTS } from '@portal/contracts/domain/catalog';
import { VET_SUPPLY_STORAGE_KEY } from '@portal/contracts/wire/catalog';
import { useLocation } from '@portal/shared/router';
import { type FakeAnswer, fakeApi, renderWithProviders, type SentCall, vetDto } from '@portal/shared/testing';
import { booking, detail, line, page, product, stepProps } from '../../testing/fixtures';
import { SEARCH_DEBOUNCE_MS, storageKeyFor } from './listQuery';
import ProductListStep, { ITEM_REQUIRED } from './ProductListStep';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const urns = [product('u1', 'Cedar Urn'), product('u2', 'Rosewood Urn', { price: 189 })];

function listApi(answer: (call: SentCall) => FakeAnswer = () => ({ body: page(urns) }), extra: Record<string, FakeAnswer | ((call: SentCall) => FakeAnswer)> = {}) {
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto('Pricebook') } },
    'GET portal/products': answer,
    'GET portal/booking/booking-1': { body: { data: booking([]) } },
    ...extra,
  });
}

const productCalls = (sent: SentCall[]) => sent.filter((call) => call.path === 'portal/products');

afterEach(() => vi.useRealTimers());

describe('product list step (spec 001 s2.5)', () => {
  it("lists the wizard's filters, keeps the filter and search in local storage per wizard, and they survive a reload", async () => {
    const { api, sent } = listApi();
    const first = renderWithProviders(<ProductListStep {...stepProps()} />, { api, route: '/new-booking/private#product-list' });
    const category = await screen.findByLabelText('Category');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Items', 'Urns & Vessels', 'Memorabilia', 'Keepsakes']);
    await screen.findByText('Cedar Urn');
    expect(productCalls(sent)[0]?.query.getAll('category[]')).toEqual(['Urns & Vessels', 'Memorabilia', 'Keepsakes']);

    await userEvent.selectOptions(category, 'Memorabilia');
    await userEvent.type(screen.getByLabelText('Search products'), 'paw{Enter}');
    await waitFor(() => expect(productCalls(sent).at(-1)?.query.get('search')).toBe('paw'));
    expect(productCalls(sent).at(-1)?.query.getAll('category[]')).toEqual(['Memorabilia']);
    expect(JSON.parse(localStorage.getItem(storageKeyFor('private')) ?? '{}')).toEqual({ filter: 'Memorabilia', search: 'paw' });
    first.unmount();

    // The page opened again: the same filter and search, and the first request uses them.
    const before = productCalls(sent).length;
    renderWithProviders(<ProductListStep {...stepProps()} />, { api, route: '/new-booking/private#product-list' });
    expect(await screen.findByLabelText('Category')).toHaveValue('Memorabilia');
    expect(screen.getByLabelText('Search products')).toHaveValue('paw');
    await waitFor(() => expect(productCalls(sent).length).toBe(before + 1));
    expect(productCalls(sent).at(-1)?.query.get('search')).toBe('paw');
    // Another wizard keeps its own.
    expect(localStorage.getItem(storageKeyFor('urns-and-memorabilia'))).toBeNull();
  });

  it('offers only Vet Supplies to the vet supply order, and asks for those alone (moved from e2e catalog.spec.ts, issue 30)', async () => {
    const { api, sent } = listApi();
    renderWithProviders(<ProductListStep {...stepProps({ wizardPath: 'vet-supply-order' })} />, { api, route: '/new-booking/vet-supply-order#product-list' });
    const category = await screen.findByLabelText('Category');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['Vet Supplies']);
    await screen.findByText('Cedar Urn');
    expect(productCalls(sent)[0]?.query.getAll('category[]')).toEqual(['Vet Supplies']);
  });

  it('offers only Keepsakes to the communal keepsake wizard (two or fewer: the first is dropped)', async () => {
    renderWithProviders(<ProductListStep {...stepProps({ wizardPath: 'communal' })} />, { api: listApi().api });
    const category = await screen.findByLabelText('Category');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['Keepsakes']);
  });

  it('searches once, after a pause in typing, not once per keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, sent } = listApi();
    renderWithProviders(<ProductListStep {...stepProps()} />, { api });
    await screen.findByText('Cedar Urn');
    expect(productCalls(sent)).toHaveLength(1);
    // 50 ms between keys: well inside the pause that starts a search.
    const user = userEvent.setup({ delay: 50, advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByLabelText('Search products'), 'cedar');
    expect(productCalls(sent)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(productCalls(sent)).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(productCalls(sent)).toHaveLength(2);
    expect(productCalls(sent)[1]?.query.get('search')).toBe('cedar');
    expect(productCalls(sent)[1]?.query.get('page')).toBe('1');
  });

  it('reads the page from ?page=, links Prev, Next and up to 4 pages keeping the other parameters and the hash, and a new filter goes back to page 1 in one request', async () => {
    const { api, sent } = listApi((call) => ({ body: page(urns, Number(call.query.get('page')), 9) }));
    renderWithProviders(
      <>
        <ProductListStep {...stepProps({ wizardPath: 'urns-and-memorabilia' })} />
        <LocationProbe />
      </>,
      { api, route: '/new-booking/urns-and-memorabilia?staff=1&page=3#product-list' },
    );
    const pages = await screen.findByRole('navigation', { name: 'Product pages' });
    expect(productCalls(sent)[0]?.query.get('page')).toBe('3');
    expect(within(pages).getAllByRole('link').map((link) => link.textContent)).toEqual(['Prev', '2', '3', '4', '5', 'Next']);
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/new-booking/urns-and-memorabilia?staff=1&page=4#product-list');

    await userEvent.click(within(pages).getByRole('link', { name: 'Page 5' }));
    await waitFor(() => expect(productCalls(sent).at(-1)?.query.get('page')).toBe('5'));
    expect(screen.getByTestId('location')).toHaveTextContent('/new-booking/urns-and-memorabilia?staff=1&page=5#product-list');

    const before = productCalls(sent).length;
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Memorabilia');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?staff=1&page=1#product-list'));
    await screen.findByRole('link', { name: 'Page 1' });
    expect(productCalls(sent).slice(before).map((call) => [call.query.get('page'), call.query.getAll('category[]')])).toEqual([['1', ['Memorabilia']]]);
  });

  it(`says '${NO_PRODUCTS}' when nothing matches, and shows the price under the practice's pricing`, async () => {
    const { api } = listApi((call) => ({ body: page(call.query.get('search') ? [] : urns) }));
    renderWithProviders(<ProductListStep {...stepProps()} />, { api });
    const row = (await screen.findByText('Rosewood Urn')).closest('tr');
    expect(row).toHaveTextContent('$189.00');
    // The table's thumbnail, sized for the table.
    expect(row?.querySelector('img')).toHaveAttribute('width', '48');
    await userEvent.type(screen.getByLabelText('Search products'), 'zzz{Enter}');
    expect(await screen.findByText(NO_PRODUCTS)).toBeInTheDocument();
  });

  it('opens the product modal from Details, adds the line to the booking and says what was added', async () => {
    const urn = product('u1', 'Cedar Urn');
    const { api, calls } = listApi(undefined, {
      'GET portal/product/u1': { body: { data: detail(urn) } },
      'GET portal/primary_image/u1': { body: { data: { url: 'http://api.test/u1.png', thumbnail_url: 'http://api.test/u1-t.png', alt: '' } } },
      'POST portal/booking/booking-1': { body: { data: booking([line('q1', 'Cedar Urn', { producttemplate_id_c: 'u1' })]) } },
    });
    renderWithProviders(<ProductListStep {...stepProps()} />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Cedar Urn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cedar Urn' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Cedar Urn was added to the cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', 'portal/booking/booking-1')[0]?.body).toEqual({
      line_items: [{ id: null, product: 'u1', quantity: 1, deleted: 0, engraving_text: null, add_engraving: 0, options: {}, package_products_c: null, editId: null, is_vpcreated: 1 }],
    });
    const cart = screen.getByRole('complementary', { name: 'New private cremation' });
    expect(within(cart).getByRole('row', { name: /Cedar Urn/ })).toBeInTheDocument();
  });

  it('creates the vet supply order with its first item: idempotent, its id kept in local storage, the wizard told', async () => {
    const tags = product('v1', 'Pet Identification Tags', { category: 'Vet Supplies' });
    const onBookingChange = vi.fn();
    const { api, calls, sent } = listApi(() => ({ body: page([tags]) }), {
      'GET portal/product/v1': { body: { data: detail(tags) } },
      'GET portal/primary_image/v1': { body: { data: { url: 'http://api.test/v1.png', thumbnail_url: 'http://api.test/v1-t.png', alt: '' } } },
      'POST portal/booking': { body: { data: booking([line('q1', 'Pet Identification Tags')], { id: 'supply-9' }) } },
      'GET portal/booking/supply-9': { body: { data: booking([line('q1', 'Pet Identification Tags')], { id: 'supply-9' }) } },
    });
    renderWithProviders(
      <ProductListStep {...stepProps({ bookingId: null, wizardPath: 'vet-supply-order', serviceTypeId: 'st-supply', title: 'New vet supply order', onBookingChange })} />,
      { api },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Pet Identification Tags' }));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onBookingChange).toHaveBeenCalledWith('supply-9', '100234'));
    expect(localStorage.getItem(VET_SUPPLY_STORAGE_KEY)).toBe('supply-9');
    expect(calls('POST', 'portal/booking')[0]?.body).toMatchObject({ class_pet_service_types_id_c: 'st-supply', vet_staff_c: 'Dr Jones', line_items: [{ product: 'v1', id: null }] });
    expect(sent.find((call) => call.path === 'portal/booking')?.headers['idempotency-key']).toBe('key-1');
  });
});

describe('product list step: Next', () => {
  function registered(wizardPath: string, lines: ReturnType<typeof line>[]) {
    let navigation: StepNavigation | null = null;
    const { api } = listApi(undefined, { 'GET portal/booking/booking-1': { body: { data: booking(lines) } } });
    renderWithProviders(<ProductListStep {...stepProps({ wizardPath, registerNavigation: (value) => (navigation = value) })} />, { api });
    return () => navigation;
  }

  it(`stays with '${ITEM_REQUIRED}' when an items-only wizard's cart has no item`, async () => {
    const navigation = registered('urns-and-memorabilia', [line('svc', 'Products only', { can_be_deleted: 0 })]);
    await screen.findByText('Cedar Urn');
    let handled: boolean | undefined;
    await act(async () => {
      handled = await navigation()?.onNext?.();
    });
    expect(handled).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent(ITEM_REQUIRED);
  });

  it(`says '${ITEM_REQUIRED}' on Next of a vet supply order with nothing in it yet`, async () => {
    const navigation = registered('vet-supply-order', []);
    await screen.findByText('Cedar Urn');
    let handled: boolean | undefined;
    await act(async () => {
      handled = await navigation()?.onNext?.();
    });
    expect(handled).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one item to continue.');
  });

  it('moves on when the cart has an item', async () => {
    const navigation = registered('vet-supply-order', [line('q1', 'Tags')]);
    await screen.findByText('Cedar Urn');
    await expect(navigation()?.onNext?.()).resolves.toBe(false);
  });

  it('leaves Next to the wizard where items are optional (private cremation)', async () => {
    const navigation = registered('private', []);
    await screen.findByText('Cedar Urn');
    expect(navigation()).toBeNull();
  });
});
