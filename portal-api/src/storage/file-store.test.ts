import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PortalDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { databaseFileStore } from './database-file-store.ts';
import { FileStoreUnavailableError, getOrMake, storeWithRows, type FileStore } from './file-store.ts';
import { s3FileStore, type S3FileStore } from './s3-file-store.ts';

const onPostgres = Boolean(process.env.PORTAL_TEST_DATABASE_URL);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0, 255, 128]);

let database: TestDatabase;
let db: PortalDb;
let s3: TestS3Server;
let s3Store: S3FileStore;
beforeAll(async () => {
  database = await createTestDatabase('portal-api-files-');
  db = openDatabase(database.settings);
  await migrateToLatest(db);
  s3 = await startTestS3Server();
  s3Store = s3FileStore(s3.settings);
});
afterAll(async () => {
  s3Store.close();
  await s3.close();
  await db.destroy();
  await database.drop();
});

/** The same contract, whichever store: the database's table (SQLite, or PostgreSQL in test:postgres) and S3. */
describe.each([
  { name: `the database store (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, store: () => databaseFileStore(db) },
  { name: 'the S3 store (s3rver, path-style)', store: () => s3Store },
])('$name', ({ store }) => {
  let files: FileStore;
  beforeAll(() => {
    files = store();
  });

  it('gives back the bytes and type put under a key, every byte as put', async () => {
    await files.put('engraving/b-1/q-1/engraving_options-1.png', png, 'image/png');
    expect(await files.get('engraving/b-1/q-1/engraving_options-1.png')).toEqual({ content: png, contentType: 'image/png' });
  });

  it('answers undefined for a key with nothing under it', async () => {
    expect(await files.get('booking-images/no-such-image')).toBeUndefined();
  });

  it('replaces the file when a key is put again', async () => {
    await files.put('documents/invoices/i-1/a.pdf', Buffer.from('%PDF-1.3 first'), 'application/pdf');
    await files.put('documents/invoices/i-1/a.pdf', Buffer.from('%PDF-1.3 second'), 'application/pdf');
    expect((await files.get('documents/invoices/i-1/a.pdf'))?.content.toString()).toBe('%PDF-1.3 second');
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    await files.put('product-images/p-1/main', Buffer.from('<svg/>'), 'image/svg+xml');
    await files.delete('product-images/p-1/main');
    expect(await files.get('product-images/p-1/main')).toBeUndefined();
    await expect(files.delete('product-images/p-1/main')).resolves.toBeUndefined();
  });

  it('keeps an empty file', async () => {
    await files.put('documents/empty', Buffer.alloc(0), 'application/octet-stream');
    expect(await files.get('documents/empty')).toEqual({ content: Buffer.alloc(0), contentType: 'application/octet-stream' });
  });

  it('renders a document only when its key holds none (getOrMake)', async () => {
    let renders = 0;
    const make = () => {
      renders += 1;
      return Promise.resolve(Buffer.from(`%PDF-1.3 render ${renders}`));
    };
    const first = await getOrMake(files, 'documents/pet-tags/b-2/label-hash1.pdf', 'application/pdf', make);
    const second = await getOrMake(files, 'documents/pet-tags/b-2/label-hash1.pdf', 'application/pdf', make);
    expect(renders).toBe(1);
    expect(second).toEqual(first);
    expect(second.content.toString()).toBe('%PDF-1.3 render 1');
  });

  it('stores nothing when the rows written with a file fail (storeWithRows)', async () => {
    const attempt = storeWithRows(db, files, { key: 'booking-images/refused', content: png, contentType: 'image/png' }, async (trx) => {
      await trx.insertInto('error_reports').values({ id: 'x' } as never).execute();
    });
    await expect(attempt).rejects.toThrow();
    expect(await files.get('booking-images/refused')).toBeUndefined();
  });
});

describe('the S3 store when the server is down', () => {
  it('throws FileStoreUnavailableError naming the operation and key, not a missing file', async () => {
    const down = await startTestS3Server();
    const files = s3FileStore(down.settings, { maxAttempts: 1 });
    try {
      await files.put('booking-images/x', png, 'image/png');
      await down.stop();
      await expect(files.get('booking-images/x')).rejects.toThrow(FileStoreUnavailableError);
      await expect(files.get('booking-images/x')).rejects.toThrow(/S3 get of portal-files-test\/booking-images\/x failed/);
      await expect(files.put('booking-images/y', png, 'image/png')).rejects.toThrow(FileStoreUnavailableError);
    } finally {
      files.close();
      await down.close();
    }
  });

  it('throws FileStoreUnavailableError for a bucket that does not exist', async () => {
    const files = s3FileStore({ ...s3.settings, bucket: 'no-such-bucket' }, { maxAttempts: 1 });
    try {
      await expect(files.get('booking-images/x')).rejects.toThrow(FileStoreUnavailableError);
    } finally {
      files.close();
    }
  });
});
