import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_DELETE_FAILED } from '@portal/contracts/domain/catalog';
import { deferred, type FakeAnswer, fakeApi, renderWithProviders, vetDto } from '@portal/shared/testing';
import { booking, childLine, detail, group, line, options, product } from '../../testing/fixtures';
import CartModal, { CartSummary } from '../../features/cart/CartModal';
import { CART_DELETE_MESSAGE } from './CartView';

const report = vi.hoisted(() => vi.fn());
vi.mock('@portal/shared/reporting', () => ({ report }));

// An urn with two options and engraving, a keepsake, and the cremation service (not deletable).
const urn = line('q-urn', 'Rosewood Urn', {
  unit_price: 189,
  discount_price: 145,
  engraving_text: 'Bella\nForever loved',
  child_products: [childLine('q-size', 'Size: Medium', 'q-urn', { unit_price: 20, discount_price: 15 }), childLine('q-plate', 'Brass plate', 'q-urn', { unit_price: 10, discount_price: 8 })],
});
const keepsake = line('q-paw', 'Clay Paw Print', { unit_price: 65, discount_price: 48 });
const service = line('q-svc', 'Private Cremation - 10 to 25kg', { unit_price: 420, discount_price: 325, can_be_deleted: 0 });
const full = booking([service, urn, keepsake]);

function cartApi(pricing: 'No price' | 'Pricebook' | 'RRP', post?: (body: unknown) => FakeAnswer | Promise<FakeAnswer>) {
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto(pricing) } },
    'GET portal/booking/booking-1': { body: { data: full } },
    ...(post ? { 'POST portal/booking/booking-1': (call) => post(call.body) } : {}),
  });
}

beforeEach(() => {
  report.mockReset();
});

// Issue 31 item 6: vet supply, urns-only and communal carts showed '$0.00' travel lines.
describe('cart travel lines', () => {
  it.each([
    ['vet supply order', []],
    ['products only', []],
    ['communal cremation - vet', ['Collection Travel Cost']],
    ['private cremation', ['Collection Travel Cost', 'Return Travel Cost']],
  ])('a %s cart with no travel charged shows only the journeys it makes', async (name, shown) => {
    const cart = booking([keepsake], { service_type: { id: 'st-x', name }, collection_freight_fee_c: 0, return_freight_fee_c: 0 });
    const { api } = fakeApi({ 'GET portal/vet': { body: { data: vetDto('Pricebook') } }, 'GET portal/booking/booking-1': { body: { data: cart } } });
    renderWithProviders(<CartModal bookingId="booking-1" title="Cart" open onClose={() => undefined} />, { api });
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    await within(dialog).findByText('Clay Paw Print');
    const travel = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '')
      .filter((text) => text.includes('Travel Cost'))
      .map((text) => text.replace(/1?\$.*$/, ''));
    expect(travel).toEqual(shown);
  });
});

