import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { ClientCareCall, CLIENT_CARE_UNKNOWN } from '@portal/shared/ui';
import { rememberClientCare } from '../features/owner-approval/clientCare';
import { fakeApi, type FakeAnswer } from '../testing/fakeApi';
import { resetOwnerState, testConfig } from '../testing/ownerApp';
import { OwnerShell } from './OwnerShell';
import { EngravingPages } from './routes';

const CLIENT_CARE = 'GET portal/engraving/client-care';

function setup(hostname: string, { clientCare = { body: { data: { name: 'Lawnswood', phone: '0892401234' } } }, route = '/', children = <p>page</p> }: { clientCare?: FakeAnswer; route?: string; children?: React.ReactNode } = {}) {
  const { api, log } = fakeApi({ [CLIENT_CARE]: clientCare });
  const view = renderWithProviders(
    <OwnerShell config={testConfig} portalUrl="http://localhost:8080" hostname={hostname}>
      {children}
    </OwnerShell>,
    { api, route },
  );
  return { ...view, log };
}

beforeEach(resetOwnerState);

describe("the owner app's shell", () => {
  it("names the site host's brand and the page, with no staff navigation", () => {
    setup('edenhills.localhost');
    expect(screen.getByRole('banner')).toHaveTextContent('Edenhills');
    expect(screen.getByRole('banner')).toHaveTextContent('Engraving Approval');
    expect(screen.getByRole('main')).toHaveTextContent('page');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('names the default brand on any other host', () => {
    setup('localhost');
    expect(screen.getByTestId('owner-brand')).toHaveTextContent('Lawnswood');
  });
});

describe("the Client Care line the owner's pages offer (issue 15 item 5)", () => {
  it("is the site brand's, asked of portal-api: a tap-to-call number written the Australian way", async () => {
    const { log } = setup('localhost', { children: <ClientCareCall /> });
    const call = await screen.findByRole('link', { name: 'Call Lawnswood Client Care on 08 9240 1234' });
    expect(call).toHaveAttribute('href', 'tel:+61892401234');
    // The number is one unbroken piece on a narrow phone ('08 / 9240 1234' was issue 32 item 5).
    expect(within(call).getByText('08 9240 1234')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(log).toEqual([CLIENT_CARE]);
  });

  it("is the booking's brand once the phone check named it, in the header too, without asking again", async () => {
    rememberClientCare({ name: 'Edenhills', phone: '0883711234' });
    const { log } = setup('localhost', { children: <ClientCareCall /> });
    expect(await screen.findByRole('link', { name: 'Call Edenhills Client Care on 08 8371 1234' })).toHaveAttribute('href', 'tel:+61883711234');
    expect(screen.getByTestId('owner-brand')).toHaveTextContent('Edenhills');
    expect(log).toEqual([]);
  });

  it('reads sensibly when the line cannot be had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { log } = setup('localhost', { clientCare: { status: 503, body: { errors: { detail: 'down' } } }, children: <ClientCareCall /> });
    await waitFor(() => expect(log).toContain(CLIENT_CARE));
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    warn.mockRestore();
  });
});

describe("the owner app's not-found page (issue 15 item 7)", () => {
  it("has no 'Back to dashboard' (owners have none), and offers the Client Care line", async () => {
    setup('localhost', { route: '/engraving/nowhere', children: <EngravingPages /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call Lawnswood Client Care on 08 9240 1234' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).toBeNull();
  });
});
