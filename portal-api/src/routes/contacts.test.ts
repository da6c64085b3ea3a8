import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DUPLICATE_EMAIL_MESSAGE, OWN_ACCESS_MESSAGE } from '../rules/members.ts';
import { CONTACT_IDS, PRACTICE_IDS } from '../seed/demo-data.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import type { contactToWire } from '../wire/contact.ts';

const STAFF = 'direct.staff@example.com';
const MANAGER = 'direct.manager@example.com';
const REFERRAL_STAFF = 'referral.staff@example.com';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ existingIdentityUsers: ['orphan.user@example.com'] });
});
afterAll(() => ctx.close());

/** Each test starts from the seeded members. */
beforeEach(async () => {
  await ctx.db.deleteFrom('contacts').where('email', 'like', '%@new.example.com').execute();
  for (const [id, access] of [
    [CONTACT_IDS.directStaff, 'Level 1'],
    [CONTACT_IDS.directManager, 'Level 3'],
  ] as const) {
    await ctx.db.updateTable('contacts').set({ portal_access_c: access, cognito_portal_active_c: 1 }).where('id', '=', id).execute();
  }
});

type WireContact = ReturnType<typeof contactToWire>;

async function dataOf<T = WireContact>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

async function errorDetailOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { errors: { detail: unknown } }).errors.detail;
}

describe('GET /portal/vet/contacts', () => {
  it("lists the caller's practice members in the CRM shape", async () => {
    const contacts = await dataOf<WireContact[]>(await ctx.call('GET', '/portal/vet/contacts', { token: await ctx.tokenFor(STAFF) }));
    const emails = contacts.map((contact) => contact.email_address).sort();
    expect(emails).toEqual([
      'direct.manager@example.com',
      'direct.staff@example.com',
      'former.staff@example.com',
      'new.starter@example.com',
    ]);
    expect(contacts.find((contact) => contact.id === CONTACT_IDS.directStaff)).toEqual({
      id: CONTACT_IDS.directStaff,
      first_name: 'Dana',
      last_name: 'Nguyen',
      email_address: STAFF,
      primary_email_address: [{ email_address: STAFF }],
      vet_account_id: PRACTICE_IDS.direct,
      cstm: { cognito_username_c: STAFF, portal_access_c: 'Level 1', cognito_portal_active_c: 1 },
    });
  });
});

describe('GET /portal/contact/{id}', () => {
  it('gives a Level 3 any member of the same practice', async () => {
    const response = await ctx.call('GET', `/portal/contact/${CONTACT_IDS.directStaff}`, { token: await ctx.tokenFor(MANAGER) });
    expect(response.status).toBe(200);
    expect((await dataOf(response)).cstm.portal_access_c).toBe('Level 1');
  });

  it('gives a Level 1 their own record (their profile) but not another member’s (403)', async () => {
    const token = await ctx.tokenFor(STAFF);
    const own = await ctx.call('GET', `/portal/contact/${CONTACT_IDS.directStaff}`, { token });
    expect(own.status).toBe(200);
    expect((await dataOf(own)).email_address).toBe(STAFF);
    const other = await ctx.call('GET', `/portal/contact/${CONTACT_IDS.directManager}`, { token });
    expect(other.status).toBe(403);
    expect(await errorDetailOf(other)).toBe("Only a Level 3 member can open another member's record");
  });

  it("answers 404, not the record, for another practice's member", async () => {
    const response = await ctx.call('GET', `/portal/contact/${CONTACT_IDS.directStaff}`, { token: await ctx.tokenFor(REFERRAL_STAFF) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { detail: 'Not found' } });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await ctx.call('GET', '/portal/contact/no-such-id', { token: await ctx.tokenFor(STAFF) });
    expect(response.status).toBe(404);
  });
});

