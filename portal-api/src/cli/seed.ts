import { databaseSettingsFromEnv, s3SettingsFromEnv } from '../config.ts';
import { describeDatabase, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { openFileStore } from '../storage/open-file-store.ts';

const settings = databaseSettingsFromEnv();
const where = describeDatabase(settings);
const db = openDatabase(settings);
const files = openFileStore(s3SettingsFromEnv(), db);
try {
  await migrateToLatest(db);
  console.log(
    (await seedIfEmpty(db, files))
      ? `Seeded the demo data into ${where}`
      : `${where} already holds data; nothing seeded (to start over, ${settings.url ? 'drop and create the database' : 'remove the data directory'})`,
  );
} finally {
  files.close();
  await db.destroy();
}
