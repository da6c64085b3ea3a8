import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { CLIENT_CARE_UNKNOWN } from '@portal/shared/ui';
import userEvent from '@testing-library/user-event';
import { APPROVE_ARTWORK_LABEL, MAKE_CHANGES_LABEL } from '@portal/contracts/domain/engraving';
import { fakeApi, type FakeAnswer, type FakeReply } from '../../testing/fakeApi';
import { QUERY, locationOf, lookupOf, renderOwnerApp, resetOwnerState, signedInOwner, signedInStaff, versionOf } from '../../testing/ownerApp';
import { APPROVE_CONFIRM_LABEL, APPROVE_CONFIRM_TEXT, NO_ARTWORK_YET_MESSAGE, PREPARE_ARTWORK_LABEL } from './CheckExistingPage';
import { startEarlyLookup, takeEarlyLookup } from './earlyLookup';
import { OWNER_NOT_FOUND_MESSAGE, OWNER_OUR_FAILURE_MESSAGE, ownerOfflineMessage } from './failures';
import { NO_LONGER_AVAILABLE_TITLE } from './DonePages';
import { SESSION_ENDED_MESSAGE } from './VerifyPage';

const LOOKUP = 'GET portal/engraving/booking/b1/q1';

function setup(route: string, answers: Record<string, FakeReply> = {}) {
  const { api, sent, log } = fakeApi({
    [LOOKUP]: { body: { data: lookupOf() } },
    'POST portal/engraving/b1/q1/approve': { body: { data: { id: 'v2', version: 2, approved: 1 } } },
    'GET portal/engraving/verify/b1/q1': { body: { data: { has_owner_phone: true } } },
    ...answers,
  });
  return { ...renderOwnerApp(route, { api }), sent, log };
}

const user = () => userEvent.setup();

/** 'I approve this artwork', then its confirmation. */
async function approveArtwork() {
  const u = user();
  await u.click(await screen.findByRole('button', { name: APPROVE_ARTWORK_LABEL }));
  await u.click(await screen.findByRole('button', { name: APPROVE_CONFIRM_LABEL }));
}

beforeEach(resetOwnerState);

describe('/engraving/check-existing: who may open it (spec 001 s4, s5)', () => {
  it.each([
    ['no query', '/engraving/check-existing'],
    ['no quoted product', '/engraving/check-existing?staff=0&bookingId=b1'],
    ['no staff flag or quoted product', '/engraving/check-existing?bookingId=b1'],
    ['a bad staff flag', '/engraving/check-existing?staff=yes&bookingId=b1&quotedProductId=q1'],
  ])('%s: /engraving/404, which says to call customer care', async (_case, route) => {
    signedInOwner();
    const view = setup(route);
    expect(await screen.findByRole('heading', { name: NO_LONGER_AVAILABLE_TITLE })).toBeInTheDocument();
    expect(locationOf(view)).toBe('/engraving/404');
    expect(screen.getByText(/please call us and we'll help/)).toBeInTheDocument();
    expect(document.title).toBe('Engraving Approval');
  });

  it('staff=0 without the phone check: back to /engraving/verify', async () => {
    const view = setup(`/engraving/check-existing?${QUERY}`);
    await waitFor(() => expect(locationOf(view)).toBe('/engraving/verify/b1/q1'));
    expect(view.log).not.toContain(LOOKUP);
  });

  it('staff=1 without a staff session: the portal sign-in with the booking and quoted product', async () => {
    const view = setup('/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1');
    await waitFor(() => expect(locationOf(view)).toBe('/login?bookingId=b1&quotedProductId=q1'));
  });

  it('staff=1 with a staff session opens it', async () => {
    signedInStaff();
    setup('/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1');
    expect(await screen.findByRole('button', { name: MAKE_CHANGES_LABEL })).toBeInTheDocument();
  });

  it('a booking past the stage where plaques change: /engraving/404', async () => {
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { body: { data: lookupOf({ editable: false }) } } });
    expect(await screen.findByRole('heading', { name: NO_LONGER_AVAILABLE_TITLE })).toBeInTheDocument();
    expect(locationOf(view)).toBe('/engraving/404');
  });

  it.each(['No data to show!', 'No product engraved!'])("404 to staff: the server's '%s'", async (detail) => {
    signedInStaff();
    setup(`/engraving/check-existing?${QUERY.replace('staff=0', 'staff=1')}`, { [LOOKUP]: { status: 404, body: { errors: { detail } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByRole('button', { name: APPROVE_ARTWORK_LABEL })).toBeNull();
  });

  it.each(['No data to show!', 'No product engraved!'])("404 '%s' to the owner: what it means for them, and someone to call (issue 15 items 5, 7)", async (detail) => {
    signedInOwner();
    setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { status: 404, body: { errors: { detail } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_NOT_FOUND_MESSAGE);
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPROVE_ARTWORK_LABEL })).toBeNull();
  });

  it("an owner's grant that ran out (403): the phone check again, saying why", async () => {
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { status: 403, body: { errors: { detail: 'Forbidden' } } } });
    await waitFor(() => expect(locationOf(view)).toBe('/engraving/verify/b1/q1'));
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
  });
});

