import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import type { PortalDb } from './database.ts';
import * as core from './migrations/0001_core.ts';
import * as bookings from './migrations/0002_bookings.ts';
import * as practiceRegion from './migrations/0003_practice_region.ts';
import * as wizardReference from './migrations/0004_wizard_reference.ts';
import * as catalog from './migrations/0005_catalog.ts';
import * as engraving from './migrations/0006_engraving.ts';
import * as engravingApprover from './migrations/0007_engraving_approver.ts';
import * as ownerLinks from './migrations/0008_owner_links.ts';
import * as outboxVersion from './migrations/0009_outbox_version.ts';
import * as idempotencyRequestHash from './migrations/0010_idempotency_request_hash.ts';
import * as liveEvents from './migrations/0011_live_events.ts';
import * as familyUpdates from './migrations/0012_family_updates.ts';
import * as storedFiles from './migrations/0013_stored_files.ts';
import * as rateLimitHits from './migrations/0014_rate_limit_hits.ts';
import * as liveEventClaims from './migrations/0015_live_event_claims.ts';
import * as trackingClosed from './migrations/0016_tracking_closed.ts';
import * as submittedOrdersClosed from './migrations/0017_submitted_orders_closed.ts';
import * as bookingSearch from './migrations/0018_booking_search.ts';
import * as custodyChain from './migrations/0019_custody_chain.ts';
import * as overdue from './migrations/0020_overdue.ts';
import * as familyConfirmation from './migrations/0021_family_confirmation.ts';

/** Every migration in order; add new files as 0002_..., never edit an applied one. */
const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_bookings': bookings,
  '0003_practice_region': practiceRegion,
  '0004_wizard_reference': wizardReference,
  '0005_catalog': catalog,
  '0006_engraving': engraving,
  '0007_engraving_approver': engravingApprover,
  '0008_owner_links': ownerLinks,
  '0009_outbox_version': outboxVersion,
  '0010_idempotency_request_hash': idempotencyRequestHash,
  '0011_live_events': liveEvents,
  '0012_family_updates': familyUpdates,
  '0013_stored_files': storedFiles,
  '0014_rate_limit_hits': rateLimitHits,
  '0015_live_event_claims': liveEventClaims,
  '0016_tracking_closed': trackingClosed,
  '0017_submitted_orders_closed': submittedOrdersClosed,
  '0018_booking_search': bookingSearch,
  '0019_custody_chain': custodyChain,
  '0020_overdue': overdue,
  '0021_family_confirmation': familyConfirmation,
};

function migratorOf(db: PortalDb): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
}

/** Applies pending migrations; safe to run on every start. */
export async function migrateToLatest(db: PortalDb): Promise<MigrationResultSet> {
  return checked(await migratorOf(db).migrateToLatest());
}

/** Applies the migrations up to and including `name` (a key of `migrations`): tests of one migration's data. */
export async function migrateUpTo(db: PortalDb, name: string): Promise<MigrationResultSet> {
  return checked(await migratorOf(db).migrateTo(name));
}

/** The names of the migrations not yet applied, in order (none: the database is at the latest). */
export async function pendingMigrations(db: PortalDb): Promise<string[]> {
  const known = await migratorOf(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

function checked(resultSet: MigrationResultSet): MigrationResultSet {
  if (resultSet.error) {
    throw new Error('Database migration failed', { cause: resultSet.error });
  }
  return resultSet;
}
