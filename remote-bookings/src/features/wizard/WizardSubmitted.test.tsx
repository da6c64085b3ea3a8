// The page that confirms a submitted or updated booking says which booking it was (issue 31: the
// Booking Submitted screen had no order number, and a nurse on the phone had none to read out).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { WizardSubmitted } from './WizardSubmitted';

describe('WizardSubmitted', () => {
  it.each(['Submitted', 'Updated'] as const)('Booking %s names the order number', (kind) => {
    renderWithProviders(
      <WizardSubmitted submitted={{ kind, bookingId: 'b-23', orderId: 'VP-100023' }} variant={{ path: 'referral' }} serviceTypeName="communal cremation - vet" />,
      { api: fakeApi({}).api },
    );
    expect(screen.getByRole('heading', { name: `Booking ${kind}` })).toBeInTheDocument();
    expect(screen.getByTestId('submitted-order')).toHaveTextContent('Order number VP-100023');
  });

  it("a vet supply order ends on 'Order Submitted', not 'Booking Submitted' (issue 31 item 6)", () => {
    renderWithProviders(
      <WizardSubmitted submitted={{ kind: 'Submitted', bookingId: 'b-24', orderId: 'VP-100024' }} variant={{ path: 'vet-supply-order' }} serviceTypeName="vet supply order" />,
      { api: fakeApi({}).api },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order Submitted');
    expect(screen.getByText(/^Thank you\. Your vet supply order has been submitted/)).toBeInTheDocument();
    expect(screen.queryByText(/booking has been submitted/)).toBeNull();
  });
});
