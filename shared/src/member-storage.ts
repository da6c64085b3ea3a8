// What the browser keeps for the signed-in member (drafts, filters, ids of orders in progress) belongs
// to that member. It is removed at sign-out, and when a different member signs in on the same browser
// (say after the session ended with a 401, where the same member signing in again finds their work
// where they left it). DESIGN.md: "keyed by the signed-in member ... removed at sign-out".

/** Which member the stored data belongs to (their contact id). */
export const MEMBER_STORAGE_OWNER_KEY = 'portal.memberStorageOwner';

/**
 * Keys of the member's data in localStorage and sessionStorage: exact keys, and prefixes ending in '.'.
 * A module that keeps something for the member names its key here (one list, so nothing is missed).
 */
export const MEMBER_STORAGE_KEYS: readonly string[] = [
  'bookingDraft', // booking wizard drafts and the chooser (@portal/shared/booking-draft)
  'portal.vetSupplyId', // the vet supply order in progress (@portal/shared/api/catalog)
  'portal.productList.', // product list search and category per wizard (remote-catalog)
  'viewPartialBookings', // the dashboard's partial bookings toggle (remote-bookings)
  'engravingDraft', // artwork drafts (remote-engraving, sessionStorage)
  'engravingLink.', // the owner links' keys the owner pages were opened with (remote-engraving, sessionStorage)
  'portal.owner.clientCare', // the Client Care line the owner pages offer (remote-engraving, sessionStorage)
  'portal.scanDevice', // the name this device's scans are recorded with, which may name the practice (remote-bookings' Scan page)
];

const resets = new Set<() => void>();

/**
 * Registers what an in-memory store does when the member's data goes (e.g. empty its drafts), so a
 * page that is not reloaded between two members shows the second nothing of the first. Answers the
 * unregistering function.
 */
export function onMemberDataCleared(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

function clearStorage(storage: Storage) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) {
    if (MEMBER_STORAGE_KEYS.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry))) storage.removeItem(key);
  }
}

function safely(action: () => void) {
  try {
    action();
  } catch {
    // Storage blocked (private mode, policy): there is nothing stored to remove.
  }
}

/** Removes every member's data from the browser and empties the in-memory stores that mirror it. */
export function clearMemberData(): void {
  safely(() => clearStorage(localStorage));
  safely(() => clearStorage(sessionStorage));
  safely(() => localStorage.removeItem(MEMBER_STORAGE_OWNER_KEY));
  for (const reset of resets) reset();
}

/** Whose data the browser holds (a contact id), or null: none recorded, or storage blocked. */
export function memberDataOwner(): string | null {
  let owner: string | null = null;
  safely(() => {
    owner = localStorage.getItem(MEMBER_STORAGE_OWNER_KEY);
  });
  return owner;
}

/**
 * A member signed in: data left by another member is removed first; the same member's is kept (a
 * session that ended mid-page resumes with nothing lost).
 */
export function claimMemberData(contactId: string): void {
  if (memberDataOwner() !== contactId) clearMemberData();
  safely(() => localStorage.setItem(MEMBER_STORAGE_OWNER_KEY, contactId));
}
