// The crematorium's back office, for watching the tracker, status line and custody move:
//   pnpm --filter portal-api backoffice move <booking id | order number> [--to "<stage>" | --next] [--ok-to-prepare]
//   pnpm --filter portal-api backoffice scan <booking id | order number> --received | --remains-weight <kg> [--device "<label>"]
//   pnpm --filter portal-api backoffice digest
//   pnpm --filter portal-api backoffice reminders
//   pnpm --filter portal-api backoffice stages
import { parseArgs } from 'node:util';
import { ALL_STAGES } from '@portal/contracts/domain/stages';
import { BackOfficeError, moveBooking } from '../backoffice/move.ts';
import { recordCrematoriumScan } from '../backoffice/scan.ts';
import { systemClock } from '../clock.ts';
import { apiConfigFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { sendOverdueDigests } from '../jobs/overdue-digest.ts';
import { createFamilyUpdates } from '../messaging/family-updates.ts';
import { createFamilyConfirmations } from '../messaging/family-confirmation.ts';
import { createMessageSender, twilioProvider } from '../messaging/sender.ts';

const USAGE = `Usage:
  backoffice move <booking id | order number> --next            move to the next stage of the usual path
  backoffice move <booking id | order number> --to "<stage>"    move to a named stage
      add --ok-to-prepare to record the practice's ok-to-prepare as well
  backoffice scan <booking id | order number> --received        the crematorium's scan of the pet arriving
  backoffice scan <booking id | order number> --remains-weight <kg>
                                                                the crematorium's scan of the cremated remains, weighed
      add --device "<label>" to name the scanner ('Crematorium scanner' otherwise)
  backoffice digest                                              the day's overdue digests now (one a practice a day)
  backoffice reminders                                           the family confirmation reminders due now (one a request)
  backoffice stages                                              list every stage
The database is <PORTAL_DATA_DIR>/portal.db (default <repo>/.data); the server may be running.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    to: { type: 'string' },
    next: { type: 'boolean', default: false },
    'ok-to-prepare': { type: 'boolean', default: false },
    received: { type: 'boolean', default: false },
    'remains-weight': { type: 'string' },
    device: { type: 'string' },
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
const usable =
  (command === 'move' && booking && (values.next || values.to || values['ok-to-prepare'])) ||
  (command === 'scan' && booking && values.received !== (values['remains-weight'] !== undefined)) ||
  command === 'digest' ||
  command === 'reminders';
if (!usable) {
  console.error(USAGE);
  process.exit(1);
}

const config = apiConfigFromEnv();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  if (command === 'move' && booking) {
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
  } else if (command === 'scan' && booking) {
    const weight = values['remains-weight'];
    const scanned = await recordCrematoriumScan(db, {
      booking,
      action: values.received ? 'received_at_crematorium' : 'remains_weighed',
      remainsWeightKg: weight === undefined ? undefined : Number(weight),
      device: values.device,
    });
    console.log(`${scanned.orderNumber} (${scanned.id}): '${scanned.label}' recorded at '${scanned.stage}'`);
    if (scanned.remains) console.log(`${scanned.remains.plausible === false ? 'FLAGGED for the practice to query. ' : ''}${scanned.remains.message}`);
  } else if (command === 'reminders') {
    // The system's time, as the digest below (a moved clock is a running dev stack's: POST /dev/jobs/confirmation-reminders there).
    const messages = createMessageSender(db, config.twilio ? twilioProvider(config.twilio) : undefined, { production: config.production });
    const reminded = await createFamilyConfirmations({ db, messages, ownerAppUrl: config.ownerAppUrl, clock: systemClock }).sendReminders();
    console.log(reminded.length === 0 ? 'No reminder due' : reminded.map((reminder) => `reminded the family of ${reminder.bookingId}`).join('\n'));
  } else {
    // The system's time: a clock moved in a running dev stack is that process's (POST /dev/jobs/overdue-digest there).
    const sent = await sendOverdueDigests(db, systemClock, { portalAppUrl: config.portalAppUrl, anyHour: true });
    console.log(sent.length === 0 ? 'No digest to send (none overdue, or sent today already)' : sent.map((digest) => `${digest.practiceId} ${digest.date}: ${digest.bookings} overdue`).join('\n'));
  }
} catch (error) {
  console.error(error instanceof BackOfficeError ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
