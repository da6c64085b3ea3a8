// Where the owner's pages lead (spec 001 s2.2).
import { engravingQueryString, type EngravingQuery, type OwnerChangeRoute } from '@portal/contracts/domain/engraving';

export const ENGRAVING_404 = '/engraving/404';

/**
 * The no-longer-available page of a line: staff keep the query, so the page leads back to the booking;
 * an owner's is the plain page.
 */
export const noLongerAvailablePath = (query: EngravingQuery) => (query.staff ? `${ENGRAVING_404}?${engravingQueryString(query)}` : ENGRAVING_404);

export const verifyPath = (ids: { bookingId: string; quotedProductId: string }) =>
  `/engraving/verify/${encodeURIComponent(ids.bookingId)}/${encodeURIComponent(ids.quotedProductId)}`;

type QueryPage = 'check-existing' | 'thank-you' | 'approved' | OwnerChangeRoute;

/** An owner page that carries the query (staff, bookingId, quotedProductId). */
export const pagePath = (page: QueryPage, query: EngravingQuery) => `/engraving/${page}?${engravingQueryString(query)}`;

/** The check-existing page's heading (the change path's first Back names it). */
export const CHECK_EXISTING_TITLE = 'Current artwork';

/** The owner's change pages' headings (ours), for their Back buttons too. */
export const OWNER_CHANGE_TITLES: Record<OwnerChangeRoute, string> = {
  'customise-text': 'Customise text',
  'engraving-options': 'Icon selection',
  'image-options': 'Image options',
  'final-approval': 'Final approval',
};
