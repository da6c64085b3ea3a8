// The crematorium's back office, for watching the tracker and status line move:
//   pnpm --filter portal-api backoffice move <booking id | order number> [--to "<stage>" | --next] [--ok-to-prepare]
//   pnpm --filter portal-api backoffice stages
import { parseArgs } from 'node:util';
import { ALL_STAGES } from '@portal/contracts/domain/stages';
import { BackOfficeError, moveBooking } from '../backoffice/move.ts';
import { apiConfigFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { createFamilyUpdates } from '../messaging/family-updates.ts';
import { createMessageSender, twilioProvider } from '../messaging/sender.ts';

const USAGE = `Usage:
  backoffice move <booking id | order number> --next            move to the next stage of the usual path
  backoffice move <booking id | order number> --to "<stage>"    move to a named stage
      add --ok-to-prepare to record the practice's ok-to-prepare as well
  backoffice stages                                              list every stage
The database is <PORTAL_DATA_DIR>/portal.db (default <repo>/.data); the server may be running.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    to: { type: 'string' },
    next: { type: 'boolean', default: false },
    'ok-to-prepare': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const [command, booking] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (command === 'stages') {
  console.log(ALL_STAGES.join('\n'));
  process.exit(0);
}
if (command !== 'move' || !booking || (!values.next && !values.to && !values['ok-to-prepare'])) {
  console.error(USAGE);
  process.exit(1);
}

const config = apiConfigFromEnv();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  // The family's texts go out as the server's would (the same sender, provider and outbox).
  const messages = createMessageSender(db, config.twilio ? twilioProvider(config.twilio) : undefined, { production: config.production });
  const moved = await moveBooking(
    db,
    { booking, to: values.next ? 'next' : values.to, okToPrepare: values['ok-to-prepare'] },
    createFamilyUpdates({ db, messages, ownerAppUrl: config.ownerAppUrl }),
  );
  console.log(
    moved.from === moved.to
      ? `${moved.orderNumber} (${moved.id}) stays at '${moved.to}'${values['ok-to-prepare'] ? ', ok to prepare recorded' : ''}`
      : `${moved.orderNumber} (${moved.id}) moved from '${moved.from}' to '${moved.to}'`,
  );
} catch (error) {
  console.error(error instanceof BackOfficeError ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
