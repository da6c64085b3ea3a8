// The crematorium's scans through the back office: the pet received, the cremated remains weighed (a
// weight outside the band for the pet's weight is flagged on the booking for the practice to query),
// refused and recorded at a stage that does not allow them; and the command itself, a process of its own.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustodyEventDto } from '@portal/contracts/wire/custody';
import type { RemainsWeightDto } from '@portal/contracts/wire/bookings';
import { moveBooking } from './move.ts';
import { recordCrematoriumScan } from './scan.ts';
import { submittedBooking } from '../testing/custody.ts';
import { dataOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.tokenFor('direct.staff@example.com');
});
afterAll(() => ctx.close());

const timelineOf = async (bookingId: string) => dataOf<CustodyEventDto[]>(await ctx.call('GET', `/portal/booking/${bookingId}/custody`, { token }));
const remainsOf = async (bookingId: string) => (await dataOf<{ remains_weight: RemainsWeightDto | null }>(await ctx.call('GET', `/portal/booking/${bookingId}`, { token }))).remains_weight;

describe('the crematorium scans (backoffice scan)', () => {
  it('records the pet received at the crematorium, by the crematorium, on the timeline; the stage stays', async () => {
    const booking = await submittedBooking(ctx, token, { stage: 'Pet Collected' });
    const result = await recordCrematoriumScan(ctx.db, { booking: booking.order_id_c, action: 'received_at_crematorium', device: 'Intake scanner 2' });
    expect(result).toMatchObject({ id: booking.id, stage: 'Pet Collected', label: 'Received at the crematorium' });
    expect((await timelineOf(booking.id))[0]).toMatchObject({
      kind: 'scan',
      move: 'stay',
      actor: { kind: 'crematorium', name: 'Crematorium' },
      scan: { action: 'received_at_crematorium', place: 'Crematorium', device: 'Intake scanner 2' },
    });
  });

  it('refuses a scan the stage does not allow, and records it', async () => {
    const booking = await submittedBooking(ctx, token);
    await expect(recordCrematoriumScan(ctx.db, { booking: booking.id, action: 'remains_weighed', remainsWeightKg: 0.4 })).rejects.toThrow(
      "Refused (recorded on the booking's custody timeline): 'Cremated remains weighed' cannot be recorded now: Bella's booking is at 'Submitted'. The scan for this stage is 'Handed to the driver'.",
    );
    expect((await timelineOf(booking.id))[0]).toMatchObject({ kind: 'refused_scan', actor: { kind: 'crematorium' }, refusal: { reason: 'action_not_allowed' } });
    await expect(recordCrematoriumScan(ctx.db, { booking: booking.id, action: 'remains_weighed', remainsWeightKg: -1 })).rejects.toThrow(/--remains-weight must be/);
  });

  it("flags remains that weigh too little or too much for the pet's weight on the booking, for the practice to query", async () => {
    // Bella weighs 12.5 kg: about 0.438 kg expected, 0.168 to 0.895 kg plausible.
    const booking = await submittedBooking(ctx, token, { stage: 'Awaiting Processing' });
    expect(await remainsOf(booking.id)).toBeNull();
    const plausible = await recordCrematoriumScan(ctx.db, { booking: booking.id, action: 'remains_weighed', remainsWeightKg: 0.45 });
    expect(plausible.remains?.plausible).toBe(true);
    expect(await remainsOf(booking.id)).toMatchObject({ weight_kg: 0.45, pet_weight_kg: 12.5, expected_kg: 0.438, min_kg: 0.168, max_kg: 0.895, plausible: true });
    await recordCrematoriumScan(ctx.db, { booking: booking.id, action: 'remains_weighed', remainsWeightKg: 0.05 });
    expect(await remainsOf(booking.id)).toMatchObject({
      weight_kg: 0.05,
      plausible: false,
      message: 'Please query this with the crematorium: the cremated remains weigh 0.05 kg, less than expected; for a pet of 12.5 kg about 0.438 kg is expected (0.168 kg to 0.895 kg).',
    });
  });

  it('is a command of its own, which prints a flagged weight', async () => {
    const booking = await submittedBooking(ctx, token, { stage: 'Pet Collected' });
    await moveBooking(ctx.db, { booking: booking.id, to: 'Ashes Processed' }, ctx.familyUpdates);
    const root = path.resolve(import.meta.dirname, '..', '..');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/backoffice.ts', 'scan', booking.order_id_c, '--remains-weight', '2.5'], {
      cwd: root,
      env: { ...process.env, PORTAL_DATA_DIR: ctx.dataDir, ...(ctx.database.url ? { PORTAL_DATABASE_URL: ctx.database.url } : {}) },
    });
    expect(stdout).toContain(`${booking.order_id_c} (${booking.id}): 'Cremated remains weighed' recorded at 'Ashes Processed'`);
    expect(stdout).toContain('FLAGGED for the practice to query. Please query this with the crematorium: the cremated remains weigh 2.5 kg, more than expected');
    expect((await remainsOf(booking.id))?.plausible).toBe(false);
  }, 20_000);
});
