// What the custody tests share: a booking made and submitted through the API, the code its printed pet
// tag's QR holds (read back from the PDF with jsQR, as a camera would), and a scan of it.
import jsQR from 'jsqr';
import { expect } from 'vitest';
import { moveBooking } from '../backoffice/move.ts';
import { SKIPPED_OWNER_BOOKING } from './booking-payloads.ts';
import { pdfImages } from './pdf-reader.ts';
import { dataOf } from './responses.ts';
import type { TestContext } from './test-app.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The portal site the tests print tags from. */
export const PORTAL_SITE = 'http://lawnswood.localhost:8080';

export interface MadeBooking {
  id: string;
  order_id_c: string;
}

/** A booking made and submitted by `token`'s holder (SKIPPED_OWNER_BOOKING unless `payload`), then moved by the back office to `stage`. */
export async function submittedBooking(ctx: TestContext, token: string, { payload = SKIPPED_OWNER_BOOKING, stage }: { payload?: object; stage?: string } = {}): Promise<MadeBooking> {
  const created = await dataOf<MadeBooking>(await ctx.call('POST', '/portal/booking', { token, body: { ...payload } }), 201);
  await dataOf(await ctx.call('POST', `/portal/booking/${created.id}/complete`, { token, body: { screenshot_image: PNG } }));
  if (stage) await moveBooking(ctx.db, { booking: created.id, to: stage }, ctx.familyUpdates);
  return created;
}

/** What the QR code of the booking's printed tag (label format) holds, read from the PDF. */
export async function printedTagCode(ctx: TestContext, token: string, bookingId: string): Promise<string> {
  const link = await ctx.call('GET', `/portal/booking/${bookingId}/tag?${new URLSearchParams({ format: 'label', portal_url: PORTAL_SITE }).toString()}`, { token });
  const { url } = (await link.json()) as { url: string };
  const file = await ctx.app.request(new URL(url).pathname + new URL(url).search);
  expect(file.status).toBe(200);
  const codes = pdfImages(Buffer.from(await file.arrayBuffer())).map((image) => jsQR(image.rgba, image.width, image.height)?.data);
  expect(codes[0]).toBeTruthy();
  return codes[0] ?? '';
}

/** POST portal/booking/{id}/scan as `token`'s holder. */
export const scan = (ctx: TestContext, token: string, bookingId: string, body: Record<string, unknown>) =>
  ctx.call('POST', `/portal/booking/${bookingId}/scan`, { token, body });
