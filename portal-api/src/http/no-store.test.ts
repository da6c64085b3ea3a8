// Issue 29: answers carrying a family's details (booking, lists, contacts, custody, the live and
// presence tokens, engraving, the owners' pages) had no Cache-Control, so a browser or a proxy could
// keep them. Every portal/* and /dev answer is `no-store` unless its route chose otherwise; the files
// behind signed links are private.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGRAVING_GRANT_HEADER, ENGRAVING_LINK_HEADER } from '@portal/contracts/wire/engraving';
import { issueOwnerLink } from '../data/owner-links.ts';
import { issueTrackingLink } from '../data/tracking-links.ts';
import { demoBookingId, plaqueOwnerMobile } from '../seed/bookings.ts';
import { CATALOG_PRODUCTS } from '../seed/catalog.ts';
import { GUEST_USERNAME } from '../seed/demo-data.ts';
import { SKIPPED_OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { dataOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
const tokens = { staff: '', guest: '' };
beforeAll(async () => {
  ctx = await createTestContext();
  tokens.staff = await ctx.tokenFor('direct.staff@example.com');
  tokens.guest = await ctx.tokenFor(GUEST_USERNAME);
});
afterAll(() => ctx.close());

const staffGet = (path: string) => ctx.call('GET', path, { token: tokens.staff });
const cacheControlOf = (response: Response) => response.headers.get('cache-control');
/** The path part of an absolute link the API answered. */
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const firstInvoiceId = async () => ((await (await staffGet('/portal/invoices')).json()) as { Invoices: { InvoiceID: string }[] }).Invoices[0]!.InvoiceID;

describe('Cache-Control on family data', () => {
  it('is no-store on every staff answer that carries a family, a member or a token, errors included', async () => {
    const booking = demoBookingId('direct', 'plaque-1');
    const contacts = await dataOf<{ id: string; email_address: string }[]>(await staffGet('/portal/vet/contacts'));
    const me = contacts.find((contact) => contact.email_address === 'direct.staff@example.com')!;
    const invoiceId = await firstInvoiceId();
    const answers: [string, Response][] = [
      ['practice', await staffGet('/portal/vet')],
      ['contacts', await staffGet('/portal/vet/contacts')],
      ['contact', await staffGet(`/portal/contact/${me.id}`)],
      ['booking list', await staffGet('/portal/booking')],
      ['booking', await staffGet(`/portal/booking/${booking}`)],
      ['custody', await staffGet(`/portal/booking/${booking}/custody`)],
      ['booking images', await staffGet(`/portal/booking/image/${booking}`)],
      ['tracking state', await staffGet(`/portal/booking/${booking}/tracking`)],
      ['invoice list', await staffGet('/portal/invoices')],
      ['invoice', await staffGet(`/portal/invoices/${invoiceId}`)],
      ['live token', await staffGet('/portal/live/authentication')],
      ['presence token', await staffGet(`/portal/authentication/${booking}`)],
      ['tag link', await staffGet(`/portal/booking/${booking}/tag?format=label&portal_url=http://localhost:8080`)],
      ['new booking', await ctx.call('POST', '/portal/booking', { token: tokens.staff, body: SKIPPED_OWNER_BOOKING })],
      ['422', await ctx.call('POST', '/portal/booking', { token: tokens.staff, body: { ...SKIPPED_OWNER_BOOKING, vet_staff_c: '' } })],
      ['404', await staffGet('/portal/booking/00000000-0000-4000-8000-000000000000')],
      ['401', await ctx.call('GET', `/portal/booking/${booking}`)],
      ['outbox (dev)', await ctx.call('GET', '/dev/outbox.json')],
    ];
    for (const [what, response] of answers) expect(cacheControlOf(response), `${what} (${response.status})`).toBe('no-store');
    expect(answers.filter(([, response]) => response.ok).length, 'every answer above but the three errors is a success').toBe(answers.length - 3);
  });

  it("is no-store on the owners' engraving pages and the family's tracking page", async () => {
    const bookingId = demoBookingId('direct', 'plaque-1');
    const booking = await dataOf<{ quoted_products: { id: string; actual_product_id_c: string | null }[] }>(await staffGet(`/portal/booking/${bookingId}`));
    const plaques = [CATALOG_PRODUCTS.photoPlaqueUrn.id, CATALOG_PRODUCTS.plaque.id, CATALOG_PRODUCTS.photoTile.id];
    const lineId = booking.quoted_products.find((line) => plaques.includes(line.actual_product_id_c ?? ''))!.id;
    const { secret } = await issueOwnerLink(ctx.db, { bookingId, quotedProductId: lineId, sentTo: plaqueOwnerMobile(1) });
    const owner = (method: string, path: string, headers: Record<string, string>, body?: Record<string, unknown>) =>
      ctx.call(method, path, { token: tokens.guest, headers, ...(body ? { body } : {}) });
    const verifyPath = `/portal/engraving/verify/${bookingId}/${lineId}`;
    const linkStatus = await owner('GET', verifyPath, { [ENGRAVING_LINK_HEADER]: secret });
    const verified = await owner('POST', verifyPath, { [ENGRAVING_LINK_HEADER]: secret }, { phone: plaqueOwnerMobile(1).replace(/^\+61/, '') });
    const { grant } = await dataOf<{ grant: string }>(verified.clone());
    const lookup = await owner('GET', `/portal/engraving/booking/${bookingId}/${lineId}`, { [ENGRAVING_GRANT_HEADER]: grant });
    expect(lookup.status).toBe(200);
    const tracking = await issueTrackingLink(ctx.db, { bookingId, sentTo: plaqueOwnerMobile(1), at: new Date().toISOString(), expiresAt: null });
    const progress = await ctx.call('POST', '/portal/tracking', { body: { key: tracking.secret } });
    expect(progress.status).toBe(200);
    for (const [what, response] of [
      ['link status', linkStatus],
      ['phone check', verified],
      ['engraving lookup', lookup],
      ['engraving (staff)', await staffGet(`/portal/engraving/booking/${bookingId}/${lineId}`)],
      ['tracking page', progress],
    ] as const) {
      expect(cacheControlOf(response), `${what} (${response.status})`).toBe('no-store');
    }
  });

  it('keeps the caching a route chose: the public Client Care line, and private signed files', async () => {
    expect(cacheControlOf(await ctx.call('GET', '/portal/engraving/client-care?brand=Lawnswood'))).toBe('public, max-age=3600');
    const booking = demoBookingId('direct', 'plaque-1');
    const invoiceLink = (await (await staffGet(`/portal/invoices/${await firstInvoiceId()}?accept=application/pdf`)).json()) as { url: string };
    const tagLink = (await (await staffGet(`/portal/booking/${booking}/tag?format=label&portal_url=http://localhost:8080`)).json()) as { url: string };
    for (const url of [invoiceLink.url, tagLink.url]) {
      const file = await ctx.app.request(pathOf(url));
      expect(file.status).toBe(200);
      expect(cacheControlOf(file)).toBe('private, no-store');
    }
  });
});
