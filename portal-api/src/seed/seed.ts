import type { PortalDb } from '../db/database.ts';
import { databaseFileStore } from '../storage/database-file-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { usernameForEmail } from '../data/contacts.ts';
import { seedBookings } from './bookings.ts';
import { seedCatalog } from './catalog.ts';
import { seedPlaqueConfigs } from './plaque-configs.ts';
import { seedWizardReference } from './wizard-reference.ts';
import {
  accountManagers,
  brands,
  demoContacts,
  practiceServiceTypes,
  practices,
  serviceTypes,
} from './demo-data.ts';

export async function isDatabaseEmpty(db: PortalDb): Promise<boolean> {
  const row = await db.selectFrom('brands').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/**
 * What the API loads at start: in development the demo data into an empty database (seedIfEmpty); in
 * production only the booking wizards' reference lists, never the demo practices, members, catalog or
 * bookings (a real deployment loads its own before the first start). Answers whether the demo data was loaded.
 */
export async function seedAtStart(db: PortalDb, files: FileStore, { production }: { production: boolean }): Promise<boolean> {
  if (!production) return seedIfEmpty(db, files);
  await seedWizardReference(db);
  return false;
}

/** Inserts the demo data (its files into `files`) when the database holds none; returns whether it did. */
export async function seedIfEmpty(db: PortalDb, files: FileStore = databaseFileStore(db)): Promise<boolean> {
  // Reference data of the booking wizards: loaded whenever it is missing, even into older databases.
  await seedWizardReference(db);
  if (!(await isDatabaseEmpty(db))) {
    // The catalog (migration 0005) is loaded into older databases too.
    await seedCatalog(db, files);
    await seedPlaqueConfigs(db);
    return false;
  }
  const createdAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('brands').values(brands).execute();
    await trx.insertInto('account_managers').values(accountManagers).execute();
    await trx.insertInto('practices').values(practices).execute();
    await trx.insertInto('service_types').values(serviceTypes).execute();
    await trx
      .insertInto('practice_service_types')
      .values(
        Object.entries(practiceServiceTypes).flatMap(([practiceId, serviceTypeIds]) =>
          serviceTypeIds.map((serviceTypeId) => ({ practice_id: practiceId, service_type_id: serviceTypeId })),
        ),
      )
      .execute();
    await trx
      .insertInto('contacts')
      .values(
        demoContacts.map(({ contact }) => ({
          ...contact,
          cognito_username_c: usernameForEmail(contact.email),
          created_at: createdAt,
        })),
      )
      .execute();
    await seedCatalog(trx, files.within(trx));
    await seedPlaqueConfigs(trx);
    await seedBookings(trx, files.within(trx));
  });
  return true;
}
