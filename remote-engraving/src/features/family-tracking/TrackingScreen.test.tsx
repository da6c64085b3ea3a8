import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import {
  TRACKING_CLOSED_TEXT,
  TRACKING_CLOSED_TITLE,
  TRACKING_CUT_SHORT_TEXT,
  TRACKING_CUT_SHORT_TITLE,
  TRACKING_TITLE,
  TrackingScreen,
  trackingKeyOf,
} from './TrackingScreen';

const PRACTICE = { name: 'Perth Paws Veterinary Hospital', phone: '0892271100' };

/** A whole key, as portal-api makes them (43 characters). */
const KEY = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';

function setup(answer: Parameters<typeof fakeApi>[0][string], hash = `#k=${KEY}`) {
  const { api, calls } = fakeApi({ 'POST portal/tracking': answer });
  renderWithProviders(<TrackingScreen hash={hash} />, { api });
  return { calls };
}

afterEach(() => {
  document.title = '';
  localStorage.clear();
});

describe('the family’s tracking page (issue 19 item 3)', () => {
  it('reads the key from the link’s fragment', () => {
    expect(trackingKeyOf('#k=abc_-1')).toBe('abc_-1');
    expect(trackingKeyOf('')).toBeNull();
    expect(trackingKeyOf('#x=1')).toBeNull();
  });

  const SAYS = 'Bonnie has been collected and is in our care. We will look after them gently at every step.';
  const tracking = (progress: number | null, more: object = {}) => ({
    data: { progress, pet_name: 'Bonnie', says: SAYS, step_dates: [], practice: PRACTICE, ...more },
  });

  it.each([
    [1, 'In our care'],
    [2, 'Cremation complete'],
    [3, 'Ready to come home'],
    [4, 'Home with you'],
  ])('at step %i shows "%s" as now, the steps before as done, and the practice to call', async (progress, now) => {
    const { calls } = setup({ body: tracking(progress) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bonnie’s journey' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Bonnie’s journey');
    expect(calls('POST', 'portal/tracking').map((call) => call.body)).toEqual([{ key: KEY }]);
    expect(screen.getByTestId('tracking-now')).toHaveTextContent(SAYS);
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(
      ['In our care', 'Cremation complete', 'Ready to come home', 'Home with you'].map((title, index) =>
        index + 1 < progress ? `✓${title} (done)` : index + 1 === progress ? `✓${title} (now)` : `${title} (still to come)`,
      ),
    );
    expect(steps.find((step) => step.getAttribute('aria-current') === 'step')).toHaveTextContent(now);
    expect(screen.getByRole('link', { name: 'Call Perth Paws Veterinary Hospital on 08 9227 1100' })).toHaveAttribute('href', 'tel:+61892271100');
  });

  it('dates each step reached, as people write a day (issue 32 item 4)', async () => {
    setup({ body: tracking(2, { step_dates: ['2026-11-20T01:00:00.000Z', '2026-11-24T01:00:00.000Z', null, null] }) });
    const steps = within(await screen.findByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/In our care.*20 November 2026/);
    expect(steps[1]).toHaveTextContent(/Cremation complete.*24 November 2026/);
    expect(within(steps[2]!).queryByTestId('tracker-date')).toBeNull();
  });

  it('without a pet name, the page is "your pet’s" journey', async () => {
    setup({ body: tracking(1, { pet_name: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: TRACKING_TITLE })).toBeInTheDocument();
  });

  it('before collection, says what the server says, with no step done', async () => {
    setup({ body: tracking(0, { says: 'We will text you as soon as Bonnie is in our care.', practice: { ...PRACTICE, phone: null } }) });
    expect(await screen.findByTestId('tracking-now')).toHaveTextContent('We will text you as soon as Bonnie is in our care.');
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
    expect(screen.getByText('If you have any questions, please contact Perth Paws Veterinary Hospital.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a stage the family is not told about: who to call, by the pet’s name', async () => {
    setup({ body: tracking(null, { says: null }) });
    expect(await screen.findByTestId('tracking-now')).toHaveTextContent('For news of Bonnie, please contact Perth Paws Veterinary Hospital.');
    expect(screen.queryByRole('list', { name: 'Steps' })).toBeNull();
  });

  it('shows nothing of any booking for a revoked or expired link (404)', async () => {
    setup({ status: 404, body: { errors: { detail: 'Not found' } } });
    expect(await screen.findByRole('heading', { level: 1, name: TRACKING_CLOSED_TITLE })).toHaveFocus();
    expect(screen.getByText(TRACKING_CLOSED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/Perth Paws/)).toBeNull();
  });

  it.each([
    ['without a key', ''],
    ['with a key cut short', `#k=${KEY.slice(0, 30)}`],
  ])('asks for nothing %s, and says the link is not complete (issue 32 item 4)', async (_, hash) => {
    const { calls } = setup({ body: {} }, hash);
    expect(await screen.findByRole('heading', { level: 1, name: TRACKING_CUT_SHORT_TITLE })).toHaveFocus();
    expect(screen.getByText(TRACKING_CUT_SHORT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls('POST', 'portal/tracking')).toEqual([]);
  });

  it('a link cut short on a phone that opened the journey in full before offers that practice to call', async () => {
    setup({ body: tracking(1) });
    await screen.findByRole('heading', { level: 1, name: 'Bonnie’s journey' });
    cleanup();
    setup({ body: {} }, `#k=${KEY.slice(0, 12)}`);
    expect(await screen.findByRole('heading', { level: 1, name: TRACKING_CUT_SHORT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Perth Paws Veterinary Hospital on 08 9227 1100' })).toHaveAttribute('href', 'tel:+61892271100');
  });

  it('offers Try again when the page could not be loaded, and then shows it', async () => {
    let fail = true;
    setup(() => (fail ? { status: 500, body: { errors: { detail: 'Something went wrong' } } } : { body: tracking(2, { says: 'The cremation is complete.' }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tracking-now')).toHaveTextContent('The cremation is complete');
  });
});
