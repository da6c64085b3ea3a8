// Bodies nested thousands deep (issue 29 item 6): `{"key":"a","x":` + 5,000 `[` ... `]` overflowed the
// stack of the NUL check (and of the Idempotency-Key's hash on a create) and answered 500 without a
// sign-in. Every JSON body is measured, without recursion, where it is read: 400 naming the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JSON_TOO_DEEP_MESSAGE } from '../http/validation.ts';
import { SKIPPED_OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.tokenFor('direct.staff@example.com');
});
afterAll(() => ctx.close());

/** `body` (an object's JSON) with a field `x` of arrays nested `depth` deep. */
const withNested = (body: Record<string, unknown>, depth: number) => `{"x":${'['.repeat(depth)}${']'.repeat(depth)},${JSON.stringify(body).slice(1)}`;

async function errorOf(response: Response, status: number): Promise<unknown> {
  const body = (await response.json()) as { errors: { detail: unknown } };
  expect(response.status, JSON.stringify(body).slice(0, 500)).toBe(status);
  return body.errors.detail;
}
const bookingCount = async () => Number((await ctx.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const create = (body: string, key: string) => ctx.call('POST', '/portal/booking', { token, body, headers: { 'Idempotency-Key': key } });

describe('a body nested too deep', () => {
  it('answers 400 to the tracking lookup (no sign-in) nested 5,000 and 200,000 deep', async () => {
    for (const depth of [5_000, 200_000]) {
      const response = await ctx.call('POST', '/portal/tracking', { body: withNested({ key: 'a' }, depth) });
      expect(await errorOf(response, 400)).toBe(JSON_TOO_DEEP_MESSAGE);
    }
  });

  it('answers 400 to an idempotent create nested 5,000 deep and makes no booking', async () => {
    const before = await bookingCount();
    expect(await errorOf(await create(withNested(SKIPPED_OWNER_BOOKING, 5_000), `deep-${crypto.randomUUID()}`), 400)).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(await bookingCount()).toBe(before);
  });

  it(`still takes a body nested ${JSON_MAX_DEPTH} deep, and refuses one level more`, async () => {
    // The body itself is the first level.
    expect((await create(withNested(SKIPPED_OWNER_BOOKING, JSON_MAX_DEPTH - 1), `deep-${crypto.randomUUID()}`)).status).toBe(201);
    expect(await errorOf(await create(withNested(SKIPPED_OWNER_BOOKING, JSON_MAX_DEPTH), `deep-${crypto.randomUUID()}`), 400)).toBe(JSON_TOO_DEEP_MESSAGE);
  });
});
