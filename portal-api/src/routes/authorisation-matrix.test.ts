// The authorisation matrix (issue 16): every route of openapi.yaml, called as each kind of caller,
// answers the status its row expects. A route in openapi.yaml without a row, a row for a route that is
// not there, and a route the app serves that openapi.yaml does not name all fail. Path parameters are
// real ids of the seeded data: the own practice's (Lawnswood, vet_direct) records, which a member of
// another practice (Edenhills) must not reach.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGRAVING_GRANT_HEADER, ENGRAVING_LINK_HEADER } from '@portal/contracts/wire/engraving';
import { isActiveContact } from '../data/contacts.ts';
import { issueOwnerLink } from '../data/owner-links.ts';
import { createPresenceHub, createPresenceTokens, PRESENCE_PATH } from '../realtime/presence.ts';
import { demoBookingId, plaqueOwnerMobile } from '../seed/bookings.ts';
import { CATALOG_PRODUCTS } from '../seed/catalog.ts';
import { CONTACT_IDS, GUEST_USERNAME, PRACTICE_IDS } from '../seed/demo-data.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

const OPENAPI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi.yaml');

/** Who calls. */
const CALLERS = [
  'anonymous', // no Authorization header
  'level1', // own practice, Level 1 (direct.staff)
  'level3', // own practice, Level 3 (direct.manager)
  'otherPractice', // another practice's Level 3 (referral.manager), with the own practice's ids
  'guest', // the owners' guest user, no grant and no owner link
  'guestLink', // the guest with the owner link of the line the call names (the approval request's key), no grant
  'guestGrant', // the guest with a grant for the line the call names
  'guestOtherGrant', // the guest with a grant for another line (another booking)
  'forged', // direct.manager's token signed with a key the pool does not publish
  'expired', // direct.manager's token, expired
  'deactivated', // former.staff, a deactivated member of the own practice
] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

// ---- openapi.yaml: every (method, path) under `paths:` ----------------------------------------------

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * The operations of the document's `paths` (a block mapping: paths two spaces in, methods four). Any
 * other line at those depths (a path or method written in flow style, say) is refused rather than
 * missed, so the list cannot silently come up short.
 */
function openApiOperations(text: string): string[] {
  const operations: string[] = [];
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line === 'paths:');
  if (start === -1) throw new Error('openapi.yaml has no paths');
  let current: string | undefined;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    if (/^ {2}\S/.test(line)) {
      const match = /^ {2}(\/\S*):\s*$/.exec(line);
      if (!match) throw new Error(`openapi.yaml: a path line the matrix cannot read: '${line}'`);
      current = match[1];
    } else if (/^ {4}\S/.test(line) && !/^ {4}#/.test(line)) {
      const match = /^ {4}([a-z]+):/.exec(line);
      if (!match || !current) throw new Error(`openapi.yaml: an operation line the matrix cannot read: '${line}'`);
      const key = match[1]!;
      if ((METHODS as readonly string[]).includes(key)) operations.push(`${key.toUpperCase()} ${current}`);
      else if (key !== 'parameters' && key !== 'summary' && key !== 'description') throw new Error(`openapi.yaml: '${key}' under ${current} is no method`);
    }
  }
  return operations;
}

// ---- the rows -------------------------------------------------------------------------------------

/** Ids of the seeded data the calls name. */
interface Ids {
  /** An unsubmitted booking of the own practice (writes go here). */
  partialBooking: string;
  /** A submitted booking of the own practice with a pet tag image. */
  imageBooking: string;
  imageId: string;
  vetSupplyBooking: string;
  invoice: string;
  /** The plaque line the guest's grant names, and a line of another booking for the other grant. */
  plaque: { bookingId: string; lineId: string; phone: string };
  otherPlaque: { bookingId: string; lineId: string; phone: string };
  plaqueProduct: string;
  /** A member of the own practice other than the callers (Level 1 may not open their record). */
  member: string;
  /** A completed private cremation of the own practice (its certificate may be printed). */
  completedBooking: string;
}

type Body = { json: unknown } | { form: () => FormData } | { text: string };

interface Row {
  /** `METHOD /openapi/path` exactly as openapi.yaml writes it. */
  route: string;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => Body;
  expect: Expected;
}

/** One status for every caller: a public route, where a bearer token changes nothing. */
const everyone = (status: number): Expected => Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Expected;

