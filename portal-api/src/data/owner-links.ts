// The owner's approval links (issue 16 item 2): the link an approval request sends carries a random
// secret, and only the link opens the phone check. Only the secret's SHA-256 is kept, so what the
// database holds cannot be turned back into a working link.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { OWNER_LINK_DAYS } from '@portal/contracts/domain/engraving';
import type { PortalDb } from '../db/database.ts';
import type { OwnerLinkRow } from '../db/engraving-schema.ts';

/** 32 random bytes: the secret is never guessed, so its hash needs no salt or slow hashing. */
const SECRET_BYTES = 32;

/** Hex SHA-256 of a link's secret (what owner_links.token_hash holds). */
export const ownerLinkHash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The longest secret looked up: a real one is 43 characters; anything longer is refused unread. */
const SECRET_MAX_LENGTH = 200;

/**
 * A new link secret and the hash kept of it: every link to a family (the approval request's, the
 * confirmation request's, issue 36) is made this way, so none of them can be rebuilt from the database.
 */
export function newLinkSecret(): { secret: string; tokenHash: string } {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, tokenHash: ownerLinkHash(secret) };
}

/** The hash to look a presented secret up by; undefined for none or one too long to be ours. */
export const presentedLinkHash = (secret: string | undefined) => (secret && secret.length <= SECRET_MAX_LENGTH ? ownerLinkHash(secret) : undefined);

/** Whether a stored link still opens anything at `now` (system time): not revoked and not expired. */
export const isLiveLink = (row: { revoked_at: string | null; expires_at: string }, now: Date) => row.revoked_at === null && Date.parse(row.expires_at) > now.getTime();

export interface IssuedOwnerLink {
  id: string;
  /** The secret for the link's fragment (base64url); not kept anywhere by portal-api. */
  secret: string;
  expiresAt: Date;
}

/**
 * A new link for one booking line, sent to `sentTo`. Earlier links of the line stay valid until they
 * expire (the owner may tap any of the messages in their thread; each opens the latest artwork), except
 * those sent to another number: the booking's mobile was corrected, so they went to someone else.
 */
export async function issueOwnerLink(
  db: PortalDb,
  { bookingId, quotedProductId, sentTo }: { bookingId: string; quotedProductId: string; sentTo: string },
  { now = new Date(), days = OWNER_LINK_DAYS }: { now?: Date; days?: number } = {},
): Promise<IssuedOwnerLink> {
  const { secret, tokenHash } = newLinkSecret();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + days * 24 * 60 * 60_000);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('owner_links')
      .set({ revoked_at: now.toISOString() })
      .where('booking_id', '=', bookingId)
      .where('quoted_product_id', '=', quotedProductId)
      .where('sent_to', '!=', sentTo)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('owner_links')
      .values({
        id,
        token_hash: tokenHash,
        booking_id: bookingId,
        quoted_product_id: quotedProductId,
        sent_to: sentTo,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
      })
      .execute();
  });
  return { id, secret, expiresAt };
}

/**
 * The live link a secret opens for this booking line; undefined for no secret, an unknown, expired or
 * revoked one, or one of another booking or line (the caller answers all of these alike).
 */
export async function findOwnerLink(
  db: PortalDb,
  secret: string | undefined,
  line: { bookingId: string; quotedProductId: string },
  now = new Date(),
): Promise<OwnerLinkRow | undefined> {
  const tokenHash = presentedLinkHash(secret);
  if (!tokenHash) return undefined;
  const row = await db.selectFrom('owner_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row || !isLiveLink(row, now)) return undefined;
  if (row.booking_id !== line.bookingId || row.quoted_product_id !== line.quotedProductId) return undefined;
  return row;
}