describe('POST /portal/contact/{id}', () => {
  it("answers 404 for another practice's member and leaves it unchanged", async () => {
    const response = await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, {
      token: await ctx.tokenFor('referral.manager@example.com'),
      body: { first_name: 'Hacked', cognito_portal_active_c: 0 },
    });
    expect(response.status).toBe(404);
    const row = await ctx.db.selectFrom('contacts').selectAll().where('id', '=', CONTACT_IDS.directStaff).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Dana');
    expect(row.cognito_portal_active_c).toBe(1);
  });

  it('lets a member change their own name', async () => {
    const response = await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, {
      token: await ctx.tokenFor(STAFF),
      body: { first_name: 'Danielle', last_name: 'Nguyen', portal_access_c: 'Level 1', cognito_portal_active_c: 1 },
    });
    expect(response.status).toBe(200);
    expect((await dataOf(response)).first_name).toBe('Danielle');
    await ctx.db.updateTable('contacts').set({ first_name: 'Dana' }).where('id', '=', CONTACT_IDS.directStaff).execute();
  });

  it.each([
    ['raise their own access', CONTACT_IDS.directStaff, { portal_access_c: 'Level 3' }],
    ["change another member's access", CONTACT_IDS.newStarter, { portal_access_c: 'Level 3' }],
    ["change another member's status", CONTACT_IDS.newStarter, { cognito_portal_active_c: 0 }],
    ["change another member's name", CONTACT_IDS.newStarter, { first_name: 'Someone' }],
  ] as const)('refuses a Level 1 who tries to %s (403)', async (_what, id, body) => {
    const response = await ctx.call('POST', `/portal/contact/${id}`, { token: await ctx.tokenFor(STAFF), body });
    expect(response.status).toBe(403);
    expect(typeof (await errorDetailOf(response))).toBe('string');
  });

  it('lets a Level 3 change access and status, disabling and re-enabling the identity user', async () => {
    const token = await ctx.tokenFor(MANAGER);
    const promote = await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, {
      token,
      body: { portal_access_c: 'Level 3' },
    });
    expect((await dataOf(promote)).cstm.portal_access_c).toBe('Level 3');

    const deactivate = await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, {
      token,
      body: { cognito_portal_active_c: '0' },
    });
    expect(deactivate.status).toBe(200);
    expect((await dataOf(deactivate)).cstm.cognito_portal_active_c).toBe(0);
    expect(ctx.identity.enabledChanges.at(-1)).toEqual({ username: STAFF, enabled: false });
    // The presence hub hears of it and closes the member's sockets (realtime/presence.test.ts).
    expect(ctx.deactivatedMembers).toEqual([CONTACT_IDS.directStaff]);

    const reactivate = await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, {
      token,
      body: { cognito_portal_active_c: 1 },
    });
    expect(reactivate.status).toBe(200);
    expect(ctx.identity.enabledChanges.at(-1)).toEqual({ username: STAFF, enabled: true });
  });

  it("makes a deactivated member's existing token fail at once", async () => {
    const staffToken = await ctx.tokenFor(STAFF);
    expect((await ctx.call('GET', '/portal/vet', { token: staffToken })).status).toBe(200);
    await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, {
      token: await ctx.tokenFor(MANAGER),
      body: { cognito_portal_active_c: 0 },
    });
    expect((await ctx.call('GET', '/portal/vet', { token: staffToken })).status).toBe(401);
  });

  it.each([
    ['access level', { portal_access_c: 'Level 1' }],
    ['status', { cognito_portal_active_c: 0 }],
  ] as const)('refuses a Level 3 changing their own %s (403), even with another Level 3 in the practice', async (_what, body) => {
    const token = await ctx.tokenFor(MANAGER);
    await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, { token, body: { portal_access_c: 'Level 3' } });
    const response = await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directManager}`, { token, body });
    expect(response.status).toBe(403);
    expect(await errorDetailOf(response)).toBe(OWN_ACCESS_MESSAGE);
    const row = await ctx.db.selectFrom('contacts').selectAll().where('id', '=', CONTACT_IDS.directManager).executeTakeFirstOrThrow();
    expect([row.portal_access_c, row.cognito_portal_active_c]).toEqual(['Level 3', 1]);
    expect(ctx.identity.enabledChanges.filter((change) => change.username === MANAGER)).toEqual([]);
  });

  it('lets a Level 3 save their own record unchanged (the profile sends nothing new)', async () => {
    const response = await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directManager}`, {
      token: await ctx.tokenFor(MANAGER),
      body: { portal_access_c: 'Level 3', cognito_portal_active_c: 1 },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['lower', { portal_access_c: 'Level 1' }],
    ['deactivate', { cognito_portal_active_c: 0 }],
  ] as const)('keeps one active Level 3 when two %s each other at once', async (_what, body) => {
    const managerToken = await ctx.tokenFor(MANAGER);
    await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, { token: managerToken, body: { portal_access_c: 'Level 3' } });
    const staffToken = await ctx.tokenFor(STAFF);
    const answers = await Promise.all([
      ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, { token: managerToken, body }),
      ctx.call('POST', `/portal/contact/${CONTACT_IDS.directManager}`, { token: staffToken, body }),
    ]);
    // One of them wins; the other is refused: too late to be a Level 3 (401/403), or the last one (422).
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const activeManagers = await ctx.db
      .selectFrom('contacts')
      .select('id')
      .where('practice_id', '=', PRACTICE_IDS.direct)
      .where('portal_access_c', '=', 'Level 3')
      .where('cognito_portal_active_c', '=', 1)
      .execute();
    expect(activeManagers).toHaveLength(1);
  });

  it('names every bad field (422)', async () => {
    const response = await ctx.call('POST', `/portal/contact/${CONTACT_IDS.directStaff}`, {
      token: await ctx.tokenFor(MANAGER),
      body: { first_name: '  ', portal_access_c: 'Level 2', cognito_portal_active_c: 5 },
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await errorDetailOf(response)) as Record<string, string>).sort()).toEqual([
      'cognito_portal_active_c',
      'first_name',
      'portal_access_c',
    ]);
  });
});

