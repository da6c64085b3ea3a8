import { renderStandalone } from '@portal/shared/standalone';
import { OwnerShell } from './app/OwnerShell';
import Routes from './app/routes';

// On its own origin this remote is the owners' engraving approval app: the phone-first shell, and the
// portal (for a staff member's sign-in) at its usual local address unless told otherwise.
void renderStandalone(Routes, { frame: OwnerShell });
