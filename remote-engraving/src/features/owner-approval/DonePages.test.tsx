import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ARTWORK_APPROVED_TITLE } from '@portal/contracts/domain/engraving';
import { fakeApi } from '../../testing/fakeApi';
import { QUERY, locationOf, renderOwnerApp, resetOwnerState, signedInOwner } from '../../testing/ownerApp';
import { APPROVED_MESSAGE, THANK_YOU_MESSAGE } from './DonePages';

const api = () => fakeApi({ 'GET portal/engraving/verify/b1/q1': { body: { data: { has_owner_phone: true } } } }).api;

beforeEach(resetOwnerState);

describe('/engraving/thank-you and /engraving/approved (spec 001 s2.2: client-restricted)', () => {
  it('say what happened to the verified owner', async () => {
    signedInOwner();
    renderOwnerApp(`/engraving/thank-you?${QUERY}`, { api: api() });
    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument();
    resetOwnerState();
    signedInOwner();
    renderOwnerApp(`/engraving/approved?${QUERY}`, { api: api() });
    expect(await screen.findByRole('heading', { name: ARTWORK_APPROVED_TITLE })).toBeInTheDocument();
    expect(screen.getByText(APPROVED_MESSAGE)).toBeInTheDocument();
  });

  it.each(['thank-you', 'approved'])('/engraving/%s without the verified session goes to the phone check', async (page) => {
    const view = renderOwnerApp(`/engraving/${page}?${QUERY}`, { api: api() });
    await waitFor(() => expect(locationOf(view)).toBe('/engraving/verify/b1/q1'));
  });
});
