import { afterEach, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PortalAlert, ALERT_DEFAULT_TIMEOUT_MS } from './Alert';
import { PortalProvider } from './PortalProvider';

afterEach(() => vi.useRealTimers());

it('hides after its timeout even when the page re-renders it with a new onClose meanwhile', () => {
  vi.useFakeTimers();
  const closed = vi.fn<(n: number) => void>();
  const view = (n: number) => (
    <PortalProvider>
      <PortalAlert status="success" message="Saved" onClose={() => closed(n)} />
    </PortalProvider>
  );
  const { rerender } = render(view(1));
  act(() => {
    vi.advanceTimersByTime(ALERT_DEFAULT_TIMEOUT_MS - 1000);
  });
  rerender(view(2));
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(closed).toHaveBeenCalledTimes(1);
  expect(closed).toHaveBeenCalledWith(2);
});

it('announces a warning as an alert', () => {
  render(
    <PortalProvider>
      <PortalAlert status="warning" message="Package selection is required" timeout={0} onClose={() => undefined} />
    </PortalProvider>,
  );
  expect(screen.getByRole('alert').textContent).toContain('Package selection is required');
});
