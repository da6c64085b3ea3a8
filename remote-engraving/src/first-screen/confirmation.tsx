// The family's confirmation link, opened cold on a phone (issue 36): a first screen, which the server
// answers for /confirm. The tracking page's plain frame: no brand line or Client Care call, only the
// booking and the practice's name and phone.
import { useSyncExternalStore } from 'react';
import { ConfirmationScreen } from '../features/family-confirmation/ConfirmationScreen';
import { openOwnerScreen } from './ownerScreen';
import { FamilyFrame } from './FamilyFrame';

const onHashChange = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

function ConfirmationFirstScreen() {
  const hash = useSyncExternalStore(onHashChange, () => window.location.hash);
  return <ConfirmationScreen hash={hash} />;
}

openOwnerScreen(() => <ConfirmationFirstScreen />, FamilyFrame);
