// The certificate of cremation: its PDF's QR code opens the verification page, which says whether the
// booking's custody chain is intact; a row changed in the database (or removed, or the whole chain
// rewritten with fresh hashes) makes it say the chain is broken.
import jsQR from 'jsqr';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveBooking } from '../backoffice/move.ts';
import { recordCrematoriumScan } from '../backoffice/scan.ts';
import { chainOf } from '../data/custody-chain.ts';
import { custodyEventHash } from '../rules/custody-chain.ts';
import { OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { scan, submittedBooking, type MadeBooking } from '../testing/custody.ts';
import { pdfImages, pdfText } from '../testing/pdf-reader.ts';
import { dataOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { CHAIN_BROKEN_MESSAGE } from './certificates.ts';

let ctx: TestContext;
const tokens = { staff: '', other: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.staff = await ctx.tokenFor('direct.staff@example.com');
  tokens.other = await ctx.tokenFor('referral.staff@example.com');
});
afterAll(() => ctx.close());

const move = (booking: MadeBooking, to: string) => moveBooking(ctx.db, { booking: booking.id, to }, ctx.familyUpdates);

/** A private cremation taken through every handover, scanned at each, and its ashes collected. */
async function crematedAndCollected(): Promise<MadeBooking> {
  const booking = await submittedBooking(ctx, tokens.staff, { payload: OWNER_BOOKING, stage: 'Awaiting Collection' });
  await dataOf(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'handed_to_driver', driver_name: 'Sam Driver', bag_count: 1 }), 201);
  await recordCrematoriumScan(ctx.db, { booking: booking.id, action: 'received_at_crematorium' });
  await move(booking, 'Awaiting Cremation');
  await move(booking, 'In Cremation');
  await move(booking, 'Awaiting Processing');
  await recordCrematoriumScan(ctx.db, { booking: booking.id, action: 'remains_weighed', remainsWeightKg: 0.16 });
  await move(booking, 'Awaiting Return Delivery');
  await dataOf(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'ashes_received_at_clinic' }), 201);
  await dataOf(await scan(ctx, tokens.staff, booking.id, { tag: booking.id, action: 'collected_by_family', collected_by: 'Emma', identity_check: "O'Connor" }), 201);
  return booking;
}

const certificateOf = (bookingId: string, token = tokens.staff) => ctx.call('GET', `/portal/booking/${bookingId}/certificate`, { token });
/** A path and query of an absolute link to this server, to call in process. */
const local = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

async function certificate(bookingId: string) {
  const link = (await (await certificateOf(bookingId)).json()) as { url: string; expires_at: string; verify_url: string };
  const file = await ctx.app.request(local(link.url));
  expect(file.status).toBe(200);
  expect(file.headers.get('Content-Type')).toBe('application/pdf');
  const pdf = Buffer.from(await file.arrayBuffer());
  return { link, pdf };
}

const verifyPage = async (url: string) => {
  const page = await ctx.app.request(local(url));
  return { status: page.status, html: await page.text(), csp: page.headers.get('Content-Security-Policy') };
};
const verifyJson = async (url: string) => {
  const answer = await ctx.app.request(local(url), { headers: { Accept: 'application/json' } });
  return (await answer.json()) as { data: { status: string; says: string; certificate: Record<string, unknown> } };
};

