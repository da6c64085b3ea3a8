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
      : `${where} already holds data; nothing seeded (remove the data directory to start over)`,
  );
} finally {
  await db.destroy();
}
