// The tracking page where the full owner app opens /track (the server answers it with the first
// screen; a development server or an in-app visit gets the app's own route).
import { LightStyles } from '@portal/shared/light';
import { useLocation } from '@portal/shared/router';
import { TrackingScreen } from './TrackingScreen';

export function TrackingPage() {
  const { hash } = useLocation();
  return (
    <>
      <LightStyles />
      <TrackingScreen hash={hash} />
    </>
  );
}
