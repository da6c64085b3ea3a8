import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_IDS, GUEST_USERNAME, PRACTICE_IDS } from '../seed/demo-data.ts';
import { createTestContext, type JsonBody, type TestContext } from '../testing/test-app.ts';

const UNAUTHORIZED = { errors: { detail: 'Unauthorized' } };

/** Every /portal call, with a body good enough to pass validation. */
const PORTAL_CALLS: { method: string; path: string; body?: JsonBody }[] = [
  { method: 'GET', path: '/portal/vet/contacts' },
  { method: 'GET', path: `/portal/contact/${CONTACT_IDS.directStaff}` },
  { method: 'POST', path: `/portal/contact/${CONTACT_IDS.directStaff}`, body: { first_name: 'Dana' } },
  {
    method: 'POST',
    path: '/portal/contact',
    body: {
      vet_account_id: PRACTICE_IDS.direct,
      first_name: 'Ava',
      last_name: 'Stone',
      email_address: 'ava.stone@example.com',
      portal_access_c: 'Level 1',
    },
  },
  { method: 'GET', path: '/portal/brand' },
  { method: 'GET', path: '/portal/vet' },
  { method: 'POST', path: '/portal/vet', body: { pricing_information_c: 'RRP' } },
  { method: 'GET', path: '/portal/vet/account_manager' },
  { method: 'GET', path: '/portal/vet/service_types' },
  // The family kept informed (issue 19 item 3).
  { method: 'GET', path: '/portal/vet/family_updates' },
  { method: 'PUT', path: '/portal/vet/family_updates', body: { enabled: true } },
  { method: 'GET', path: `/portal/booking/${CONTACT_IDS.directStaff}/tracking` },
  { method: 'POST', path: `/portal/booking/${CONTACT_IDS.directStaff}/tracking/revoke`, body: {} },
  { method: 'GET', path: '/portal/vet/family_confirmation' },
  { method: 'PUT', path: '/portal/vet/family_confirmation', body: { enabled: true } },
  { method: 'GET', path: '/portal/dashboard/confirmations' },
  { method: 'GET', path: `/portal/booking/${CONTACT_IDS.directStaff}/confirmation` },
  { method: 'POST', path: `/portal/booking/${CONTACT_IDS.directStaff}/confirmation/verbal`, body: { reason: 'By phone' } },
  { method: 'GET', path: `/portal/booking/${CONTACT_IDS.directStaff}/confirmation/consent` },
  { method: 'GET', path: '/portal/vet/documents' },
  { method: 'GET', path: '/portal/booking' },
  { method: 'GET', path: `/portal/booking/${CONTACT_IDS.directStaff}` },
  { method: 'GET', path: `/portal/booking/image/${CONTACT_IDS.directStaff}` },
  { method: 'GET', path: '/portal/invoices' },
  { method: 'GET', path: `/portal/invoices/${CONTACT_IDS.directStaff}` },
  { method: 'GET', path: `/portal/booking/${CONTACT_IDS.directStaff}/tag` },
  // The booking wizards (issue 4).
  { method: 'GET', path: '/portal/pet_types' },
  { method: 'GET', path: '/portal/pet_breeds' },
  { method: 'GET', path: '/portal/postcode/zone' },
  { method: 'GET', path: '/portal/address/search' },
  { method: 'GET', path: `/portal/authentication/${CONTACT_IDS.directStaff}` },
  // The custody timeline and the practice's live channel (issue 19).
  { method: 'GET', path: `/portal/booking/${CONTACT_IDS.directStaff}/custody` },
  { method: 'GET', path: '/portal/live/authentication' },
  // Scans of the pet tag, the overdue count and the certificate of cremation.
  { method: 'GET', path: '/portal/scan' },
  { method: 'POST', path: `/portal/booking/${CONTACT_IDS.directStaff}/scan`, body: { tag: 'x', action: 'handed_to_driver' } },
  { method: 'GET', path: '/portal/dashboard/overdue' },
  { method: 'GET', path: `/portal/booking/${CONTACT_IDS.directStaff}/certificate` },
  { method: 'POST', path: '/portal/booking', body: { class_pet_service_types_id_c: 'x' } },
  { method: 'POST', path: `/portal/booking/${CONTACT_IDS.directStaff}`, body: { class_pet_service_types_id_c: 'x' } },
  { method: 'POST', path: '/portal/special_instruction', body: { opportunity_id: 'x', special_instructions: [] } },
  { method: 'POST', path: `/portal/booking/${CONTACT_IDS.directStaff}/complete`, body: { screenshot_image: 'data:image/png;base64,AA==' } },
  { method: 'POST', path: `/portal/booking/${CONTACT_IDS.directStaff}/vet_supply_submit`, body: { screenshot_image: 'data:image/png;base64,AA==' } },
  { method: 'GET', path: '/portal/products' },
  { method: 'GET', path: '/portal/product_options/:productId/:type/:groupId/:choiceId/:weight' },
  { method: 'GET', path: `/portal/primary_image/${CONTACT_IDS.directStaff}` },
  { method: 'GET', path: `/portal/product/${CONTACT_IDS.directStaff}` },
];