describe('cart (spec 001 s2.8, s4 Cart delete, s6)', () => {
  it('shows the vet and booking names, the items with their options and engraving lines, the fees and the total by the pricebook', async () => {
    renderWithProviders(<CartModal bookingId="booking-1" title="Edit private cremation" open onClose={() => undefined} />, { api: cartApi('Pricebook').api });
    const dialog = await screen.findByRole('dialog', { name: 'Edit private cremation' });
    expect(await within(dialog).findByText('Perth Paws Veterinary Hospital')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-header')).toHaveTextContent('Bella Citizen');
    const rows = within(dialog).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQtyPriceActions',
      'Private Cremation - 10 to 25kg1$325.00',
      'Rosewood Urn' + 'Engraving: ' + 'Bella' + 'Forever loved' + '1$145.00',
      '↳ Size: Medium1$15.00',
      '↳ Brass plate1$8.00',
      'Clay Paw Print1$48.00',
      'Collection Travel Cost1$25.00',
      'Return Travel Cost1$15.00',
      // 325 + 145 + 15 + 8 + 48 + 25 + 15
      'Total (inc GST)$581.00',
    ]);
    // The engraving line for line, as it will be engraved.
    expect(within(dialog).getAllByTestId('engraving-line').map((line) => line.textContent)).toEqual(['Bella', 'Forever loved']);
    // Edit and delete only on the items the nurse added, not the service or the options.
    expect(within(dialog).getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove Rosewood Urn',
      'Remove Clay Paw Print',
    ]);
    expect(within(dialog).getAllByRole('button', { name: /^Edit / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit Rosewood Urn',
      'Edit Clay Paw Print',
    ]);
  });

  it('prices a line of several as quantity x unit price, in the line and the total', async () => {
    const bags = line('q-bags', 'Cadaver Bags - Large (box of 10)', { quantity: 2, unit_price: 68, discount_price: 52 });
    const { api } = fakeApi({
      'GET portal/vet': { body: { data: vetDto('Pricebook') } },
      'GET portal/booking/booking-1': { body: { data: booking([bags], { collection_freight_fee_c: 0, return_freight_fee_c: 0 }) } },
    });
    renderWithProviders(<CartSummary bookingId="booking-1" editable={false} />, { api });
    const row = (await screen.findByText('Cadaver Bags - Large (box of 10)')).closest('tr');
    expect(row).toHaveTextContent('2$104.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$104.00');
  });

  it('uses RRP prices for an RRP practice', async () => {
    renderWithProviders(<CartSummary bookingId="booking-1" editable={false} />, { api: cartApi('RRP').api });
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('$744.00');
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it("shows no prices and no fees at all under 'No price'", async () => {
    renderWithProviders(<CartSummary bookingId="booking-1" editable />, { api: cartApi('No price').api });
    expect(await screen.findByText('Perth Paws Veterinary Hospital')).toBeInTheDocument();
    expect(screen.getByText('Rosewood Urn')).toBeInTheDocument();
    expect(screen.getByTestId('cart').textContent).not.toMatch(/\$/);
    expect(screen.queryByText('Collection Travel Cost')).toBeNull();
    expect(screen.queryByText('Return Travel Cost')).toBeNull();
    expect(screen.queryByText('Total (inc GST)')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Price' })).toBeNull();
  });

  it('removes an item with its children: marked deleted with quantity 0, a spinner meanwhile, the answer replaces the cart', async () => {
    const answer = deferred<FakeAnswer>();
    const { api, calls } = cartApi('Pricebook', () => answer.promise);
    renderWithProviders(<CartSummary bookingId="booking-1" editable />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Rosewood Urn' }));
    expect(screen.getByRole('button', { name: 'Remove Rosewood Urn' })).toHaveAttribute('data-loading');
    expect(calls('POST', 'portal/booking/booking-1')[0]?.body).toEqual({
      line_items: [
        { id: 'q-urn', product: 'product-of-q-urn', quantity: 0, deleted: 1, engraving_text: 'Bella\nForever loved', options: {}, package_products_c: null, editId: null, is_vpcreated: 1 },
      ],
    });
    await act(async () => {
      answer.resolve({ body: { data: booking([service, { ...urn, deleted: 1, quantity: 0, child_products: [] }, keepsake]) } });
      await answer.promise;
    });
    await waitFor(() => expect(screen.queryByText('Rosewood Urn')).toBeNull());
    expect(screen.queryByText(/Size: Medium/)).toBeNull();
    expect(screen.queryByText(/Brass plate/)).toBeNull();
    expect(screen.getByText('Clay Paw Print')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$413.00');
  });

  it('logs, reports and says so when a delete fails, and keeps the item', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = cartApi('Pricebook', () => ({ status: 500, body: { errors: { detail: 'Server error' } } }));
    renderWithProviders(<CartSummary bookingId="booking-1" editable />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Clay Paw Print' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CART_DELETE_MESSAGE);
    expect(logged).toHaveBeenCalledWith(CART_DELETE_FAILED, { bookingId: 'booking-1', orderId: '100234' });
    expect(report).toHaveBeenCalledWith(expect.anything(), { bookingId: 'booking-1', orderNumber: '100234' });
    expect(screen.getByText('Clay Paw Print')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Clay Paw Print' })).not.toHaveAttribute('data-loading');
    logged.mockRestore();
  });
});

describe('cart: Edit (the product modal in Update mode)', () => {
  const URN = 'product-of-q-urn';
  const large = { ...urn, child_products: [childLine('q-size-2', 'Size: Large', 'q-urn', { unit_price: 40, discount_price: 33 }), urn.child_products[1] ?? childLine('x', 'x', 'q-urn')] };

  function editApi() {
    return fakeApi({
      'GET portal/vet': { body: { data: vetDto('Pricebook') } },
      'GET portal/booking/booking-1': { body: { data: full } },
      [`GET portal/product/${URN}`]: (call) => ({
        body: {
          data: detail(product(URN, 'Rosewood Urn', { has_options: 1, engraving_type: 'text', engraving_max_length: 3, engraving_max_characters: 25 }), {
            ...(call.query.get('quoted_product_id') === 'q-urn'
              ? { quoted: { options: { 'g-size': 'medium' }, engraving_text: 'Bella\nForever loved', package_products_c: null, quantity: 1 } }
              : {}),
          }),
        },
      }),
      [`GET portal/primary_image/${URN}`]: { body: { data: { url: 'http://api.test/u.png', thumbnail_url: 'http://api.test/t.png', alt: '' } } },
      [`GET portal/product_options/${URN}/product/0/0/12.50`]: {
        body: options([group('g-size', 'Size', [['small', 'Small'], ['medium', 'Medium'], ['large', 'Large']])], { defaults: { 'g-size': 'medium' } }),
      },
      'POST portal/booking/booking-1': { body: { data: booking([service, large, keepsake]) } },
    });
  }

  it("opens the line's product with its options and engraving filled in; Update changes that line, not a new one", async () => {
    const { api, calls } = editApi();
    renderWithProviders(<CartSummary bookingId="booking-1" editable />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rosewood Urn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rosewood Urn' });
    expect(await within(dialog).findByLabelText(/^Size/)).toHaveValue('medium');
    expect(within(dialog).getByLabelText(/^Engraving text/)).toHaveValue('Bella\nForever loved');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Size/), 'large');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rosewood Urn' })).toBeNull());
    expect(calls('POST', 'portal/booking/booking-1')[0]?.body).toEqual({
      line_items: [
        {
          id: 'q-urn',
          product: URN,
          quantity: 1,
          deleted: 0,
          engraving_text: 'Bella\nForever loved',
          add_engraving: 1,
          options: { 'g-size': 'large' },
          package_products_c: null,
          editId: 'q-urn',
          is_vpcreated: 1,
        },
      ],
    });
    // The answer replaces the cart: the same line with its new option and price, and the new total.
    expect(await screen.findByText(/Size: Large/)).toBeInTheDocument();
    expect(screen.queryByText(/Size: Medium/)).toBeNull();
    expect(screen.getAllByText('Rosewood Urn')).toHaveLength(1);
    // 325 + 145 + 33 + 8 + 48 + 25 + 15
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$599.00');
    expect(screen.getByRole('status')).toHaveTextContent('Rosewood Urn was updated in the cart.');
  });
});
