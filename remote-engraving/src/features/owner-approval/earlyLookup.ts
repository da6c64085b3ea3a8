// The check-existing page or a step of the owner's change path opened cold (the owner's tap on 'I
// want to make changes', a reload, the address opened again on a slow phone): its lookup is asked for
// as soon as config.json is read, beside the page's code rather than after it has arrived and rendered,
// and what the page draws first as soon as the lookup names it (check-existing: the artwork image; the
// change path: the photo its draft starts from), so the page waits on neither (issues 17, 32). The page
// takes the answer instead of asking again.
import { ownerApiClient, type ApiClient } from '@portal/shared/api';
import { fetchEngravingLookup } from '@portal/shared/api/engraving';
import type { EngravingLookupDto } from '@portal/contracts/wire/engraving';
import { engravingQueryString, readEngravingQuery, type EngravingQuery } from '@portal/contracts/domain/engraving';
import { sessionStore } from '@portal/shared/session';

export const CHECK_EXISTING_PATH = '/engraving/check-existing';
/** The change path's steps (ownerChangeRoutes), whose layout (ChangeFlow) takes the same lookup. */
const CHANGE_PATHS = ['customise-text', 'engraving-options', 'image-options', 'final-approval'].map((route) => `/engraving/${route}`);

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
 * The photo the change path's draft starts from (draftFromVersion), read now: it is cached (portal-api
 * lets it be kept for minutes, and its signed address stays the same within the signing's bucket), so
 * the draft's own fetch of the same address is answered at once. Check-existing asks for it too, once
 * the artwork is drawn, ahead of 'I want to make changes'.
 */
export function requestPhoto(lookup: EngravingLookupDto) {
  const files = lookup.current?.engravingFiles;
  if (!files?.imageOptions || !files.engraving_options_url) return;
  fetchPhoto(files.engraving_options_url);
}

function fetchPhoto(url: string) {
  // A failure is the draft's to meet (its own fetch of the photo).
  fetch(url)
    .then((response) => response.blob())
    .catch(() => undefined);
}

/**
 * Where the photo of a line is (its signed address, the same for minutes), kept in this tab by the
 * artwork page for the change path it may open next: the change path's page asks for the photo with
 * its start, beside its lookup rather than after it (on a slow phone, one round trip less). Read once.
 */
const PHOTO_AHEAD = 'portal.owner.photo-ahead';

/** Check-existing, once the artwork is drawn: the photo read ahead, and its address kept for the next page. */
export function photoAhead(lookup: EngravingLookupDto) {
  const url = lookup.current?.engravingFiles.imageOptions ? lookup.current.engravingFiles.engraving_options_url : null;
  if (!url) return;
  try {
    sessionStorage.setItem(PHOTO_AHEAD, JSON.stringify({ line: `${lookup.booking_id}/${lookup.quoted_product_id}`, url }));
  } catch {
    // Storage refused: the change path asks for the photo after its lookup instead.
  }
  fetchPhoto(url);
}

function takePhotoAhead(query: EngravingQuery): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PHOTO_AHEAD) ?? 'null') as { line?: unknown; url?: unknown } | null;
    sessionStorage.removeItem(PHOTO_AHEAD);
    return kept?.line === `${query.bookingId}/${query.quotedProductId}` && typeof kept.url === 'string' ? kept.url : null;
  } catch {
    return null;
  }
}

/**
 * Asks for the lookup of the page at `location` when it is the check-existing page or a step of the
 * change path and the page will open (the session its guard wants is there); anything else is left to
 * the page.
 */
export function startEarlyLookup(api: ApiClient, { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const changePath = CHANGE_PATHS.includes(pathname);
  if (pathname !== CHECK_EXISTING_PATH && !changePath) return;
  const query = readEngravingQuery(search);
  if (!query) return;
  const { accessToken, clientToken, clientGrant } = sessionStore.getState();
  if (query.staff ? !accessToken : !(clientToken && clientGrant)) return;
  if (changePath) {
    const photo = takePhotoAhead(query);
    if (photo) fetchPhoto(photo);
  }
  const lookup = fetchEngravingLookup(query.staff ? api : ownerApiClient(api), query.bookingId, query.quotedProductId);
  // A failure is the page's to say (it takes this promise); here it only means no image to ask for.
  lookup.then(changePath ? requestPhoto : requestArtwork, () => undefined);
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
