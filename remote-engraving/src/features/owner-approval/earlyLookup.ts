// The check-existing page opened cold (the owner's reload, or its address opened again on a slow
// phone): its lookup is asked for as soon as config.json is read, beside the page's code rather than
// after it has arrived and rendered, and the artwork image as soon as the lookup names it, so the
// page's largest content waits on neither (issue 17). The page takes the answer instead of asking
// again.
import { ownerApiClient, type ApiClient } from '@portal/shared/api';
import { fetchEngravingLookup, type EngravingLookupDto } from '@portal/shared/api/engraving';
import { engravingQueryString, readEngravingQuery, type EngravingQuery } from '@portal/shared/domain/engraving';
import { sessionStore } from '@portal/shared/session';

export const CHECK_EXISTING_PATH = '/engraving/check-existing';

let early: { key: string; lookup: Promise<EngravingLookupDto> } | undefined;

/** The artwork requested now, at high priority: the page's <img> of the same address then shows it from memory. */
function requestArtwork(lookup: EngravingLookupDto) {
  const src = lookup.current?.engravingFiles.image_options_url;
  if (!src) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}

/**
 * Asks for the lookup of the page at `location` when it is the check-existing page and the page
 * will open (the session its guard wants is there); anything else is left to the page.
 */
export function startEarlyLookup(api: ApiClient, { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location): void {
  if (pathname !== CHECK_EXISTING_PATH) return;
  const query = readEngravingQuery(search);
  if (!query) return;
  const { accessToken, clientToken, clientGrant } = sessionStore.getState();
  if (query.staff ? !accessToken : !(clientToken && clientGrant)) return;
  const lookup = fetchEngravingLookup(query.staff ? api : ownerApiClient(api), query.bookingId, query.quotedProductId);
  // A failure is the page's to say (it takes this promise); here it only means no image to ask for.
  lookup.then(requestArtwork, () => undefined);
  early = { key: engravingQueryString(query), lookup };
}

/**
 * The early lookup of this query, once: the page that opens first takes it, and any later visit (after
 * an approval, Back, a retry) asks anew, so what it shows is never older than the visit.
 */
export function takeEarlyLookup(query: EngravingQuery): Promise<EngravingLookupDto> | undefined {
  if (early?.key !== engravingQueryString(query)) return undefined;
  const { lookup } = early;
  early = undefined;
  return lookup;
}

/** For tests: forget an early lookup nobody took. */
export function forgetEarlyLookup() {
  early = undefined;
}
