import type { PortalDb } from '../db/database.ts';
import { databaseFileStore } from './database-file-store.ts';
import type { FileStore } from './file-store.ts';
import { s3FileStore, type S3Settings } from './s3-file-store.ts';

/** The file store the settings name: the S3 bucket when `s3` is set (PORTAL_S3_BUCKET), else the database's table. */
export function openFileStore(s3: S3Settings | undefined, db: PortalDb): FileStore & { close(): void } {
  return s3 ? s3FileStore(s3) : { ...databaseFileStore(db), close: () => undefined };
}
