import { randomBytes } from 'node:crypto';
import { createApp } from '../app.ts';
import { createAccessTokenVerifier } from '../auth/access-token.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import type { IdentityAdmin } from '../identity/identity-admin.ts';
import { IdentityUserExistsError } from '../identity/identity-admin.ts';
import { createFamilyUpdates } from '../messaging/family-updates.ts';
import { createMovableClock } from '../clock.ts';
import { createMessageSender } from '../messaging/sender.ts';
import { createPresenceTokens } from '../realtime/presence.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { openFileStore } from '../storage/open-file-store.ts';
import type { S3Settings } from '../storage/s3-file-store.ts';
import { createSeededTestDatabase, createTestDatabase } from './test-database.ts';
import { createTestKeys, TEST_CLIENT_ID, TEST_ISSUER } from './tokens.ts';

/** Records what the API asked of the identity pool. */
export function createFakeIdentityAdmin(existingUsernames: string[] = []) {
  const created: { username: string; email: string; temporaryPassword: string }[] = [];
  const enabledChanges: { username: string; enabled: boolean }[] = [];
  const admin: IdentityAdmin = {
    createUser(user) {
      if (existingUsernames.includes(user.username)) return Promise.reject(new IdentityUserExistsError(user.username));
      created.push(user);
      return Promise.resolve();
    },
    setUserEnabled(username, enabled) {
      enabledChanges.push({ username, enabled });
      return Promise.resolve();
    },
  };
  return { admin, created, enabledChanges };
}

/** The owner app's address in the test app's texts (the app's default). */
export const TEST_OWNER_APP_URL = 'http://localhost:8083';

export type JsonBody = Record<string, unknown> | unknown[] | string;

/**
 * The app on a fresh, migrated and seeded database in a new temp data dir (on PostgreSQL when
 * PORTAL_TEST_DATABASE_URL is set: see createTestDatabase), with tokens signed by a test key; files in
 * the database, or in the bucket of `s3` (testing/s3-server.ts). Call `close()` in afterAll.
 */
export async function createTestContext({ production = false, existingIdentityUsers = [] as string[], s3 = undefined as S3Settings | undefined } = {}) {
  // Files in a bucket are seeded into it; otherwise the database starts as a seeded copy.
  const database = s3 ? await createTestDatabase() : await createSeededTestDatabase();
  const { dataDir } = database.settings;
  const db = openDatabase(database.settings);
  const files = openFileStore(s3, db);
  if (s3) {
    await migrateToLatest(db);
    await seedIfEmpty(db, files);
  }
  const keys = await createTestKeys();
  const identity = createFakeIdentityAdmin(existingIdentityUsers);
  /** The contact ids the app said were deactivated (the presence hub's cue), in order. */
  const deactivatedMembers: string[] = [];
  const presenceSecret = randomBytes(32);
  const presenceTokens = createPresenceTokens(presenceSecret);
  /** The business clock (custody, overdue): a test moves it instead of waiting; production's app refuses a movable one. */
  const clock = createMovableClock();
  const app = createApp({
    db,
    files,
    verifyAccessToken: createAccessTokenVerifier({ keySet: keys.keySet, issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID }),
    identityAdmin: identity.admin,
    production,
    onMemberDeactivated: (contactId) => deactivatedMembers.push(contactId),
    presenceTokens,
    ...(production ? {} : { clock }),
  });

  /** Calls the app as `token`'s holder; objects are sent as JSON. */
  const call = (method: string, urlPath: string, { token, body, headers = {} }: { token?: string; body?: JsonBody; headers?: Record<string, string> } = {}) =>
    app.request(urlPath, {
      method,
      headers: {
        ...headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        Brand: 'Lawnswood',
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });

  return {
    app,
    db,
    dataDir,
    /** Where the context's data lives (its PostgreSQL URL when on PostgreSQL), for processes of its own. */
    database: database.settings,
    keys,
    identity,
    deactivatedMembers,
    presenceTokens,
    clock,
    /** The key presence tokens are signed with (to make ones the API would not, e.g. run out). */
    presenceSecret,
    call,
    /** What the back office's moves tell the family through (the outbox only, as the app's default). */
    familyUpdates: createFamilyUpdates({ db, messages: createMessageSender(db), ownerAppUrl: TEST_OWNER_APP_URL }),
    /** A valid token of a demo user, by email. */
    tokenFor: (email: string) => keys.accessToken(email),
    async close() {
      files.close();
      await db.destroy();
      await database.drop();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
