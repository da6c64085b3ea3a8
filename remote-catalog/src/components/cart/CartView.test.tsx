import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_DELETE_FAILED } from '@portal/shared/domain/catalog';
import { renderWithProviders } from '@portal/shared/testing';
import { resetCarts } from '../../lib/cartStore';
import { deferred, fakeApi, type FakeAnswer } from '../../testing/fakeApi';
import { booking, childLine, line, vetDto } from '../../testing/fixtures';
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
  resetCarts();
  report.mockReset();
});

describe('cart (spec 001 s2.8, s4 Cart delete, s6)', () => {
  it('shows the vet and booking names, the items with their options and engraving lines, the fees and the total by the pricebook', async () => {
    renderWithProviders(<CartModal bookingId="booking-1" title="Edit private cremation" open onClose={() => undefined} />, { api: cartApi('Pricebook').api });
    const dialog = await screen.findByRole('dialog', { name: 'Edit private cremation' });
    expect(await within(dialog).findByText('Perth Paws Veterinary Hospital')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-header')).toHaveTextContent('Bella Citizen');
    const rows = within(dialog).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQtyPriceRemove',
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
    // Delete only on deletable items, not the service or the options.
    expect(within(dialog).getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove Rosewood Urn',
      'Remove Clay Paw Print',
    ]);
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
