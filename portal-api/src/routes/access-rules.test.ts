// Who may do what (README, "Who may do what"), call by call: Level 3 manages the price display and
// members; Level 1 sees the team list and their own profile; nobody reaches another practice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_IDS, PRACTICE_IDS } from '../seed/demo-data.ts';
import { createTestContext, type JsonBody, type TestContext } from '../testing/test-app.ts';

const STAFF = 'direct.staff@example.com'; // Level 1, direct practice
const MANAGER = 'direct.manager@example.com'; // Level 3, direct practice
const REFERRAL_MANAGER = 'referral.manager@example.com'; // Level 3, another practice

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const newMember = (email: string, practice: string = PRACTICE_IDS.direct) => ({
  vet_account_id: practice,
  first_name: 'Rule',
  last_name: 'Check',
  email_address: email,
  portal_access_c: 'Level 1',
});

type Case = [who: string, method: string, path: string, body: JsonBody | undefined, status: number];

const cases: Case[] = [
  // The practice's price display
  [STAFF, 'GET', '/portal/vet', undefined, 200],
  [STAFF, 'POST', '/portal/vet', { pricing_information_c: 'RRP' }, 403],
  [MANAGER, 'POST', '/portal/vet', { pricing_information_c: 'Pricebook' }, 200],
  // The team list and member records
  [STAFF, 'GET', '/portal/vet/contacts', undefined, 200],
  [STAFF, 'GET', `/portal/contact/${CONTACT_IDS.directStaff}`, undefined, 200],
  [STAFF, 'GET', `/portal/contact/${CONTACT_IDS.directManager}`, undefined, 403],
  [MANAGER, 'GET', `/portal/contact/${CONTACT_IDS.directStaff}`, undefined, 200],
  // Member management
  [STAFF, 'POST', '/portal/contact', newMember('rule.staff@new.example.com'), 403],
  [MANAGER, 'POST', '/portal/contact', newMember('rule.manager@new.example.com'), 201],
  [STAFF, 'POST', `/portal/contact/${CONTACT_IDS.directStaff}`, { portal_access_c: 'Level 3' }, 403],
  [STAFF, 'POST', `/portal/contact/${CONTACT_IDS.directStaff}`, { cognito_portal_active_c: 0 }, 403],
  [STAFF, 'POST', `/portal/contact/${CONTACT_IDS.directManager}`, { first_name: 'Someone' }, 403],
  [STAFF, 'POST', `/portal/contact/${CONTACT_IDS.directStaff}`, { first_name: 'Dana' }, 200],
  // Practice scoping: another practice's records are not found, and members go only to one's own practice
  [REFERRAL_MANAGER, 'GET', `/portal/contact/${CONTACT_IDS.directStaff}`, undefined, 404],
  [REFERRAL_MANAGER, 'POST', `/portal/contact/${CONTACT_IDS.directStaff}`, { cognito_portal_active_c: 0 }, 404],
  [REFERRAL_MANAGER, 'POST', '/portal/contact', newMember('rule.other@new.example.com', PRACTICE_IDS.direct), 403],
  // Documents: any member, for their own brand
  [STAFF, 'GET', '/portal/vet/documents', undefined, 200],
];

describe('access rules', () => {
  it.each(cases)('%s %s %s answers %#', async (who, method, path, body, status) => {
    const response = await ctx.call(method, path, { token: await ctx.tokenFor(who), ...(body ? { body } : {}) });
    expect(response.status).toBe(status);
  });

  it('leaves the records untouched after the refusals', async () => {
    const staff = await ctx.db.selectFrom('contacts').selectAll().where('id', '=', CONTACT_IDS.directStaff).executeTakeFirstOrThrow();
    expect([staff.portal_access_c, staff.cognito_portal_active_c]).toEqual(['Level 1', 1]);
    const practice = await ctx.db.selectFrom('practices').selectAll().where('id', '=', PRACTICE_IDS.direct).executeTakeFirstOrThrow();
    expect(practice.pricing_information_c).toBe('Pricebook');
    const created = await ctx.db.selectFrom('contacts').select('email').where('email', 'like', 'rule.%').execute();
    expect(created.map((row) => row.email)).toEqual(['rule.manager@new.example.com']);
  });
});