/**
 * A staff route: 401 without a valid token of an active member, 403 for the guest (grant or not), and
 * the given statuses for the own practice's Level 1 and 3 and the other practice's member.
 */
const staff = (level1: number, level3: number, otherPractice: number): Expected => ({
  anonymous: 401,
  level1,
  level3,
  otherPractice,
  guest: 403,
  guestLink: 403,
  guestGrant: 403,
  guestOtherGrant: 403,
  forged: 401,
  expired: 401,
  deactivated: 401,
});

/** An engraving route: staff as `staff`, the guest by its grant (the owner link alone is no grant). */
const engraving = (own: number, otherPractice: number, guest: number, guestGrant: number, guestOtherGrant: number): Expected => ({
  ...staff(own, own, otherPractice),
  guest,
  guestLink: guest,
  guestGrant,
  guestOtherGrant,
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const pngUpload = (lineId: string) => () => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(PNG)], 'art.png', { type: 'image/png' }));
  form.append('kind', 'custom_text');
  form.append('quoted_product_id', lineId);
  return form;
};
/** Passes the schema of POST portal/booking(/{id}) but not the rules: a write that stores nothing. */
const INCOMPLETE_BOOKING = { class_pet_service_types_id_c: 'no-such-service-type', vet_staff_c: 'Dr Jones' };
const SENTRY_ENVELOPE = ['{}', '{"type":"event"}', JSON.stringify({ message: 'matrix', level: 'error' })].join('\n');

