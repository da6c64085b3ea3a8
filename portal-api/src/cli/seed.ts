import { databaseSettingsFromEnv } from '../config.ts';
import { describeDatabase, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { seedIfEmpty } from '../seed/seed.ts';

const settings = databaseSettingsFromEnv();
const where = describeDatabase(settings);
const db = openDatabase(settings);
try {
  await migrateToLatest(db);
  console.log(
    (await seedIfEmpty(db))
      ? `Seeded the demo data into ${where}`
      : `${where} already holds data; nothing seeded (to start over, ${settings.url ? 'drop and create the database' : 'remove the data directory'})`,
  );
} finally {
  await db.destroy();
}
