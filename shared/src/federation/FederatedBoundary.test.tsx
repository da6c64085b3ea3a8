import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startTransition } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProvider } from '@portal/shared/ui';
import { FederatedBoundary } from './FederatedBoundary';
import { FEDERATED_LOAD_BUDGET_MS } from './within';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
vi.mock('@portal/shared/reporting', () => ({ report: vi.fn() }));

type Module = { Greeting?: (props: { name: string }) => React.ReactNode };
const pickGreeting = (module: Module) => module.Greeting;
const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

let id = 0;
function boundary() {
  // A module id per test: a loaded component is kept for the page's lifetime.
  id += 1;
  return (
    <PortalProvider>
      <FederatedBoundary<Module, { name: string }>
        id={`remote_test/Greeting${id}`}
        pick={pickGreeting}
        props={{ name: 'Bella' }}
        loading={<p role="status">Loading the greeting…</p>}
        fallback={(retry, { stillLoading }) => (
          <div role="alert">
            The greeting could not be loaded{stillLoading ? ' yet' : ''}. <button onClick={retry}>Try again</button>
          </div>
        )}
      />
    </PortalProvider>
  );
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('shows the loading line, then the federated component with its props', async () => {
  runtime.loadRemote.mockResolvedValue({ Greeting });
  render(boundary());
  expect(screen.getByRole('status').textContent).toBe('Loading the greeting…');
  expect(await screen.findByText('Hello Bella')).toBeTruthy();
});

it('shows the fallback after the 5 s budget, and Try again loads the component anew', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  runtime.loadRemote.mockImplementationOnce(() => new Promise(() => undefined)).mockResolvedValue({ Greeting });
  render(boundary());
  await act(() => vi.advanceTimersByTimeAsync(FEDERATED_LOAD_BUDGET_MS - 100));
  expect(screen.queryByRole('alert')).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(screen.getByRole('alert').textContent).toContain('The greeting could not be loaded yet.');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello Bella')).toBeTruthy();
  expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
});

it('opens the component by itself when a load that ran past the budget arrives later (a busy computer), without Try again', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let arrive: (module: Module) => void = () => undefined;
  runtime.loadRemote.mockImplementationOnce(() => new Promise<Module>((resolve) => (arrive = resolve))).mockResolvedValue({ Greeting });
  render(boundary());
  await act(() => vi.advanceTimersByTimeAsync(FEDERATED_LOAD_BUDGET_MS));
  expect(screen.getByRole('alert').textContent).toContain('The greeting could not be loaded yet.');
  act(() => arrive({ Greeting }));
  expect(await screen.findByText('Hello Bella')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows the fallback when the module has no such component', async () => {
  runtime.loadRemote.mockResolvedValue({});
  render(boundary());
  expect((await screen.findByRole('alert')).textContent).toContain('The greeting could not be loaded.');
});

it('shows the fallback when the federated component breaks, and Try again renders it again', async () => {
  let broken = true;
  const Flaky = ({ name }: { name: string }) => {
    if (broken) throw new Error('render failed');
    return <p>Hello {name}</p>;
  };
  runtime.loadRemote.mockResolvedValue({ Greeting: Flaky });
  render(boundary());
  expect(await screen.findByRole('alert')).toBeTruthy();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello Bella')).toBeTruthy();
});

it('keeps a loaded component: a second mount shows it without loading again', async () => {
  runtime.loadRemote.mockResolvedValue({ Greeting });
  const element = boundary();
  const first = render(element);
  expect(await screen.findByText('Hello Bella')).toBeTruthy();
  first.unmount();
  render(element);
  expect(screen.getByText('Hello Bella')).toBeTruthy();
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
});

it('shows the fallback of a load that fails inside a transition (a navigation), without loading again (the retries are the runtime plugin\'s)', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  runtime.loadRemote.mockRejectedValue(new Error('entry refused'));
  const view = render(<p>Dashboard</p>);
  act(() => startTransition(() => view.rerender(boundary())));
  await act(() => vi.advanceTimersByTimeAsync(2000));
  expect((await screen.findByRole('alert')).textContent).toContain('The greeting could not be loaded.');
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
});