describe('POST /portal/contact', () => {
  const newMember = {
    vet_account_id: PRACTICE_IDS.direct,
    first_name: 'Ava',
    last_name: 'Stone',
    email_address: 'Ava.Stone@new.example.com',
    portal_access_c: 'Level 1',
  };

  it('lets a Level 3 add an active member with an identity user on a temporary password', async () => {
    const response = await ctx.call('POST', '/portal/contact', { token: await ctx.tokenFor(MANAGER), body: newMember });
    expect(response.status).toBe(201);
    const data = await dataOf(response);
    expect(data).toMatchObject({
      first_name: 'Ava',
      last_name: 'Stone',
      email_address: 'Ava.Stone@new.example.com',
      vet_account_id: PRACTICE_IDS.direct,
      cstm: { cognito_username_c: 'ava.stone@new.example.com', portal_access_c: 'Level 1', cognito_portal_active_c: 1 },
    });
    const created = ctx.identity.created.at(-1);
    expect(created?.username).toBe('ava.stone@new.example.com');
    expect(created?.temporaryPassword).toMatch(/^(?=.*[a-zA-Z])(?=.*\d)(?=.*[^a-zA-Z\d]).{8,}$/);

    const list = await dataOf<WireContact[]>(await ctx.call('GET', '/portal/vet/contacts', { token: await ctx.tokenFor(MANAGER) }));
    expect(list.map((contact) => contact.id)).toContain(data.id);
  });

  it('refuses an email that a member already has, in any case (422)', async () => {
    const response = await ctx.call('POST', '/portal/contact', {
      token: await ctx.tokenFor(MANAGER),
      body: { ...newMember, email_address: 'Referral.Staff@Example.com' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { detail: { email_address: DUPLICATE_EMAIL_MESSAGE } } });
  });

  it('refuses an email the identity pool already has (422)', async () => {
    const response = await ctx.call('POST', '/portal/contact', {
      token: await ctx.tokenFor(MANAGER),
      body: { ...newMember, email_address: 'orphan.user@example.com' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { detail: { email_address: DUPLICATE_EMAIL_MESSAGE } } });
  });

  it('names every bad field (422)', async () => {
    const response = await ctx.call('POST', '/portal/contact', {
      token: await ctx.tokenFor(MANAGER),
      body: { vet_account_id: PRACTICE_IDS.direct, first_name: '', email_address: 'not-an-email', portal_access_c: 'Level 9' },
    });
    expect(response.status).toBe(422);
    expect(await errorDetailOf(response)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email_address: 'Please enter valid email address',
      portal_access_c: 'Access level must be Level 1 or Level 3',
    });
  });

  it('refuses a Level 1 (403)', async () => {
    const response = await ctx.call('POST', '/portal/contact', { token: await ctx.tokenFor(STAFF), body: newMember });
    expect(response.status).toBe(403);
  });

  it("refuses a Level 3 adding to another practice (403) and creates nothing", async () => {
    const before = ctx.identity.created.length;
    const response = await ctx.call('POST', '/portal/contact', {
      token: await ctx.tokenFor('referral.manager@example.com'),
      body: newMember,
    });
    expect(response.status).toBe(403);
    expect(ctx.identity.created.length).toBe(before);
  });
});
