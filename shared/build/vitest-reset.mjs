// After each component test, in happy-dom or in the browser: a clean DOM and storage, and every store
// back to its start (the session signed out, the booking drafts, the query cache (carts, practice,
// bookings) and artwork drafts empty: each registers its reset with member-storage, as a sign-out
// empties it).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearMemberData } from '../src/member-storage.ts';
import { sessionStore } from '../src/session.ts';

afterEach(() => {
  cleanup();
  clearMemberData();
  sessionStore.setState(sessionStore.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
});
