// The owner's link, opened cold on a phone (issue 17): the phone check as a first screen, which the
// server answers for /engraving/verify/*. A right number opens the artwork (check-existing, itself a
// first screen) with a page load, replacing this one in the history.
import { createIdentity, IdentityProvider } from '@portal/shared/identity';
import { openPage } from '@portal/shared/light';
import { VerifyScreen, type VerifyState } from '../features/owner-approval/VerifyPage';
import { openOwnerScreen } from './ownerScreen';

/** The booking and line of /engraving/verify/{bookingId}/{quotedProductId}. */
function lineOf(pathname: string) {
  const [, bookingId = '', quotedProductId = ''] = /^\/engraving\/verify\/([^/]+)\/([^/]+)/.exec(pathname) ?? [];
  return { bookingId: decodeURIComponent(bookingId), quotedProductId: decodeURIComponent(quotedProductId) };
}

openOwnerScreen(({ config }) => {
  // An owner page sent the owner back here (the router's state survives the page load).
  const state = (window.history.state as { usr?: VerifyState } | null)?.usr;
  return (
    <IdentityProvider identity={createIdentity(config.identity)}>
      <VerifyScreen
        {...lineOf(window.location.pathname)}
        hash={window.location.hash}
        sessionEnded={Boolean(state?.sessionEnded)}
        onVerified={(path) => openPage(path, { replace: true })}
      />
    </IdentityProvider>
  );
});
