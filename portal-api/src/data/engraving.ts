// Engraving data (issue 6): plaque configs, the booking line an artwork is for, uploads, the versions
// of an artwork (every one kept), and the owner's phone checks (counted per owner link, data/owner-links.ts).
import { randomUUID } from 'node:crypto';
import type { PortalDb } from '../db/database.ts';
import { serializeWith } from '../db/dialect.ts';
import type { EngravingActor, EngravingUploadKind, EngravingVersionRow } from '../db/engraving-schema.ts';
import { storeWithRows, type FileStore } from '../storage/file-store.ts';

export function findPlaqueConfig(db: PortalDb, productId: string) {
  return db
    .selectFrom('plaque_configs')
    .leftJoin('products', 'products.id', 'plaque_configs.product_id')
    .selectAll('plaque_configs')
    .select('products.name as product_name')
    .where('plaque_configs.product_id', '=', productId)
    .executeTakeFirst();
}

/** A booking with what the engraving pages need (any practice: the caller is checked by the route). */
export function findEngravingBooking(db: PortalDb, bookingId: string) {
  return db
    .selectFrom('bookings')
    .leftJoin('owners', 'owners.id', 'bookings.owner_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .innerJoin('practices', 'practices.id', 'bookings.practice_id')
    .innerJoin('brands', 'brands.id', 'practices.brand_id')
    .select([
      'bookings.id',
      'bookings.practice_id',
      'bookings.order_stage_c',
      'bookings.order_id_c',
      'owners.first_name as owner_first_name',
      'owners.phone_mobile as owner_phone_mobile',
      'pets.pet_first_name_c as pet_name',
      'practices.name as practice_name',
      'brands.name as brand_name',
      'brands.phone_work as brand_phone',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

export type EngravingBooking = NonNullable<Awaited<ReturnType<typeof findEngravingBooking>>>;

/** A line (not deleted) of the booking. */
export function findBookingLine(db: PortalDb, bookingId: string, quotedProductId: string) {
  return db
    .selectFrom('quoted_products')
    .select(['id', 'name', 'actual_product_id_c'])
    .where('booking_id', '=', bookingId)
    .where('id', '=', quotedProductId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export type EngravingLine = NonNullable<Awaited<ReturnType<typeof findBookingLine>>>;

/** 'engraving/{b}/{q}/{kind}-20261123T101500123Z-1a2b3c.png': made here, never from the client's name. */
export function uploadKey(bookingId: string, quotedProductId: string, kind: EngravingUploadKind, extension: 'png' | 'jpg', now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `engraving/${bookingId}/${quotedProductId}/${kind}-${stamp}-${randomUUID().slice(0, 6)}.${extension}`;
}

/** Stores an upload's bytes under its key in the file store, with its row. */
export async function insertUpload(
  db: PortalDb,
  files: FileStore,
  upload: { key: string; bookingId: string; quotedProductId: string; kind: EngravingUploadKind; contentType: string; content: Buffer; by: EngravingActor },
) {
  await storeWithRows(db, files, { key: upload.key, content: upload.content, contentType: upload.contentType }, async (trx) => {
    await trx
      .insertInto('engraving_uploads')
      .values({
        key: upload.key,
        booking_id: upload.bookingId,
        quoted_product_id: upload.quotedProductId,
        kind: upload.kind,
        content_type: upload.contentType,
        size: upload.content.length,
        uploaded_by: upload.by,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
}

/** The uploads of a line by key (the keys a submit names). */
export function findUploads(db: PortalDb, bookingId: string, quotedProductId: string, keys: string[]) {
  return db
    .selectFrom('engraving_uploads')
    .select(['key', 'kind'])
    .where('booking_id', '=', bookingId)
    .where('quoted_product_id', '=', quotedProductId)
    .where('key', 'in', keys)
    .execute();
}

/** A product's name (the line's actual product, as the lookup names it); undefined for an unknown id. */
export function findProductName(db: PortalDb, productId: string) {
  return db.selectFrom('products').select(['id', 'name']).where('id', '=', productId).executeTakeFirst();
}

/** A line's versions, oldest first. */
export function listLineVersions(db: PortalDb, bookingId: string, quotedProductId: string) {
  return db
    .selectFrom('engraving_versions')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('quoted_product_id', '=', quotedProductId)
    .orderBy('version')
    .execute();
}

/** The booking's lines whose product takes plaque artwork (has a plaque config), with that config. */
export function listArtworkLines(db: PortalDb, bookingId: string) {
  return db
    .selectFrom('quoted_products')
    .innerJoin('plaque_configs', 'plaque_configs.product_id', 'quoted_products.actual_product_id_c')
    .leftJoin('products', 'products.id', 'plaque_configs.product_id')
    .selectAll('plaque_configs')
    .select(['quoted_products.id as line_id', 'products.name as product_name'])
    .where('quoted_products.booking_id', '=', bookingId)
    .where('quoted_products.deleted', '=', 0)
    .execute();
}

/** Every version of a booking's lines, in one query (the booking's details page). */
export function listBookingVersions(db: PortalDb, bookingId: string) {
  return db.selectFrom('engraving_versions').selectAll().where('booking_id', '=', bookingId).orderBy('quoted_product_id').orderBy('version').execute();
}

export interface NewVersion {
  bookingId: string;
  quotedProductId: string;
  actualProductId: string;
  by: EngravingActor;
  contactId: string | null;
  imageOptionsKey: string;
  engravingOptionsKey: string;
  fields: unknown;
}

/**
 * Adds the next version. The owner's own artwork is approved as submitted (they made it); a version
 * from the practice waits for the owner. `guard` sees the line's latest version (undefined for the
 * first) inside the transaction (reading through `trx`: the database has one connection) and throws to
 * refuse the new one.
 */
/**
 * A line's versions change one transaction at a time (on PostgreSQL too): two submits at once become
 * versions n and n + 1 (or the second is refused as the same), and an approval never lands on a version
 * that another transaction is superseding.
 */
const lockLineVersions = (trx: PortalDb, bookingId: string, quotedProductId: string) => serializeWith(trx, `engraving-versions:${bookingId}:${quotedProductId}`);

export async function insertVersion(
  db: PortalDb,
  version: NewVersion,
  guard: (latest: EngravingVersionRow | undefined, trx: PortalDb) => Promise<void> = async () => {},
): Promise<EngravingVersionRow> {
  return db.transaction().execute(async (trx) => {
    await lockLineVersions(trx, version.bookingId, version.quotedProductId);
    const latest = await trx
      .selectFrom('engraving_versions')
      .selectAll()
      .where('booking_id', '=', version.bookingId)
      .where('quoted_product_id', '=', version.quotedProductId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    await guard(latest, trx);
    const now = new Date().toISOString();
    const row: EngravingVersionRow = {
      id: randomUUID(),
      booking_id: version.bookingId,
      quoted_product_id: version.quotedProductId,
      version: Number(latest?.version ?? 0) + 1,
      actual_product_id: version.actualProductId,
      submitted_at: now,
      submitted_by: version.by,
      contact_id: version.contactId,
      approved: version.by === 'owner' ? 1 : 0,
      approved_at: version.by === 'owner' ? now : null,
      approved_by: version.by === 'owner' ? 'owner' : null,
      approved_contact_id: null,
      image_options_key: version.imageOptionsKey,
      engraving_options_key: version.engravingOptionsKey,
      fields: JSON.stringify(version.fields),
    };
    await trx.insertInto('engraving_versions').values(row).execute();
    return row;
  });
}

export type ApproveOutcome = { ok: true; version: EngravingVersionRow } | { ok: false; reason: 'unknown' | 'not-latest' };

/** Who gives an approval: the owner, or the staff member (contact) in staff mode. */
export interface Approver {
  by: EngravingActor;
  contactId: string | null;
}

/** Approves a version when it is the line's latest, recording who approved it. */
export async function approveVersion(db: PortalDb, bookingId: string, quotedProductId: string, versionId: string, approver: Approver): Promise<ApproveOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockLineVersions(trx, bookingId, quotedProductId);
    const latest = await trx
      .selectFrom('engraving_versions')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .where('quoted_product_id', '=', quotedProductId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest || latest.id !== versionId) {
      const named = await trx
        .selectFrom('engraving_versions')
        .select('id')
        .where('id', '=', versionId)
        .where('booking_id', '=', bookingId)
        .where('quoted_product_id', '=', quotedProductId)
        .executeTakeFirst();
      return { ok: false, reason: named ? 'not-latest' : 'unknown' };
    }
    if (latest.approved) return { ok: true, version: latest };
    const approvedAt = new Date().toISOString();
    const approval = { approved: 1 as const, approved_at: approvedAt, approved_by: approver.by, approved_contact_id: approver.contactId };
    await trx.updateTable('engraving_versions').set(approval).where('id', '=', versionId).execute();
    return { ok: true, version: { ...latest, ...approval } };
  });
}

/**
 * The owner's phone check with its limit: at most `maxFailures` wrong tries per owner link in the
 * window (issue 16: per link, so tries without the link, or with another one, never lock this one).
 * `check` runs only when the link is not locked; its outcome is recorded in the same transaction (so
 * parallel tries cannot slip past the limit).
 */
export async function attemptPhoneCheck<T extends { ok: boolean; counts: boolean }>(
  db: PortalDb,
  link: { id: string; bookingId: string },
  { maxFailures, windowMs, now = Date.now() }: { maxFailures: number; windowMs: number; now?: number },
  check: () => T,
): Promise<{ locked: true; retryAfterSeconds: number } | { locked: false; outcome: T; triesLeft: number }> {
  return db.transaction().execute(async (trx) => {
    // One try of a link at a time, on PostgreSQL too: two replicas' tries counted side by side could both pass.
    await serializeWith(trx, `phone-check:${link.id}`);
    const since = new Date(now - windowMs).toISOString();
    const failures = await trx
      .selectFrom('engraving_verify_attempts')
      .select('attempted_at')
      .where('link_id', '=', link.id)
      .where('succeeded', '=', 0)
      .where('attempted_at', '>', since)
      .orderBy('attempted_at', 'desc')
      .limit(maxFailures)
      .execute();
    if (failures.length >= maxFailures) {
      // Open again when the oldest of the last `maxFailures` failures leaves the window.
      const oldest = Date.parse(failures[failures.length - 1]?.attempted_at ?? new Date(now).toISOString());
      return { locked: true as const, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    const outcome = check();
    if (outcome.counts) {
      await trx
        .insertInto('engraving_verify_attempts')
        .values({ booking_id: link.bookingId, link_id: link.id, attempted_at: new Date(now).toISOString(), succeeded: outcome.ok ? 1 : 0 })
        .execute();
    }
    // What is left of the window's tries after this one (a failure that counts uses one).
    const triesLeft = maxFailures - failures.length - (outcome.counts && !outcome.ok ? 1 : 0);
    return { locked: false as const, outcome, triesLeft };
  });
}
