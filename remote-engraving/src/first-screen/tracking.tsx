// The family's tracking link, opened cold on a phone (issue 19 item 3): a first screen, which the
// server answers for /track. Its own plain frame: no brand line or Client Care call, only what the
// page shows (the stage and the practice's name and phone).
import { useSyncExternalStore } from 'react';
import { TrackingScreen } from '../features/family-tracking/TrackingScreen';
import { FamilyFrame } from './FamilyFrame';
import { openOwnerScreen } from './ownerScreen';

const onHashChange = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

function TrackingFirstScreen() {
  const hash = useSyncExternalStore(onHashChange, () => window.location.hash);
  return <TrackingScreen hash={hash} />;
}

openOwnerScreen(() => <TrackingFirstScreen />, FamilyFrame);
