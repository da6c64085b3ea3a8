import { createHash } from 'node:crypto';
import type { PortalDb } from '../db/database.ts';

/** A file's bytes and its media type, as stored. */
export interface StoredFile {
  content: Buffer;
  contentType: string;
}

/**
 * Where the portal keeps its files: engraving artwork, booking images (the pet tag photos and
 * confirmation screenshots), product pictures and the PDFs it generates. The embedded default is the
 * database's `stored_files` table (database-file-store.ts); with PORTAL_S3_BUCKET, an S3 bucket
 * (s3-file-store.ts). Keys are made by the portal (see `fileKeys`), never taken from a client.
 */
export interface FileStore {
  /** Where the files live, for log lines: 'the database' or 's3://bucket'. */
  readonly description: string;
  /** Stores `content` under `key`, replacing what was there. */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file under `key`; undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /**
   * This store with its database writes made through `db` (a transaction), so they commit or roll
   * back with the rows that name the file. Object storage is outside any transaction: the S3 store
   * answers itself.
   */
  within(db: PortalDb): FileStore;
}

/** The store could not be reached or refused the request (not a missing file): answered as a 503. */
export class FileStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileStoreUnavailableError';
  }
}

/** The keys of the portal's files, by kind. */
export const fileKeys = {
  /** A booking image (booking_images.id). */
  bookingImage: (imageId: string) => `booking-images/${imageId}`,
  /** A product's main picture or thumbnail (product_images). */
  productImage: (productId: string, size: 'main' | 'thumb') => `product-images/${productId}/${size}`,
  /**
   * An invoice's PDF; `contentHash` hashes the invoice and the practice and brand it names, so a later
   * change to any of them (a status, an address) is never answered with the old document.
   */
  invoicePdf: (invoiceId: string, contentHash: string) => `documents/invoices/${invoiceId}/${contentHash}.pdf`,
  /**
   * A booking's pet tag PDF in a format; `contentHash` hashes everything the tag prints, so a changed
   * booking gets a new document instead of the stale one.
   */
  petTagPdf: (bookingId: string, format: string, contentHash: string) => `documents/pet-tags/${bookingId}/${format}-${contentHash}.pdf`,
} as const;

/**
 * Writes `rows` in one transaction with `file` stored (in the database store, in that transaction);
 * `rows` runs first and may throw to refuse, and then nothing is stored. When the transaction fails
 * after an object store took the file, the file is removed again, so no row-less file is left.
 * `keep` says from what `rows` answered whether the file is wanted at all (rows that found nothing
 * to do store none).
 */
export async function storeWithRows<T>(
  db: PortalDb,
  files: FileStore,
  file: { key: string; content: Buffer; contentType: string },
  rows: (trx: PortalDb) => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> {
  let stored = false;
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await rows(trx);
      if (!keep(result)) return result;
      await files.within(trx).put(file.key, file.content, file.contentType);
      stored = true;
      return result;
    });
  } catch (error) {
    if (stored) {
      await files.delete(file.key).catch((cleanup: unknown) => {
        console.error(`portal-api: could not remove ${file.key} from ${files.description} after its rows failed:`, cleanup);
      });
    }
    throw error;
  }
}

/** How many files `putAll` sends at once (an object store answers each in a round trip). */
const PUT_CONCURRENCY = 8;

/** Stores every file of `list` (the demo seed's images), a few at a time. */
export async function putAll(files: FileStore, list: readonly { key: string; content: Buffer; contentType: string }[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const file = list[next++]!;
      await files.put(file.key, file.content, file.contentType);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUT_CONCURRENCY, list.length) }, worker));
}

/** A short hash of `inputs` (as JSON) for a generated document's key: different inputs, different key. */
export function contentHash(inputs: unknown): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url').slice(0, 32);
}

/**
 * The stored file under `key`, or the one `make` renders, stored under `key` for the next request.
 * For documents whose key changes when their inputs do.
 */
export async function getOrMake(files: FileStore, key: string, contentType: string, make: () => Promise<Buffer>): Promise<StoredFile> {
  const stored = await files.get(key);
  if (stored) return stored;
  const content = await make();
  await files.put(key, content, contentType);
  return { content, contentType };
}
