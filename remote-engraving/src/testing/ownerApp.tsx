// The owner's approval pages under test: the remote's routes with the portal's providers, a fake
// identity provider for the guest sign-in, the runtime config, and where the router is now.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ApiClient } from '@portal/shared/api';
import type { EngravingFilesDto, EngravingLookupDto, EngravingVersionDto } from '@portal/contracts/wire/engraving';
import { setConfig } from '@portal/shared/config';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import type { PlaqueConfigInput } from '@portal/contracts/domain/engraving';
import type { Identity } from '@portal/shared/identity';
import { useLocation } from '@portal/shared/router';
import { sessionStore } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/testing';
import { EngravingPages } from '../app/routes';
import { forgetClientCare } from '../features/owner-approval/clientCare';
import { forgetEarlyLookup } from '../features/owner-approval/earlyLookup';
import { engravingDraftStore } from '../lib/engraving-draft';
import { rememberOwnerLinkKey } from '../features/owner-approval/ownerLink';
import { plaqueConfig } from './plaqueConfig';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/',
  identity: { region: 'ap-southeast-2', userPoolId: 'local_test', clientId: 'client' },
  remotes: {},
  realtime: { provider: 'local', url: 'ws://api.test/presence' },
  addresses: { provider: 'local' },
  errorReporting: { dsn: '' },
  brandsByHost: { 'edenhills.localhost': { name: 'Edenhills', welcome: 'Welcome' } },
  latestStockUrl: 'http://stock.test/',
  engravingGuest: { username: 'guest@example.com', password: 'Guest#2026' },
  defaultBrand: 'Lawnswood',
};

/** An identity provider whose guest sign-in answers `token` (or fails with `failWith`). */
export function fakeIdentity({ token = 'guest-token', failWith }: { token?: string; failWith?: Error } = {}) {
  const signIn = vi.fn((_username: string, _password: string) => {
    return failWith ? Promise.reject(failWith) : Promise.resolve({ kind: 'signed-in' as const, accessToken: token });
  });
  const signOut = vi.fn(() => Promise.resolve());
  const identity = {
    signIn,
    signOut,
    completeNewPassword: vi.fn(),
    currentAccessToken: vi.fn(() => Promise.resolve(null)),
    forgotPassword: vi.fn(),
    confirmPassword: vi.fn(),
    changePassword: vi.fn(),
  } satisfies Identity;
  return identity;
}

export { plaqueConfig };

export function versionOf(version: number, files: Partial<EngravingFilesDto> = {}, more: Partial<EngravingVersionDto> = {}): EngravingVersionDto {
  return {
    id: `v${version}`,
    version,
    submitted_at: '2026-03-01T10:00:00Z',
    submitted_by: 'staff',
    approved: 0,
    approved_by: null,
    approved_at: null,
    engravingFiles: {
      image_options_key: `engraving/b1/q1/custom_text-${version}.png`,
      image_options_url: `http://files.test/custom_text-${version}.png`,
      engraving_options_key: `engraving/b1/q1/engraving_options-${version}.png`,
      engraving_options_url: `http://files.test/engraving_options-${version}.png`,
      petName: { text: 'Rex', size: 36, font: 'Garamond', max: 11 },
      primaryText: { text: 'Forever loved', size: 18, font: 'Arial', max: 29 },
      secondaryText: { text: '2012 - 2026', size: 14, font: 'Times New Roman', max: 29 },
      icon: 'Heart',
      iconPlacement: 'Left',
      imageOptions: { fileImgSrc: 'rex.jpg', croppedAreaPixels: { x: 1, y: 2, width: 300, height: 375 }, aspectW: 4, aspectH: 5, rotation: 90, zoom: 1.5 },
      ...files,
    },
    ...more,
  };
}

export function lookupOf(more: Partial<EngravingLookupDto> = {}, config: Partial<PlaqueConfigInput> = {}): EngravingLookupDto {
  const current = more.current === undefined ? versionOf(2) : more.current;
  return {
    booking_id: 'b1',
    quoted_product_id: 'q1',
    product_name: 'Memorial plaque',
    pet_name: 'Rex',
    plaque_config: { ...plaqueConfig, ...config },
    editable: true,
    actual_products: [{ id: 'actual-1', name: 'Memorial plaque' }],
    versions: current ? [versionOf(1), current] : [],
    ...more,
    current,
  };
}

export const QUERY = 'staff=0&bookingId=b1&quotedProductId=q1';

/** The key of the owner's link to b1/q1 in the tests (its `#k=`). */
export const LINK_KEY = 'key-1';

/** An owner who passed the phone check in this tab (so opened the link, whose key the tab remembers). */
export function signedInOwner() {
  rememberOwnerLinkKey({ bookingId: 'b1', quotedProductId: 'q1' }, LINK_KEY);
  sessionStore.getState().setClientToken('guest-token', 'grant-1');
}

/** A staff member signed in to the portal. */
export function signedInStaff() {
  sessionStore.getState().signIn('staff-token', { username: 'direct.staff@example.com', contactId: 'c1', role: 'Level 1' });
}

/** The stored files (signed links under http://files.test/): a tiny PNG each; anything else fails. */
export const PHOTO_BYTES = 'PNGDATA';
export const photoFetch = vi.fn((input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith('http://files.test/')) return Promise.reject(new TypeError(`No network in tests: ${url}`));
  return Promise.resolve(new Response(new Blob([PHOTO_BYTES], { type: 'image/png' }), { status: 200 }));
});

export function resetOwnerState() {
  vi.unstubAllGlobals();
  photoFetch.mockClear();
  vi.stubGlobal('fetch', photoFetch);
  resetOwnerStores();
}

/** The session, drafts and what a tab remembers, emptied (resetOwnerState without the fetch stand-in: the browser tests serve the files). */
export function resetOwnerStores() {
  sessionStore.setState({ status: 'checking', accessToken: null, clientToken: null, clientGrant: null, profile: null });
  engravingDraftStore.setState({ drafts: {} });
  forgetClientCare();
  forgetEarlyLookup();
  // What a tab remembers (the owner link's key, the drafts) starts empty.
  sessionStorage.clear();
  document.title = '';
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Where the router is now (path and query). */
export const locationOf = (container: { getByTestId: (id: string) => HTMLElement }) => container.getByTestId('location').textContent;

export function renderOwnerApp(route: string, { api, identity = fakeIdentity(), wrap }: { api: ApiClient; identity?: Identity; wrap?: (pages: ReactNode) => ReactNode }) {
  setConfig(testConfig);
  const pages = (
    <>
      <EngravingPages />
      <LocationProbe />
    </>
  );
  return { identity, ...renderWithProviders(<>{wrap ? wrap(pages) : pages}</>, { api, route, identity }) };
}
