// The artwork after a right number (issue 17): check-existing as a first screen, which the server
// answers for the owner's /engraving/check-existing?staff=0&... (staff's pages stay the app's). The
// artwork's lookup is asked for as soon as config.json is read, the image as soon as the lookup names
// it; approving, making changes and the other pages open in the owner app (a page load; its own first
// screen, owner.html, whose code this page fetches ahead once the artwork is drawn).
import type { EngravingLookupDto } from '@portal/contracts/wire/engraving';
import { readEngravingQuery } from '@portal/contracts/domain/engraving';
import { openPage, prefetchNextScreens } from '@portal/shared/light';
import { sessionStore } from '@portal/shared/session';
import { arrivalNoticeOf, CheckExistingScreen } from '../features/owner-approval/CheckExistingPage';
import { photoAhead, startEarlyLookup } from '../features/owner-approval/earlyLookup';
import { ENGRAVING_404, verifyPath } from '../features/owner-approval/paths';
import { openOwnerScreen } from './ownerScreen';

/** The notice the page that sent the owner here left in the history entry, taken out so it is said once. */
function takeArrivalNotice(): string | null {
  const entry = window.history.state as { usr?: unknown } | null;
  const notice = arrivalNoticeOf(entry?.usr ?? null);
  if (notice) window.history.replaceState({ ...entry, usr: null }, '');
  return notice;
}

openOwnerScreen(({ api }) => {
  // The app's guard (OwnerGuard), as page loads: the server sends only the owner's address (staff=0) here.
  const query = readEngravingQuery(window.location.search);
  if (!query || query.staff) {
    openPage(ENGRAVING_404, { replace: true });
    return null;
  }
  const { clientToken, clientGrant } = sessionStore.getState();
  if (!(clientToken && clientGrant)) {
    openPage(verifyPath(query), { replace: true });
    return null;
  }
  startEarlyLookup(api);
  // Once the artwork is on screen, the change path's code and photo come while the owner looks at it.
  const fetchAhead = (lookup: EngravingLookupDto) => {
    prefetchNextScreens();
    if (lookup.editable && !lookup.current?.approved) photoAhead(lookup);
  };
  return <CheckExistingScreen query={query} go={openPage} arrival={takeArrivalNotice()} onShown={fetchAhead} />;
});
