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

it('an area released for a newer portal than the page says so at once and offers a reload, not Try again', async () => {
  runtime.loadRemote.mockRejectedValue(
    new Error(
      '[ Federation Runtime ]: Version 1.1.0 from host of shared singleton module @portal/shared/session does not satisfy the requirement of remote_engraving which needs ^1.2.0)',
    ),
  );
  render(
    <PortalProvider>
      <RemoteMount remote="remote_engraving" />
    </PortalProvider>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The Engraving area of the portal has been updated, and needs a newer version of the portal than this page has.');
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  // Not fetched again: trying cannot help.
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
});
