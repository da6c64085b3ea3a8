import path from 'node:path';
import { dataDirFromEnv } from '../config.ts';
import { DATABASE_FILE, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { seedIfEmpty } from '../seed/seed.ts';

const dataDir = dataDirFromEnv();
const file = path.join(dataDir, DATABASE_FILE);
const db = openDatabase(dataDir);
try {
  await migrateToLatest(db);
  console.log(
    (await seedIfEmpty(db))
      ? `Seeded the demo data into ${file}`
      : `${file} already holds data; nothing seeded (remove the data directory to start over)`,
  );
} finally {
  await db.destroy();
}