/** The engraving calls (issue 6): staff, or the owners' guest with a grant; tested further in routes/engraving.test.ts. */
const ENGRAVING_CALLS: { method: string; path: string; body?: JsonBody; guestWithoutGrant: number }[] = [
  { method: 'GET', path: '/portal/engraving/config/:productId', guestWithoutGrant: 200 },
  { method: 'GET', path: '/portal/engraving/verify/:bookingId/:quotedProductId', guestWithoutGrant: 404 },
  { method: 'POST', path: '/portal/engraving/verify/:bookingId/:quotedProductId', body: { phone: '412345678' }, guestWithoutGrant: 404 },
  { method: 'GET', path: '/portal/engraving/booking/:bookingId/:quotedProductId', guestWithoutGrant: 403 },
  { method: 'POST', path: '/portal/booking/upload_engraving/:bookingId', guestWithoutGrant: 403 },
  { method: 'POST', path: '/portal/engraving/:bookingId/:quotedProductId', body: {}, guestWithoutGrant: 403 },
  { method: 'POST', path: '/portal/engraving/:bookingId/:quotedProductId/approve', body: { version_id: 'x' }, guestWithoutGrant: 403 },
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * The /portal calls that need no token, on purpose: a brand's public name and Client Care phone, for
 * the owner app's pages that know no booking yet (issue 15 item 5; routes/engraving.test.ts), and the
 * family's tracking page, whose link's secret is its key (issue 19 item 3; routes/family-updates.test.ts),
 * and the family's confirmation page, whose link's secret and the owner's mobile are its key (issue 36;
 * routes/family-confirmation.test.ts).
 */
const PUBLIC_CALLS = [
  { method: 'GET', path: '/portal/engraving/client-care' },
  { method: 'POST', path: '/portal/tracking' },
  { method: 'POST', path: '/portal/confirmation' },
  { method: 'POST', path: '/portal/confirmation/answer' },
];

describe('every /portal call needs a valid access token of an active practice member', () => {
  it('covers every /portal route the app registers', () => {
    const registered = ctx.app.routes
      .filter((route) => route.path.startsWith('/portal/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    const covered = new Set([
      ...PORTAL_CALLS.map((call) => `${call.method} ${call.path}`.replace(CONTACT_IDS.directStaff, ':id')),
      ...ENGRAVING_CALLS.map((call) => `${call.method} ${call.path}`),
      ...PUBLIC_CALLS.map((call) => `${call.method} ${call.path}`),
    ]);
    expect(new Set(registered)).toEqual(covered);
  });

  describe('the engraving calls', () => {
    it.each(ENGRAVING_CALLS)('$method $path: 401 without a token, with an expired or forged one, and for an inactive member', async ({ method, path, body }) => {
      const expired = await ctx.keys.accessToken('direct.manager@example.com', { expiresIn: -60 });
      const forged = await ctx.keys.forgedToken('direct.manager@example.com');
      const inactive = await ctx.tokenFor('former.staff@example.com');
      for (const token of [undefined, expired, forged, inactive]) {
        const response = await ctx.call(method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
        expect(response.status).toBe(401);
      }
    });

    it.each(ENGRAVING_CALLS)('$method $path: the guest without a grant gets $guestWithoutGrant', async ({ method, path, body, guestWithoutGrant }) => {
      const response = await ctx.call(method, path, { token: await ctx.tokenFor(GUEST_USERNAME), ...(body === undefined ? {} : { body }) });
      expect(response.status).toBe(guestWithoutGrant);
    });

    it.each(ENGRAVING_CALLS)('$method $path: 403 for a signed-in user who is neither staff nor the guest', async ({ method, path, body }) => {
      const response = await ctx.call(method, path, { token: await ctx.tokenFor('stranger@example.com'), ...(body === undefined ? {} : { body }) });
      expect(response.status).toBe(403);
    });
  });

  it.each(PORTAL_CALLS)('$method $path: 401 without a token', async ({ method, path, body }) => {
    const response = await ctx.call(method, path, body === undefined ? {} : { body });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it.each(PORTAL_CALLS)('$method $path: 401 with an expired token', async ({ method, path, body }) => {
    const token = await ctx.keys.accessToken('direct.manager@example.com', { expiresIn: -60 });
    const response = await ctx.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it.each(PORTAL_CALLS)('$method $path: 401 with a token signed by another key', async ({ method, path, body }) => {
    const token = await ctx.keys.forgedToken('direct.manager@example.com');
    const response = await ctx.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it.each(PORTAL_CALLS)('$method $path: 403 for the guest user, who is no practice member', async ({ method, path, body }) => {
    const token = await ctx.tokenFor(GUEST_USERNAME);
    const response = await ctx.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    expect(response.status).toBe(403);
  });

  it.each(PORTAL_CALLS)('$method $path: 401 for an inactive member', async ({ method, path, body }) => {
    const token = await ctx.tokenFor('former.staff@example.com');
    const response = await ctx.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    expect(response.status).toBe(401);
  });

  it.each([
    ['an id token', { tokenUse: 'id' }],
    ['a token of another app client', { clientId: 'someone-else' }],
    ['a token of another issuer', { issuer: 'http://127.0.0.1:9229/local_other' }],
  ] as const)('refuses %s', async (_name, options) => {
    const token = await ctx.keys.accessToken('direct.staff@example.com', options);
    const response = await ctx.call('GET', '/portal/vet', { token });
    expect(response.status).toBe(401);
  });

  it('refuses a malformed Authorization header', async () => {
    const response = await ctx.app.request('/portal/vet', { headers: { Authorization: 'Basic abc' } });
    expect(response.status).toBe(401);
  });

  it('matches the token username to the contact ignoring case', async () => {
    const response = await ctx.call('GET', '/portal/vet', { token: await ctx.tokenFor('Direct.Staff@Example.com') });
    expect(response.status).toBe(200);
  });
});
