import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { draftStore } from './booking-draft';
import { claimMemberData, clearMemberData, MEMBER_STORAGE_OWNER_KEY, onMemberDataCleared } from './member-storage';
import { createSessionStore } from './session';

const DANA = 'contact-dana';
const SAM = 'contact-sam';

function storeMemberData() {
  localStorage.setItem('bookingDraft', JSON.stringify({ state: { drafts: { 'new:communal:pet': { details: { owner: { firstName: 'Sam' } } } } } }));
  localStorage.setItem('portal.vetSupplyId', 'booking-1');
  localStorage.setItem('portal.productList.private', JSON.stringify({ filter: 'Urns', search: 'oak' }));
  localStorage.setItem('viewPartialBookings', 'true');
  localStorage.setItem('portal.scanDevice', 'Lawnswood front desk');
  sessionStorage.setItem('engravingDraft', JSON.stringify({ state: { drafts: { x: {} } } }));
  sessionStorage.setItem('engravingLink.b1/q1', 'secret-of-the-owner-link');
  sessionStorage.setItem('portal.owner.clientCare', JSON.stringify({ name: 'Lawnswood', phone: '0892401234' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

it("removes every member key at a clear, and nothing that is not the member's", () => {
  storeMemberData();
  localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'someone');
  localStorage.setItem('portal.productListing', 'not a prefix match');
  clearMemberData();
  for (const key of ['bookingDraft', 'portal.vetSupplyId', 'portal.productList.private', 'viewPartialBookings', 'portal.scanDevice']) expect(localStorage.getItem(key), key).toBeNull();
  for (const key of ['engravingDraft', 'engravingLink.b1/q1', 'portal.owner.clientCare']) expect(sessionStorage.getItem(key), key).toBeNull();
  expect(localStorage.getItem('CognitoIdentityServiceProvider.client.LastAuthUser')).toBe('someone');
  expect(localStorage.getItem('portal.productListing')).toBe('not a prefix match');
});

it('keeps the data of the same member signing in again (a session that ended mid-page), and removes it for another', () => {
  claimMemberData(DANA);
  storeMemberData();
  const reset = vi.fn();
  const unregister = onMemberDataCleared(reset);
  claimMemberData(DANA);
  expect(localStorage.getItem('portal.vetSupplyId')).toBe('booking-1');
  expect(reset).not.toHaveBeenCalled();

  claimMemberData(SAM);
  expect(localStorage.getItem('portal.vetSupplyId')).toBeNull();
  expect(localStorage.getItem('bookingDraft')).toBeNull();
  expect(localStorage.getItem(MEMBER_STORAGE_OWNER_KEY)).toBe(SAM);
  expect(reset).toHaveBeenCalledTimes(1);
  unregister();
});

it("empties the page's booking drafts when another member signs in, so an open page shows them nothing", () => {
  const session = createSessionStore();
  session.getState().signIn('token-1', { username: 'referral.staff@example.com', contactId: SAM, role: 'Level 1' });
  draftStore.getState().setChooser({ staffName: 'Dr Jones', option: 'Pet communal cremation' });
  draftStore.getState().ensure('new:communal:pet', () => ({ variant: { path: 'communal' } }) as never);
  session.getState().clear(); // the session ended with a 401
  expect(Object.keys(draftStore.getState().drafts)).toEqual(['new:communal:pet']);

  session.getState().signIn('token-2', { username: 'direct.staff@example.com', contactId: DANA, role: 'Level 1' });
  expect(draftStore.getState().drafts).toEqual({});
  expect(draftStore.getState().chooser).toEqual({ staffName: '', option: '' });
});

it('a sign-out removes the drafts and says the session was signed out', () => {
  const session = createSessionStore();
  session.getState().signIn('token-1', { username: 'direct.staff@example.com', contactId: DANA, role: 'Level 1' });
  draftStore.getState().ensure('new:private', () => ({ variant: { path: 'private' } }) as never);
  localStorage.setItem('portal.vetSupplyId', 'booking-1');
  session.getState().signOut();
  expect(draftStore.getState().drafts).toEqual({});
  expect(localStorage.getItem('portal.vetSupplyId')).toBeNull();
  expect(localStorage.getItem(MEMBER_STORAGE_OWNER_KEY)).toBeNull();
  expect(session.getState()).toMatchObject({ status: 'unauthenticated', profile: null, signedOut: true });
});
