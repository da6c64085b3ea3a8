import { createStore, useStore } from 'zustand';
import { claimMemberData, clearMemberData } from '@portal/shared/member-storage';

/** Where the signed-in staff member's access token is kept (spec 001 s4, Session guard). */
export const ACCESS_TOKEN_KEY = 'accessToken';
/** Where an owner's (client) engraving token is kept for the browser tab. */
export const CLIENT_TOKEN_KEY = 'clientToken';
/** The owner's grant for one booking and quoted product, earned by the phone check (tab only). */
export const CLIENT_GRANT_KEY = 'engravingGrant';
const PROFILE_KEY = 'portalSession';

export type SessionStatus = 'checking' | 'authenticated' | 'unauthenticated';

export interface StaffProfile {
  username: string;
  contactId: string;
  /** The contact's portal_access_c, e.g. 'Level 1' or 'Level 3'. */
  role: string;
  /** The practice's brand name, sent as the Brand header. */
  brand?: string;
  /** The member's practice (its vet account id), by which a remote's canary version is served. */
  practiceId?: string;
}

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  clientToken: string | null;
  /** The owner's engraving grant, sent with the client token on the owner's calls. */
  clientGrant: string | null;
  profile: StaffProfile | null;
  /** The last session ended with the member signing out (not with a 401): nothing to return to. */
  signedOut: boolean;
  /** Signed in: keep the token and the matched contact (another member's browser data goes first). */
  signIn(accessToken: string, profile: StaffProfile): void;
  /** A fresh token for the same session (e.g. after the identity provider refreshed it). */
  setAccessToken(accessToken: string): void;
  setBrand(brand: string): void;
  /** The owner's (client) session: the guest token, and the grant once the phone check passed. */
  setClientToken(token: string | null, grant?: string | null): void;
  /** The session check found no valid session. */
  markUnauthenticated(): void;
  /** Drop the token and profile (a 401, or a sign-in with no matching contact). */
  clear(): void;
  /** The member signs out: the session and everything the browser kept for them go. */
  signOut(): void;
}

function readProfile(): StaffProfile | null {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    return raw ? (JSON.parse(raw) as StaffProfile) : null;
  } catch {
    return null;
  }
}

function writeProfile(profile: StaffProfile | null) {
  if (profile) localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  else localStorage.removeItem(PROFILE_KEY);
}

function writeToken(storage: Storage, key: string, token: string | null) {
  if (token) storage.setItem(key, token);
  else storage.removeItem(key);
}

export function createSessionStore() {
  return createStore<SessionState>()((set, get) => ({
    status: 'checking',
    accessToken: localStorage.getItem(ACCESS_TOKEN_KEY),
    clientToken: sessionStorage.getItem(CLIENT_TOKEN_KEY),
    clientGrant: sessionStorage.getItem(CLIENT_GRANT_KEY),
    profile: readProfile(),
    signedOut: false,
    signIn(accessToken, profile) {
      claimMemberData(profile.contactId);
      writeToken(localStorage, ACCESS_TOKEN_KEY, accessToken);
      writeProfile(profile);
      set({ status: 'authenticated', accessToken, profile, signedOut: false });
    },
    setAccessToken(accessToken) {
      writeToken(localStorage, ACCESS_TOKEN_KEY, accessToken);
      set({ accessToken });
    },
    setBrand(brand) {
      const profile = get().profile;
      if (!profile || profile.brand === brand) return;
      const next = { ...profile, brand };
      writeProfile(next);
      set({ profile: next });
    },
    setClientToken(token, grant = null) {
      writeToken(sessionStorage, CLIENT_TOKEN_KEY, token);
      writeToken(sessionStorage, CLIENT_GRANT_KEY, token ? grant : null);
      set({ clientToken: token, clientGrant: token ? grant : null });
    },
    markUnauthenticated() {
      writeToken(localStorage, ACCESS_TOKEN_KEY, null);
      set({ status: 'unauthenticated', accessToken: null });
    },
    clear() {
      writeToken(localStorage, ACCESS_TOKEN_KEY, null);
      writeProfile(null);
      set({ status: 'unauthenticated', accessToken: null, profile: null });
    },
    signOut() {
      clearMemberData();
      writeToken(localStorage, ACCESS_TOKEN_KEY, null);
      writeProfile(null);
      set({ status: 'unauthenticated', accessToken: null, profile: null, signedOut: true });
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The one session store of the page. This module is a federation singleton, so the host and every
 * remote read and write the same store.
 */
export const sessionStore: SessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
