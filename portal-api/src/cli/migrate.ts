import { databaseSettingsFromEnv } from '../config.ts';
import { describeDatabase, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';

const settings = databaseSettingsFromEnv();
const db = openDatabase(settings);
try {
  const { results = [] } = await migrateToLatest(db);
  const applied = results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  console.log(
    applied.length > 0
      ? `Applied ${applied.join(', ')} to ${describeDatabase(settings)}`
      : `${describeDatabase(settings)} is up to date`,
  );
} finally {
  await db.destroy();
}