describe('/engraving/check-existing: the current artwork (spec 001 s2.14)', () => {
  it('shows the artwork, the product and pet, and the text as engraved, with the page title and focus', async () => {
    signedInOwner();
    setup(`/engraving/check-existing?${QUERY}`);
    const image = await screen.findByRole('img', { name: "Artwork for Rex's plaque, version 2" });
    expect(image).toHaveAttribute('src', 'http://files.test/custom_text-2.png');
    expect(screen.getByText('Memorial plaque for Rex')).toBeInTheDocument();
    expect(screen.getByText('Rex (Garamond, 36 pt)')).toBeInTheDocument();
    expect(screen.getByText('Forever loved (Arial, 18 pt)')).toBeInTheDocument();
    expect(screen.getByText('2012 - 2026 (Times New Roman, 14 pt)')).toBeInTheDocument();
    expect(screen.getByText('Heart, on the left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Current artwork' })).toHaveFocus();
    expect(document.title).toBe('Engraving Approval');
  });

  it("reserves the artwork's box before it arrives (the plaque drawn 398 px wide) and asks for it first (issue 17)", async () => {
    signedInOwner();
    setup(`/engraving/check-existing?${QUERY}`);
    const image = await screen.findByRole('img', { name: "Artwork for Rex's plaque, version 2" });
    // A 150 x 100 mm plaque drawn 398 px wide is 265 px high.
    expect(image).toHaveAttribute('width', '398');
    expect(image).toHaveAttribute('height', '265');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it("'I approve this artwork' asks once more what it does, and 'Not yet' sends nothing (issue 32 item 5)", async () => {
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`);
    await user().click(await screen.findByRole('button', { name: APPROVE_ARTWORK_LABEL }));
    expect(screen.getByText(APPROVE_CONFIRM_TEXT)).toHaveFocus();
    expect(screen.queryByRole('button', { name: MAKE_CHANGES_LABEL })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Not yet' }));
    expect(await screen.findByRole('button', { name: APPROVE_ARTWORK_LABEL })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MAKE_CHANGES_LABEL })).toBeInTheDocument();
    expect(view.sent.find((call) => call.path === 'portal/engraving/b1/q1/approve')).toBeUndefined();
  });

  it("'I approve this artwork' approves the version shown and opens 'Artwork approved'", async () => {
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`);
    await approveArtwork();
    expect(await screen.findByRole('heading', { level: 1, name: 'Artwork approved' })).toBeInTheDocument();
    expect(locationOf(view)).toBe(`/engraving/approved?${QUERY}`);
    expect(view.sent.find((call) => call.path === 'portal/engraving/b1/q1/approve')?.body).toEqual({ version_id: 'v2' });
    expect(document.title).toBe('Artwork approved');
  });

  it('a failed approve says so and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`, { 'POST portal/engraving/b1/q1/approve': { status: 500, body: {} } });
    await approveArtwork();
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_OUR_FAILURE_MESSAGE);
    expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`);
    vi.restoreAllMocks();
  });

  it('offline at I approve this artwork: says it is the connection, stays, and offers Client Care (issue 32 item 2)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`, {
      'POST portal/engraving/b1/q1/approve': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await approveArtwork();
    expect(await screen.findByRole('alert')).toHaveTextContent(ownerOfflineMessage(APPROVE_CONFIRM_LABEL));
    expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`);
    expect(screen.getByRole('button', { name: APPROVE_CONFIRM_LABEL })).toBeEnabled();
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says the approval is under way while it is', async () => {
    signedInOwner();
    // Set when the page's request reaches the fake, which may be after the page shows it is busy.
    let answer: ((value: FakeAnswer) => void) | undefined;
    setup(`/engraving/check-existing?${QUERY}`, {
      'POST portal/engraving/b1/q1/approve': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    await approveArtwork();
    expect(await screen.findByRole('status')).toHaveTextContent('Approving the artwork…');
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: { data: { id: 'v2', version: 2, approved: 1 } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Artwork approved' })).toBeInTheDocument();
  });

  it("'I want to make changes' opens customise-text with the same query", async () => {
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`);
    await user().click(await screen.findByRole('button', { name: MAKE_CHANGES_LABEL }));
    await waitFor(() => expect(locationOf(view)).toBe(`/engraving/customise-text?${QUERY}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customise text' })).toBeInTheDocument();
  });

  it("with Dimensions '0' it opens image-options", async () => {
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { body: { data: lookupOf({}, { Dimensions: '0' }) } } });
    await user().click(await screen.findByRole('button', { name: MAKE_CHANGES_LABEL }));
    await waitFor(() => expect(locationOf(view)).toBe(`/engraving/image-options?${QUERY}`));
  });

  it('with no version yet: says so, and offers only preparing it', async () => {
    signedInOwner();
    const view = setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { body: { data: lookupOf({ current: null }) } } });
    expect(await screen.findByText(NO_ARTWORK_YET_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPROVE_ARTWORK_LABEL })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    await user().click(screen.getByRole('button', { name: PREPARE_ARTWORK_LABEL }));
    await waitFor(() => expect(locationOf(view)).toBe(`/engraving/customise-text?${QUERY}`));
  });
});

describe('/engraving/check-existing: what it lists and the settled state (issue 15 items 1 and 2)', () => {
  it("a photo-only tile (Dimensions '0') lists only its photo: no pet name, empty lines or icon", async () => {
    signedInOwner();
    setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { body: { data: lookupOf({}, { Dimensions: '0' }) } } });
    const listed = await screen.findByRole('heading', { name: 'As it will be engraved' });
    const list = listed.parentElement?.querySelector('dl');
    expect([...(list?.querySelectorAll('dt') ?? [])].map((term) => term.textContent)).toEqual(['Photo']);
    expect(list?.textContent).not.toMatch(/Pet name|Icon|Text line/);
  });

  it("an owner's approved artwork: 'You approved this artwork on ...' and no buttons", async () => {
    signedInOwner();
    const lookup = lookupOf();
    const current = lookup.current ? { ...lookup.current, approved: 1 as const, approved_by: 'owner' as const, approved_at: '2026-11-24T09:00:00Z' } : null;
    setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { body: { data: { ...lookup, current } } } });
    expect(await screen.findByText(/^You approved this artwork on 24 November 2026\. If something needs to change/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPROVE_ARTWORK_LABEL })).toBeNull();
    expect(screen.queryByRole('button', { name: MAKE_CHANGES_LABEL })).toBeNull();
    // Changing it now means calling: the Client Care line is offered, not just named.
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
  });

  it('a product whose artwork cannot change here, already approved: one call to Client Care, and no empty action bar', async () => {
    signedInOwner();
    const lookup = lookupOf();
    const current = lookup.current ? { ...lookup.current, approved: 1 as const, approved_by: 'owner' as const, approved_at: '2026-11-24T09:00:00Z' } : null;
    setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { body: { data: { ...lookup, plaque_config: null, current } } } });
    expect(await screen.findByText(/^You approved this artwork on 24 November 2026\./)).toBeInTheDocument();
    expect(screen.getAllByText(CLIENT_CARE_UNKNOWN)).toHaveLength(1);
    expect(screen.queryByTestId('owner-actions')).toBeNull();
  });

  it('staff see who approved it and when, and may still make a new version (not approve it again)', async () => {
    signedInStaff();
    const lookup = lookupOf();
    const current = lookup.current ? { ...lookup.current, approved: 1 as const, approved_by: 'owner' as const, approved_at: '2026-11-24T09:00:00Z' } : null;
    setup('/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1', { [LOOKUP]: { body: { data: { ...lookup, current } } } });
    expect(await screen.findByText(/^Version 2 was approved by the owner on 24 November 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MAKE_CHANGES_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPROVE_ARTWORK_LABEL })).toBeNull();
  });
});

describe('a revised version says what changed (issue 32 item 4)', () => {
  it("names the parts changed since the version before, in the owner's words", async () => {
    signedInOwner();
    const v3 = versionOf(3, { primaryText: { text: 'Always loved', size: 18, font: 'Arial', max: 29 }, icon: 'Dog' });
    setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { body: { data: lookupOf({ current: v3, versions: [versionOf(1), versionOf(2), v3] }) } } });
    expect(await screen.findByTestId('version-changes')).toHaveTextContent('Changed since version 2: First line, Icon.');
  });

  it('says when a new version changed nothing that is engraved; the first version says nothing of changes', async () => {
    signedInOwner();
    setup(`/engraving/check-existing?${QUERY}`);
    expect(await screen.findByTestId('version-changes')).toHaveTextContent('The same words, icon and photo as version 1.');
    cleanup();
    setup(`/engraving/check-existing?${QUERY}`, { [LOOKUP]: { body: { data: lookupOf({ current: versionOf(1), versions: [versionOf(1)] }) } } });
    await screen.findByRole('img', { name: /version 1/ });
    expect(screen.queryByTestId('version-changes')).toBeNull();
  });
});

describe('/engraving/check-existing opened cold: the lookup asked for at start (issue 17)', () => {
  const location = { pathname: '/engraving/check-existing', search: `?${QUERY}` };
  const answers = { [LOOKUP]: { body: { data: lookupOf() } } };

  it('the page takes the lookup the app asked for before it rendered: one call', async () => {
    signedInOwner();
    const { api, log } = fakeApi(answers);
    startEarlyLookup(api, location);
    await waitFor(() => expect(log).toEqual([LOOKUP]));
    renderOwnerApp(`/engraving/check-existing?${QUERY}`, { api });
    expect(await screen.findByRole('img', { name: "Artwork for Rex's plaque, version 2" })).toBeInTheDocument();
    expect(log).toEqual([LOOKUP]);
  });

  it('is taken once: the page opened again asks anew (what it shows is never older than the visit)', async () => {
    signedInOwner();
    const { api, log } = fakeApi(answers);
    startEarlyLookup(api, location);
    renderOwnerApp(`/engraving/check-existing?${QUERY}`, { api });
    await screen.findByRole('img', { name: "Artwork for Rex's plaque, version 2" });
    cleanup();
    renderOwnerApp(`/engraving/check-existing?${QUERY}`, { api });
    await screen.findByRole('img', { name: "Artwork for Rex's plaque, version 2" });
    expect(log).toEqual([LOOKUP, LOOKUP]);
  });

  it("is asked for by a step of the change path too, for the change path's layout to take (issue 32 item 3)", async () => {
    signedInOwner();
    const { api, log } = fakeApi(answers);
    startEarlyLookup(api, { pathname: '/engraving/customise-text', search: `?${QUERY}` });
    await waitFor(() => expect(log).toEqual([LOOKUP]));
    const taken = takeEarlyLookup({ staff: false, bookingId: 'b1', quotedProductId: 'q1' });
    await expect(taken).resolves.toMatchObject({ booking_id: lookupOf().booking_id });
    expect(takeEarlyLookup({ staff: false, bookingId: 'b1', quotedProductId: 'q1' })).toBeUndefined();
  });

  it('is not asked for where the page would not open: no phone check yet, or another page', async () => {
    const { api, log } = fakeApi(answers);
    startEarlyLookup(api, location);
    signedInOwner();
    startEarlyLookup(api, { pathname: '/engraving/approved', search: `?${QUERY}` });
    startEarlyLookup(api, { pathname: '/engraving/check-existing', search: '?staff=0&bookingId=b1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual([]);
  });
});
