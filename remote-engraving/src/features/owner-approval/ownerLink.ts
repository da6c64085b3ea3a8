// The key of the owner's approval link (issue 16 item 2): the secret in the link's fragment
// (`/engraving/verify/{b}/{q}#k=<secret>`) that the phone check needs. It is remembered for the tab,
// per booking line, so the phone check opens again without the fragment (an owner page sends the owner
// back to it when their session ran out, a reload of a page whose address lost it).
import { OWNER_LINK_KEY_PARAM } from '@portal/contracts/domain/engraving';

interface LineIds {
  bookingId: string;
  quotedProductId: string;
}

const storageKey = ({ bookingId, quotedProductId }: LineIds) => `engravingLink.${bookingId}/${quotedProductId}`;

/** The key in a location's hash ('#k=...'), or null. */
export function keyInHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(OWNER_LINK_KEY_PARAM) || null;
}

/** Remembers the key of a line's link for this tab (storage may be unavailable: then only this page has it). */
export function rememberOwnerLinkKey(ids: LineIds, key: string) {
  try {
    sessionStorage.setItem(storageKey(ids), key);
  } catch {
    // Private browsing without storage: the link still works while the page is open.
  }
}

/** The key for a line: the one in the hash (remembered), else the one remembered from before, else null. */
export function ownerLinkKey(hash: string, ids: LineIds): string | null {
  const fromLink = keyInHash(hash);
  if (fromLink) {
    rememberOwnerLinkKey(ids, fromLink);
    return fromLink;
  }
  try {
    return sessionStorage.getItem(storageKey(ids));
  } catch {
    return null;
  }
}

/** Forgets a key the server no longer takes (expired or replaced). */
export function forgetOwnerLinkKey(ids: LineIds) {
  try {
    sessionStorage.removeItem(storageKey(ids));
  } catch {
    // Nothing was kept.
  }
}
