// Shared setup of component tests: jest-dom matchers; after each test a clean DOM and storage, and
// every store back to its start (the session signed out, the booking drafts, the query cache (carts,
// practice, bookings) and artwork drafts empty: each registers its reset with member-storage, as a
// sign-out empties it).
import '@testing-library/jest-dom/vitest';
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
