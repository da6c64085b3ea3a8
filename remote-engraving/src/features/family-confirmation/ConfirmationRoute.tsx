// The confirmation page where the full owner app opens /confirm (the server answers it with the first
// screen; a development server or an in-app visit gets the app's own route).
import { LightStyles } from '@portal/shared/light';
import { useLocation } from '@portal/shared/router';
import { ConfirmationScreen } from './ConfirmationScreen';

export function ConfirmationPage() {
  const { hash } = useLocation();
  return (
    <>
      <LightStyles />
      <ConfirmationScreen hash={hash} />
    </>
  );
}
