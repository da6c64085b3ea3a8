import { renderStandalone } from '@portal/shared/standalone';
import { OwnerShell } from './app/OwnerShell';
import Routes, { preloadPageFor } from './app/routes';
import { startEarlyLookup } from './features/owner-approval/earlyLookup';

// On its own origin this remote is the owners' engraving approval app: the phone-first shell, and the
// portal (for a staff member's sign-in) at its usual local address unless told otherwise. The page it
// opens on is asked for at once, and check-existing's lookup as soon as config.json is read.
preloadPageFor(window.location.pathname);
void renderStandalone(Routes, { frame: OwnerShell, onStart: ({ api }) => startEarlyLookup(api) });
