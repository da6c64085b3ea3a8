import { afterEach, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { FEDERATED_LOAD_BUDGET_MS } from '@portal/shared/federation';
import { ARTWORK_UNAVAILABLE_TITLE, ArtworkSteps } from './ArtworkSteps';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: vi.fn() }));

afterEach(() => vi.useRealTimers());

it('gives up on the artwork steps after 5 s and offers Try again, which loads them', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  loadRemote.mockImplementationOnce(() => new Promise(() => undefined));
  loadRemote.mockImplementationOnce(() => Promise.resolve({ default: ({ productName }: { productName: string }) => <p>Customise text of {productName}</p> }));
  const onBack = vi.fn();
  renderWithProviders(
    <ArtworkSteps
      productId="plaque-1"
      productName="Brass Plaque"
      bookingId="booking-1"
      quotedProductId={null}
      petName="Bella"
      descriptionStepTitle="Product options"
      onBackToDescription={onBack}
      addToCart={() => Promise.resolve({ bookingId: 'booking-1', quotedProductId: 'q1' })}
      onFinished={() => undefined}
    />,
    { api: fakeApi({}).api },
  );
  expect(screen.getByText('Loading the artwork steps…')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(FEDERATED_LOAD_BUDGET_MS - 100));
  expect(screen.queryByText(ARTWORK_UNAVAILABLE_TITLE)).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(screen.getByText(ARTWORK_UNAVAILABLE_TITLE)).toBeInTheDocument();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  await user.click(screen.getByRole('button', { name: 'Back to Product options' }));
  expect(onBack).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Customise text of Brass Plaque')).toBeInTheDocument();
  expect(FEDERATED_LOAD_BUDGET_MS).toBe(5000);
});
