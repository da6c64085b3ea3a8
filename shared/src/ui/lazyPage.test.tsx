import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientCareProvider } from './ClientCare';
import { LAZY_FAILED_MESSAGE, lazyPage } from './lazyPage';
import { PortalProvider } from './PortalProvider';

vi.mock('@portal/shared/reporting', () => ({ report: () => undefined }));

afterEach(cleanup);

const Page = ({ name }: { name: string }) => <h1>Booking {name}</h1>;

async function mount(Lazy: ReturnType<typeof lazyPage<{ name: string }>>, clientCare: { name: string; phone: string } | null = null) {
  // React suspends inside act and renders again when the code arrives: the act must be awaited.
  await act(() =>
    Promise.resolve(
      render(
        <PortalProvider>
          <ClientCareProvider value={clientCare}>
            <Suspense fallback={<p>Loading…</p>}>
              <Lazy name="PP-1001" />
            </Suspense>
          </ClientCareProvider>
        </PortalProvider>,
      ),
    ),
  );
}

it('shows the page when its code arrives on a later try (a failed chunk is fetched again)', async () => {
  const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Page);
  await mount(lazyPage(load, [1, 1]));
  expect(await screen.findByRole('heading', { name: 'Booking PP-1001' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('after every try failed, says so in place, and Try again fetches the code anew', async () => {
  const load = vi
    .fn<() => Promise<typeof Page>>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(Page);
  await mount(lazyPage(load, [1, 1]));
  expect((await screen.findByRole('alert')).textContent).toContain(LAZY_FAILED_MESSAGE);
  expect(load).toHaveBeenCalledTimes(3);
  const retry = screen.getByRole('button', { name: 'Try again' });
  await act(async () => {
    await userEvent.click(retry);
  });
  expect(await screen.findByRole('heading', { name: 'Booking PP-1001' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(4);
});

it('loads the code once for every later render', async () => {
  const load = vi.fn<() => Promise<typeof Page>>().mockResolvedValue(Page);
  const Lazy = lazyPage(load);
  await mount(Lazy);
  await screen.findByRole('heading', { name: 'Booking PP-1001' });
  cleanup();
  await mount(Lazy);
  expect(screen.getByRole('heading', { name: 'Booking PP-1001' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it("offers the owner app's Client Care line to call when a page cannot be loaded (issue 15 item 5)", async () => {
  const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValue(new Error('ChunkLoadError'));
  await mount(lazyPage(load, []), { name: 'Lawnswood', phone: '0892401234' });
  await screen.findByRole('alert');
  const call = screen.getByRole('link', { name: 'Call Lawnswood Client Care on 08 9240 1234' });
  expect(call.getAttribute('href')).toBe('tel:+61892401234');
});

it('a part of a page names itself when its code does not arrive, not the page (issue 32 item 4)', async () => {
  const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValue(new Error('ChunkLoadError'));
  await mount(lazyPage(load, [], 'The photo tool could not be loaded.'));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^The photo tool could not be loaded\./);
  expect(screen.queryByText(LAZY_FAILED_MESSAGE)).toBeNull();
});

it('a preload fetches the code before the page renders, and the render takes it (one fetch)', async () => {
  const load = vi.fn<() => Promise<typeof Page>>().mockResolvedValue(Page);
  const Lazy = lazyPage(load, [1, 1]);
  Lazy.preload();
  expect(load).toHaveBeenCalledTimes(1);
  await mount(Lazy);
  expect(await screen.findByRole('heading', { name: 'Booking PP-1001' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});