describe('the certificate of cremation and its verification page', () => {
  it("prints the pet, the service, the custody steps and a QR code that decodes to the verification page, which says 'intact'", async () => {
    const booking = await crematedAndCollected();
    const { link, pdf } = await certificate(booking.id);
    const text = pdfText(pdf).join('\n');
    expect(text).toContain('Certificate of Cremation');
    expect(text).toContain('Luna');
    expect(text).toContain('Cat  ·  Private Cremation'.replace('·', '\xb7'));
    for (const step of [
      'Booked by Perth Paws Veterinary Hospital',
      "Handed to the crematorium's driver at Perth Paws Veterinary Hospital",
      'Received at the crematorium',
      'Cremated',
      'Ashes received back at Perth Paws Veterinary Hospital',
      'Ashes collected by the family from Perth Paws Veterinary Hospital',
    ]) {
      expect(text).toContain(step);
    }
    // The QR code, read from the PDF's image as a phone's camera would, is the verification page's address.
    const [qr] = pdfImages(pdf).map((image) => jsQR(image.rgba, image.width, image.height)?.data);
    expect(qr).toBe(link.verify_url);
    expect(qr).toMatch(/^http:\/\/localhost\/verify\/certificate\/[A-Za-z0-9_-]{22}\?h=[0-9a-f]{64}$/);

    const page = await verifyPage(qr ?? '');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Certificate verified');
    expect(page.html).toContain("Intact: the custody record of Luna&#39;s cremation is exactly as this certificate shows it.");
    expect(page.csp).toMatch(/style-src 'self' 'nonce-/);
    const json = await verifyJson(qr ?? '');
    expect(json.data.status).toBe('intact');
    expect(json.data.certificate).toMatchObject({ pet: 'Luna', species: 'Cat', service_type: 'Private Cremation', practice: 'Perth Paws Veterinary Hospital', crematorium: 'Lawnswood', events: 12 });
    expect((json.data.certificate.steps as { label: string }[]).map((step) => step.label)).toHaveLength(6);
    // Nothing beyond what the certificate shows: no order number, no owner, no staff or driver names.
    for (const hidden of [booking.order_id_c, "O'Connor", 'Emma', 'Sam Driver', 'Dana', booking.id]) {
      expect(JSON.stringify(json)).not.toContain(hidden);
      expect(page.html).not.toContain(hidden.replace("'", '&#39;'));
    }
    // Asking again with no new event answers the same certificate.
    expect(((await (await certificateOf(booking.id)).json()) as { verify_url: string }).verify_url).toBe(link.verify_url);
    // An event after it leaves it intact, as it was certified; a certificate asked for now is a new one.
    await move(booking, 'Returned');
    expect((await verifyJson(link.verify_url)).data).toMatchObject({ status: 'intact', certificate: { events: 12 } });
    expect(((await (await certificateOf(booking.id)).json()) as { verify_url: string }).verify_url).not.toBe(link.verify_url);
  });

  it("says the chain is broken when a row is changed in the database, and issues no new certificate", async () => {
    const booking = await crematedAndCollected();
    const { link } = await certificate(booking.id);
    const handover = (await chainOf(ctx.db, booking.id)).find((event) => event.scan_action === 'handed_to_driver');
    await sql`update order_events set driver_name = ${'Someone Else'} where id = ${handover?.id ?? ''}`.execute(ctx.db);

    const page = await verifyPage(link.verify_url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Certificate not verified');
    expect(page.html).toContain('Broken: the custody record of this cremation has been changed since this certificate was issued');
    expect(page.html).not.toContain('Luna');
    const json = await verifyJson(link.verify_url);
    expect(json.data.status).toBe('broken');
    expect(Object.keys(json.data.certificate).sort()).toEqual(['crematorium', 'issued_at', 'practice']);

    const refused = await certificateOf(booking.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ errors: { detail: CHAIN_BROKEN_MESSAGE } });
  });

  it('says broken when an event is removed, or when the whole chain is rewritten with hashes that recompute (the QR code holds the sealed hash)', async () => {
    const removed = await crematedAndCollected();
    const removedLink = (await certificate(removed.id)).link;
    const refusalFree = (await chainOf(ctx.db, removed.id)).find((event) => event.to_value === 'In Cremation');
    await sql`delete from order_events where id = ${refusalFree?.id ?? ''}`.execute(ctx.db);
    expect((await verifyJson(removedLink.verify_url)).data.status).toBe('broken');

    const rewritten = await crematedAndCollected();
    const rewrittenLink = (await certificate(rewritten.id)).link;
    expect((await verifyJson(rewrittenLink.verify_url)).data.status).toBe('intact');
    // Someone with the database rewrites the cremation's day and seals every event again.
    let prev: string | null = null;
    for (const event of await chainOf(ctx.db, rewritten.id)) {
      const date = event.to_value === 'In Cremation' ? '2020-01-01T00:00:00.000Z' : event.date_modified;
      const hash = custodyEventHash({ ...event, date_modified: date }, prev);
      await sql`update order_events set date_modified = ${date}, prev_hash = ${prev}, hash = ${hash} where id = ${event.id}`.execute(ctx.db);
      prev = hash;
    }
    expect((await verifyJson(rewrittenLink.verify_url)).data.status).toBe('broken');
  });

  it("is refused before the cremation is complete (409), not found for another practice, and an unknown address finds no certificate", async () => {
    const early = await submittedBooking(ctx, tokens.staff, { stage: 'Awaiting Cremation' });
    const refused = await certificateOf(early.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ errors: { detail: "Bella's cremation is not complete yet: the certificate can be printed once it is." } });
    const done = await crematedAndCollected();
    expect((await certificateOf(done.id, tokens.other)).status).toBe(404);
    const unknown = await verifyPage(`http://localhost/verify/certificate/AAAAAAAAAAAAAAAAAAAAAA?h=${'a'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('No certificate of cremation has this address.');
    // The PDF needs its signed link.
    const { link } = await certificate(done.id);
    expect((await ctx.app.request(new URL(link.url).pathname)).status).toBe(403);
  });
});
