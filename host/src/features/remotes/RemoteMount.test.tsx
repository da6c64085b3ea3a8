import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FEDERATED_LOAD_BUDGET_MS } from '@portal/shared/federation';
import { PortalProvider } from '@portal/shared/ui';
import { RemoteMount } from './RemoteMount';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
vi.mock('@portal/shared/reporting', () => ({ report: vi.fn() }));

beforeEach(() => {
  runtime.loadRemote.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('an area still loading after 5 s says it is taking longer than usual, and opens by itself when it arrives', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let arrive: (module: unknown) => void = () => undefined;
  runtime.loadRemote.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
  render(
    <PortalProvider>
      <RemoteMount remote="remote_practice" />
    </PortalProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(FEDERATED_LOAD_BUDGET_MS));
  expect(screen.getByRole('status').textContent).toContain('The Practice and support area of the portal is taking longer than usual to load.');
  expect(screen.queryByRole('alert')).toBeNull();
  runtime.loadRemote.mockResolvedValue({ default: () => <p>Practice routes</p> });
  act(() => arrive({ default: () => <p>Practice routes</p> }));
  expect(await screen.findByText('Practice routes')).toBeTruthy();
});

it('an area that cannot be fetched says it could not be loaded', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  runtime.loadRemote.mockRejectedValue(new Error('entry refused'));
  render(
    <PortalProvider>
      <RemoteMount remote="remote_bookings" />
    </PortalProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(2000));
  expect((await screen.findByRole('alert')).textContent).toContain('The Bookings area of the portal could not be loaded.');
});
