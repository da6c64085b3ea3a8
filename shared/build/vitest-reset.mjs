// After each component test, in happy-dom or in the browser: a clean DOM and storage, and every store
// back to its start (the session signed out, the booking drafts, the query cache (carts, practice,
// bookings) and artwork drafts empty: each registers its reset with member-storage, as a sign-out
// empties it).
// The setup files call `resetAfterEachTest()` themselves: a setup file runs again for every test file,
// but where the files of a worker share one module registry (`isolate: false`) a module it imports is
// evaluated once, so an `afterEach` at the top of this module reached only the worker's first file.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearMemberData } from '../src/member-storage.ts';
import { sessionStore } from '../src/session.ts';

/** Registers the resets after each test of the file being set up. */
export function resetAfterEachTest() {
  afterEach(() => {
    cleanup();
    clearMemberData();
    sessionStore.setState(sessionStore.getInitialState(), true);
    localStorage.clear();
    sessionStorage.clear();
  });
}
