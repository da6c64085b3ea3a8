// The owner's link, opened cold on a phone (issue 17): the phone check as a first screen, which the
// server answers for /engraving/verify/*. A right number opens the artwork (check-existing, itself a
// first screen) with a page load, replacing this one in the history.
import { useSyncExternalStore } from 'react';
import { createIdentity, IdentityProvider } from '@portal/shared/identity';
import { openPage, prefetchNextScreens } from '@portal/shared/light';
import { VerifyScreen, type VerifyState } from '../features/owner-approval/VerifyPage';
import { openOwnerScreen } from './ownerScreen';

/** The booking and line of /engraving/verify/{bookingId}/{quotedProductId}. */
function lineOf(pathname: string) {
  const [, bookingId = '', quotedProductId = ''] = /^\/engraving\/verify\/([^/]+)\/([^/]+)/.exec(pathname) ?? [];
  return { bookingId: decodeURIComponent(bookingId), quotedProductId: decodeURIComponent(quotedProductId) };
}

const onHashChange = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

/**
 * The phone check at this address. The link's key is in the fragment: the full link opened where the
 * cut-short one is (the same address but for `#k=`) changes only the fragment, with no page load, so
 * the screen follows it as the app's router does.
 */
function VerifyFirstScreen({ sessionEnded }: { sessionEnded: boolean }) {
  const hash = useSyncExternalStore(onHashChange, () => window.location.hash);
  return (
    <VerifyScreen
      {...lineOf(window.location.pathname)}
      hash={hash}
      sessionEnded={sessionEnded}
      onVerified={(path) => openPage(path, { replace: true })}
      // While the owner types their number, the artwork page's code comes.
      onShown={() => prefetchNextScreens()}
    />
  );
}

openOwnerScreen(({ config }) => {
  // An owner page sent the owner back here (the router's state survives the page load).
  const state = (window.history.state as { usr?: VerifyState } | null)?.usr;
  return (
    <IdentityProvider identity={createIdentity(config.identity)}>
      <VerifyFirstScreen sessionEnded={Boolean(state?.sessionEnded)} />
    </IdentityProvider>
  );
});