const ROWS: Row[] = [
  // Members (Level 1 reads the team and their own record; a Level 3 manages the others).
  { route: 'GET /portal/vet/contacts', url: () => '/portal/vet/contacts', expect: staff(200, 200, 200) },
  { route: 'GET /portal/contact/{id}', url: (ids) => `/portal/contact/${ids.member}`, expect: staff(403, 200, 404) },
  // A change that changes nothing still does not show a Level 1 another member's record.
  { route: 'POST /portal/contact/{id}', url: (ids) => `/portal/contact/${ids.member}`, body: () => ({ json: { first_name: 'Sam' } }), expect: staff(403, 200, 404) },
  {
    route: 'POST /portal/contact',
    url: () => '/portal/contact',
    body: () => ({ json: { vet_account_id: PRACTICE_IDS.direct, first_name: 'Ava', last_name: 'Stone', email_address: 'ava.matrix@example.com', portal_access_c: 'Level 1' } }),
    // The other practice's Level 3 may add members, but only to its own practice.
    expect: staff(403, 201, 403),
  },
  // The practice.
  { route: 'GET /portal/brand', url: () => '/portal/brand', expect: staff(200, 200, 200) },
  { route: 'GET /portal/vet', url: () => '/portal/vet', expect: staff(200, 200, 200) },
  { route: 'POST /portal/vet', url: () => '/portal/vet', body: () => ({ json: { pricing_information_c: 'Pricebook' } }), expect: staff(403, 200, 200) },
  { route: 'GET /portal/vet/family_updates', url: () => '/portal/vet/family_updates', expect: staff(403, 200, 200) },
  { route: 'PUT /portal/vet/family_updates', url: () => '/portal/vet/family_updates', body: () => ({ json: { enabled: false } }), expect: staff(403, 200, 200) },
  { route: 'GET /portal/booking/{id}/tracking', url: (ids) => `/portal/booking/${ids.imageBooking}/tracking`, expect: staff(200, 200, 404) },
  { route: 'POST /portal/booking/{id}/tracking/revoke', url: (ids) => `/portal/booking/${ids.imageBooking}/tracking/revoke`, body: () => ({ json: {} }), expect: staff(200, 200, 404) },
  // The family's tracking page: its link's secret is the key, never a bearer token (an unknown one: 404 for everyone).
  { route: 'POST /portal/tracking', url: () => '/portal/tracking', body: () => ({ json: { key: 'no-such-link' } }), expect: everyone(404) },
  // The family's confirmation (issue 36): the setting is Level 3's; a booking's confirmation is its practice's
  // (the seeded booking was never asked, so a Level 3's verbal confirmation is 422 and there is no consent).
  { route: 'GET /portal/vet/family_confirmation', url: () => '/portal/vet/family_confirmation', expect: staff(403, 200, 200) },
  { route: 'PUT /portal/vet/family_confirmation', url: () => '/portal/vet/family_confirmation', body: () => ({ json: { enabled: true } }), expect: staff(403, 200, 200) },
  { route: 'GET /portal/dashboard/confirmations', url: () => '/portal/dashboard/confirmations', expect: staff(200, 200, 200) },
  { route: 'GET /portal/booking/{id}/confirmation', url: (ids) => `/portal/booking/${ids.imageBooking}/confirmation`, expect: staff(200, 200, 404) },
  {
    route: 'POST /portal/booking/{id}/confirmation/verbal',
    url: (ids) => `/portal/booking/${ids.imageBooking}/confirmation/verbal`,
    body: () => ({ json: { reason: 'Confirmed by phone' } }),
    expect: staff(403, 422, 404),
  },
  { route: 'GET /portal/booking/{id}/confirmation/consent', url: (ids) => `/portal/booking/${ids.imageBooking}/confirmation/consent`, expect: staff(404, 404, 404) },
  // The family's page: the link's secret (and the owner's mobile) is the key, never a bearer token.
  { route: 'POST /portal/confirmation', url: () => '/portal/confirmation', body: () => ({ json: { key: 'no-such-link', phone: '0412 555 011' } }), expect: everyone(404) },
  {
    route: 'POST /portal/confirmation/answer',
    url: () => '/portal/confirmation/answer',
    body: () => ({ json: { key: 'no-such-link', phone: '0412 555 011', answer: 'confirm', name: 'Sarah' } }),
    expect: everyone(404),
  },
  { route: 'GET /portal/vet/account_manager', url: () => '/portal/vet/account_manager', expect: staff(200, 200, 200) },
  { route: 'GET /portal/vet/service_types', url: () => '/portal/vet/service_types', expect: staff(200, 200, 200) },
  { route: 'GET /portal/vet/documents', url: () => '/portal/vet/documents', expect: staff(200, 200, 200) },
  // Bookings.
  { route: 'GET /portal/booking', url: () => '/portal/booking', expect: staff(200, 200, 200) },
  { route: 'POST /portal/booking', url: () => '/portal/booking', body: () => ({ json: INCOMPLETE_BOOKING }), expect: staff(422, 422, 422) },
  { route: 'GET /portal/booking/{id}', url: (ids) => `/portal/booking/${ids.imageBooking}`, expect: staff(200, 200, 404) },
  { route: 'POST /portal/booking/{id}', url: (ids) => `/portal/booking/${ids.partialBooking}`, body: () => ({ json: INCOMPLETE_BOOKING }), expect: staff(422, 422, 404) },
  {
    route: 'GET /portal/booking/{id}/tag',
    url: (ids) => `/portal/booking/${ids.imageBooking}/tag?format=label&portal_url=${encodeURIComponent('http://localhost:8080')}`,
    expect: staff(200, 200, 404),
  },
  { route: 'GET /portal/booking/image/{id}', url: (ids) => `/portal/booking/image/${ids.imageBooking}`, expect: staff(200, 200, 404) },
  {
    route: 'POST /portal/booking/{id}/complete',
    url: (ids) => `/portal/booking/${ids.partialBooking}/complete`,
    body: () => ({ json: { screenshot_image: 'not an image' } }),
    expect: staff(422, 422, 404),
  },
  {
    route: 'POST /portal/booking/{id}/vet_supply_submit',
    url: (ids) => `/portal/booking/${ids.vetSupplyBooking}/vet_supply_submit`,
    body: () => ({ json: { screenshot_image: 'not an image' } }),
    expect: staff(422, 422, 404),
  },
  {
    route: 'POST /portal/special_instruction',
    url: () => '/portal/special_instruction',
    body: (ids) => ({ json: { opportunity_id: ids.partialBooking, special_instructions: [] } }),
    expect: staff(200, 200, 404),
  },
  { route: 'GET /portal/authentication/{id}', url: (ids) => `/portal/authentication/${ids.imageBooking}`, expect: staff(200, 200, 404) },
  { route: 'GET /portal/booking/{id}/custody', url: (ids) => `/portal/booking/${ids.imageBooking}/custody`, expect: staff(200, 200, 404) },
  { route: 'GET /portal/dashboard/overdue', url: () => '/portal/dashboard/overdue', expect: staff(200, 200, 200) },
  // The Scan page: a tag opens only the caller's practice's booking (another practice's is not found).
  { route: 'GET /portal/scan', url: (ids) => `/portal/scan?tag=${encodeURIComponent(`http://localhost:8080/booking/${ids.imageBooking}`)}`, expect: staff(200, 200, 404) },
  // A code that is no tag: refused (409) and recorded for the own practice; another practice's booking is not found (and recorded too).
  {
    route: 'POST /portal/booking/{id}/scan',
    url: (ids) => `/portal/booking/${ids.imageBooking}/scan`,
    body: () => ({ json: { tag: 'not a tag', action: 'ashes_received_at_clinic' } }),
    expect: staff(409, 409, 404),
  },
  { route: 'GET /portal/booking/{id}/certificate', url: (ids) => `/portal/booking/${ids.completedBooking}/certificate`, expect: staff(200, 200, 404) },
  // Always the caller's own practice's channel: nothing to refuse a member.
  { route: 'GET /portal/live/authentication', url: () => '/portal/live/authentication', expect: staff(200, 200, 200) },
  // Wizard reference data.
  { route: 'GET /portal/pet_types', url: () => '/portal/pet_types', expect: staff(200, 200, 200) },
  { route: 'GET /portal/pet_breeds', url: () => '/portal/pet_breeds?pet_type=Dog', expect: staff(200, 200, 200) },
  { route: 'GET /portal/postcode/zone', url: () => '/portal/postcode/zone?postalcode=6000', expect: staff(200, 200, 200) },
  { route: 'GET /portal/address/search', url: () => '/portal/address/search?q=Perth', expect: staff(200, 200, 200) },
  // The catalog (one for every practice; prices by the caller's own).
  { route: 'GET /portal/products', url: () => '/portal/products', expect: staff(200, 200, 200) },
  {
    route: 'GET /portal/product_options/{productId}/{type}/{groupId}/{choiceId}/{weight}',
    url: (ids) => `/portal/product_options/${ids.plaqueProduct}/product/0/0/10`,
    expect: staff(200, 200, 200),
  },
  { route: 'GET /portal/primary_image/{id}', url: (ids) => `/portal/primary_image/${ids.plaqueProduct}`, expect: staff(200, 200, 200) },
  { route: 'GET /portal/product/{id}', url: (ids) => `/portal/product/${ids.plaqueProduct}`, expect: staff(200, 200, 200) },
  // Invoices.
  { route: 'GET /portal/invoices', url: () => '/portal/invoices', expect: staff(200, 200, 200) },
  { route: 'GET /portal/invoices/{id}', url: (ids) => `/portal/invoices/${ids.invoice}`, expect: staff(200, 200, 404) },
  // Engraving: staff of the booking's practice, or the guest with a grant for that very line.
  // A brand's Client Care line, for the owner's pages that know no booking: public (its name and phone only).
  { route: 'GET /portal/engraving/client-care', url: () => '/portal/engraving/client-care?brand=Lawnswood', expect: everyone(200) },
  { route: 'GET /portal/engraving/config/{productId}', url: (ids) => `/portal/engraving/config/${ids.plaqueProduct}`, expect: engraving(200, 200, 200, 200, 200) },
  // The phone check: only the owner link of the line opens it (issue 16 item 2); anyone else with a
  // valid token gets the same 404, whatever exists.
  {
    route: 'GET /portal/engraving/verify/{bookingId}/{quotedProductId}',
    url: (ids) => `/portal/engraving/verify/${ids.plaque.bookingId}/${ids.plaque.lineId}`,
    expect: { ...engraving(404, 404, 404, 404, 404), guestLink: 200 },
  },
  {
    route: 'POST /portal/engraving/verify/{bookingId}/{quotedProductId}',
    url: (ids) => `/portal/engraving/verify/${ids.plaque.bookingId}/${ids.plaque.lineId}`,
    body: (ids) => ({ json: { phone: ids.plaque.phone } }),
    expect: { ...engraving(404, 404, 404, 404, 404), guestLink: 200 },
  },
  {
    route: 'GET /portal/engraving/booking/{bookingId}/{quotedProductId}',
    url: (ids) => `/portal/engraving/booking/${ids.plaque.bookingId}/${ids.plaque.lineId}`,
    expect: engraving(200, 404, 403, 200, 403),
  },
  {
    route: 'POST /portal/booking/upload_engraving/{bookingId}',
    url: (ids) => `/portal/booking/upload_engraving/${ids.plaque.bookingId}`,
    body: (ids) => ({ form: pngUpload(ids.plaque.lineId) }),
    expect: engraving(201, 404, 403, 201, 403),
  },
  {
    route: 'POST /portal/engraving/{bookingId}/{quotedProductId}',
    url: (ids) => `/portal/engraving/${ids.plaque.bookingId}/${ids.plaque.lineId}`,
    body: () => ({ json: {} }),
    expect: engraving(422, 404, 403, 422, 403),
  },
  {
    route: 'POST /portal/engraving/{bookingId}/{quotedProductId}/approve',
    url: (ids) => `/portal/engraving/${ids.plaque.bookingId}/${ids.plaque.lineId}/approve`,
    body: () => ({ json: { version_id: 'no-such-version' } }),
    expect: engraving(422, 404, 403, 422, 403),
  },
  // Presence: the socket takes the token GET portal/authentication/{id} gave the caller (none: 401).
  // The guest gets no presence token (GET portal/authentication/{id} is a staff call), so it is 401 here.
  { route: 'GET /realtime', url: () => PRESENCE_PATH, expect: { ...staff(101, 101, 401), guest: 401, guestLink: 401, guestGrant: 401, guestOtherGrant: 401 } },
  // Files: the link's signature is the key, never a bearer token (unsigned: 403 for everyone).
  { route: 'GET /files/engraving/{key}', url: (ids) => `/files/engraving/${ids.plaque.bookingId}/${ids.plaque.lineId}/custom_text-x.png`, expect: everyone(403) },
  { route: 'GET /files/booking-images/{id}', url: (ids) => `/files/booking-images/${ids.imageId}`, expect: everyone(403) },
  { route: 'GET /files/pet-tags/{id}/{format}.pdf', url: (ids) => `/files/pet-tags/${ids.imageBooking}/label.pdf`, expect: everyone(403) },
  { route: 'GET /files/invoices/{id}.pdf', url: (ids) => `/files/invoices/${ids.invoice}.pdf`, expect: everyone(403) },
  { route: 'GET /files/certificates/{id}.pdf', url: () => '/files/certificates/no-such-certificate.pdf', expect: everyone(403) },
  { route: 'GET /files/consents/{id}.pdf', url: () => '/files/consents/no-such-consent.pdf', expect: everyone(403) },
  // A certificate's verification page: its address is the key (an unknown one: 404 for everyone, whatever token).
  { route: 'GET /verify/certificate/{id}', url: () => `/verify/certificate/no-such-certificate?h=${'0'.repeat(64)}`, expect: everyone(404) },
  // Public documents and pictures.
  { route: 'GET /documents/{brand}/{document}.pdf', url: () => '/documents/lawnswood/pet-bucket-list.pdf', expect: everyone(200) },
  { route: 'GET /documents/{brand}/{region}/tagging-guide.pdf', url: () => '/documents/lawnswood/wa/tagging-guide.pdf', expect: everyone(200) },
  { route: 'GET /documents/{brand}/{region}/tags/{kind}.svg', url: () => '/documents/lawnswood/wa/tags/private.svg', expect: everyone(200) },
  { route: 'GET /catalog-images/{productId}/{size}.svg', url: (ids) => `/catalog-images/${ids.plaqueProduct}/main.svg`, expect: everyone(200) },
  { route: 'GET /catalog-images/{productId}/vessel-{view}.svg', url: (ids) => `/catalog-images/${ids.plaqueProduct}/vessel-1.svg`, expect: everyone(200) },
  { route: 'GET /static/{file}', url: () => '/static/brands/lawnswood.svg', expect: everyone(200) },
  { route: 'GET /health', url: () => '/health', expect: everyone(200) },
  { route: 'GET /health/live', url: () => '/health/live', expect: everyone(200) },
  { route: 'GET /health/ready', url: () => '/health/ready', expect: everyone(200) },
  // The error tunnel (no auth; limited per client) and the development pages (not in production).
  { route: 'POST /errors/envelope', url: () => '/errors/envelope', body: () => ({ text: SENTRY_ENVELOPE }), expect: everyone(200) },
  { route: 'GET /dev/error-reports', url: () => '/dev/error-reports', expect: everyone(200) },
  { route: 'DELETE /dev/error-reports', url: () => '/dev/error-reports', expect: everyone(200) },
  { route: 'GET /dev/outbox.json', url: () => '/dev/outbox.json', expect: everyone(200) },
  { route: 'GET /dev/outbox', url: () => '/dev/outbox', expect: everyone(200) },
  // The business clock (not in production): moving it by nothing changes nothing.
  { route: 'GET /dev/clock', url: () => '/dev/clock', expect: everyone(200) },
  { route: 'PUT /dev/clock', url: () => '/dev/clock', body: () => ({ json: { offset_seconds: 0 } }), expect: everyone(200) },
  { route: 'DELETE /dev/clock', url: () => '/dev/clock', expect: everyone(200) },
  { route: 'POST /dev/jobs/overdue-digest', url: () => '/dev/jobs/overdue-digest', expect: everyone(200) },
  { route: 'POST /dev/jobs/confirmation-reminders', url: () => '/dev/jobs/confirmation-reminders', expect: everyone(200) },
];

// ---- the callers ----------------------------------------------------------------------------------

let ctx: TestContext;
let ids: Ids;
const auth = {} as Record<Caller, { token?: string; grant?: string; link?: string }>;

/** The secret of a new owner link for a line, as an approval request issues it. */
async function linkFor(line: { bookingId: string; lineId: string; phone: string }): Promise<string> {
  return (await issueOwnerLink(ctx.db, { bookingId: line.bookingId, quotedProductId: line.lineId, sentTo: `+61${line.phone}` })).secret;
}

/** The guest's grant for a line, from the phone check as the owner passes it (with the line's link). */
async function grantFor(guestToken: string, line: { bookingId: string; lineId: string; phone: string }): Promise<string> {
  const response = await ctx.call('POST', `/portal/engraving/verify/${line.bookingId}/${line.lineId}`, {
    token: guestToken,
    body: { phone: line.phone },
    headers: { [ENGRAVING_LINK_HEADER]: await linkFor(line) },
  });
  const body = (await response.json()) as { data: { grant: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data.grant;
}

/** The first plaque line of a seeded plaque booking, with the owner's mobile as typed. */
async function plaqueLine(key: string, n: number) {
  const bookingId = demoBookingId('direct', key);
  const line = await ctx.db
    .selectFrom('quoted_products')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('actual_product_id_c', 'in', [CATALOG_PRODUCTS.photoPlaqueUrn.id, CATALOG_PRODUCTS.plaque.id, CATALOG_PRODUCTS.photoTile.id])
    .executeTakeFirstOrThrow();
  return { bookingId, lineId: line.id, phone: plaqueOwnerMobile(n).replace('+61', '') };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const image = await ctx.db
    .selectFrom('booking_images')
    .innerJoin('bookings', 'bookings.id', 'booking_images.booking_id')
    .select(['booking_images.id', 'booking_images.booking_id'])
    .where('bookings.practice_id', '=', PRACTICE_IDS.direct)
    .where('bookings.order_stage_c', '!=', 'VP Unsubmitted')
    .executeTakeFirstOrThrow();
  const invoice = await ctx.db.selectFrom('invoices').select('id').where('practice_id', '=', PRACTICE_IDS.direct).executeTakeFirstOrThrow();
  ids = {
    partialBooking: demoBookingId('direct', 'partial-1'),
    imageBooking: image.booking_id,
    imageId: image.id,
    vetSupplyBooking: demoBookingId('direct', 'vet-supply'),
    invoice: invoice.id,
    plaque: await plaqueLine('plaque-2', 2),
    otherPlaque: await plaqueLine('plaque-4', 4),
    plaqueProduct: CATALOG_PRODUCTS.photoPlaqueUrn.id,
    member: CONTACT_IDS.newStarter,
    completedBooking: demoBookingId('direct', 'Completed - Returned'),
  };
  const guest = await ctx.tokenFor(GUEST_USERNAME);
  Object.assign(auth, {
    anonymous: {},
    level1: { token: await ctx.tokenFor('direct.staff@example.com') },
    level3: { token: await ctx.tokenFor('direct.manager@example.com') },
    otherPractice: { token: await ctx.tokenFor('referral.manager@example.com') },
    guest: { token: guest },
    guestLink: { token: guest, link: await linkFor(ids.plaque) },
    guestGrant: { token: guest, grant: await grantFor(guest, ids.plaque) },
    guestOtherGrant: { token: guest, grant: await grantFor(guest, ids.otherPlaque) },
    forged: { token: await ctx.keys.forgedToken('direct.manager@example.com') },
    expired: { token: await ctx.keys.accessToken('direct.manager@example.com', { expiresIn: -60 }) },
    deactivated: { token: await ctx.tokenFor('former.staff@example.com') },
  } satisfies Record<Caller, { token?: string; grant?: string; link?: string }>);
});

afterAll(async () => {
  await realtime?.close();
  await ctx.close();
});

/** Calls a row's URL as a caller; the answer's status. */
async function statusOf(row: Row, caller: Caller): Promise<number> {
  if (row.route === 'GET /realtime') return realtimeStatus(caller);
  const { token, grant, link } = auth[caller];
  const headers: Record<string, string> = { Brand: 'Lawnswood' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (grant) headers[ENGRAVING_GRANT_HEADER] = grant;
  if (link) headers[ENGRAVING_LINK_HEADER] = link;
  const body = row.body?.(ids);
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body && 'form' in body) {
    payload = body.form();
  } else if (body) {
    headers['Content-Type'] = 'text/plain;charset=UTF-8';
    payload = body.text;
  }
  const method = row.route.split(' ')[0]!;
  const response = await ctx.app.request(row.url(ids), { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  // Read the body: a 5xx or a stack trace would show in the failure, and nothing is left streaming.
  await response.arrayBuffer();
  return response.status;
}

// ---- the presence socket, on a real server --------------------------------------------------------

let realtime: { port: number; close(): Promise<void> } | undefined;

async function realtimeServer() {
  if (realtime) return realtime;
  const hub = createPresenceHub(ctx.presenceTokens, { isActiveMember: (contactId) => isActiveContact(ctx.db, contactId) });
  const server = createAdaptorServer({ fetch: ctx.app.fetch });
  hub.attach(server as Parameters<typeof hub.attach>[0]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  realtime = {
    port,
    async close() {
      await hub.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return realtime;
}

/** The presence token a caller can get for the own practice's booking (none: undefined). */
async function presenceTokenOf(caller: Caller): Promise<string | undefined> {
  const identity = { channel: ids.imageBooking, clientId: CONTACT_IDS.directManager, name: 'Morgan Ellis' };
  // Tokens the API would never issue: signed with another key, run out, or of a member deactivated since.
  if (caller === 'forged') return createPresenceTokens().issue(identity).token;
  if (caller === 'expired') return createPresenceTokens(ctx.presenceSecret, () => Date.now() - 2 * 3600_000).issue(identity).token;
  if (caller === 'deactivated') return ctx.presenceTokens.issue({ ...identity, clientId: CONTACT_IDS.formerStaff }).token;
  const { token } = auth[caller];
  if (!token) return undefined;
  const response = await ctx.call('GET', `/portal/authentication/${ids.imageBooking}`, { token });
  if (response.status !== 200) return undefined;
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The status line's code of a WebSocket upgrade to /realtime with the caller's token. */
async function realtimeStatus(caller: Caller): Promise<number> {
  const { port } = await realtimeServer();
  const token = await presenceTokenOf(caller);
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.write(
      `GET ${PRESENCE_PATH}${query} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
  });
}

// ---- the tests ------------------------------------------------------------------------------------

describe('the authorisation matrix', () => {
  it('has exactly one row for every operation in openapi.yaml', () => {
    const documented = openApiOperations(fs.readFileSync(OPENAPI, 'utf8'));
    const rows = ROWS.map((row) => row.route);
    expect(new Set(rows).size, 'a route has two rows').toBe(rows.length);
    expect({ withoutRow: documented.filter((route) => !rows.includes(route)), notInOpenApi: rows.filter((route) => !documented.includes(route)) }).toEqual({
      withoutRow: [],
      notInOpenApi: [],
    });
  });

  it("calls every route the app serves (each is documented in openapi.yaml, so it has a row)", async () => {
    const served = ctx.app.routes.filter((route) => route.method !== 'ALL');
    const unmatched: string[] = [];
    for (const route of served) {
      // A one-route app with the served pattern: does any row's request land on it?
      const probe = new Hono().on(route.method, route.path, (c) => c.text('matched'));
      const rows = ROWS.filter((row) => row.route.startsWith(`${route.method} `));
      let matched = false;
      for (const row of rows) {
        const response = await probe.request(row.url(ids), { method: route.method });
        if ((await response.text()) === 'matched') matched = true;
      }
      if (!matched) unmatched.push(`${route.method} ${route.path}`);
    }
    expect([...new Set(unmatched)]).toEqual([]);
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const observed = {} as Expected;
    // One caller after another: a write's answer does not depend on another caller's write racing it.
    for (const caller of CALLERS) observed[caller] = await statusOf(row, caller);
    expect(observed).toEqual(row.expect);
  });
});
