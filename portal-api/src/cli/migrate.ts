import path from 'node:path';
import { dataDirFromEnv } from '../config.ts';
import { DATABASE_FILE, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';

const dataDir = dataDirFromEnv();
const db = openDatabase(dataDir);
try {
  const { results = [] } = await migrateToLatest(db);
  const applied = results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  console.log(
    applied.length > 0
      ? `Applied ${applied.join(', ')} to ${path.join(dataDir, DATABASE_FILE)}`
      : `${path.join(dataDir, DATABASE_FILE)} is up to date`,
  );
} finally {
  await db.destroy();
}
