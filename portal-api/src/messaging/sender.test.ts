// What the outbox records of an approval request (issue 16 item 2): the owner link's secret is kept
// only when the outbox is the delivery (no SMS provider); a message a provider sent is recorded without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { createMessageSender, REDACTED, type SmsProvider } from './sender.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const secret = 'c2VjcmV0LW9mLXRoZS1vd25lci1saW5rLTMyLWJ5dGVz';
const link = `http://localhost:8083/engraving/verify/b1/q1#k=${secret}`;
const message = { to: '+61412555011', body: `Please check the artwork here: ${link}`, link, secret, bookingId: 'b1', quotedProductId: 'q1', versionId: 'v1' };

describe('the outbox record of an approval request', () => {
  it('keeps the whole link when the outbox is the only delivery', async () => {
    const row = await createMessageSender(ctx.db).send(message);
    expect(row).toMatchObject({ provider: 'outbox', status: 'kept', link, body: message.body });
  });

  it("records a provider's message without the link's secret, whether it was sent or failed", async () => {
    const sent: string[] = [];
    const working: SmsProvider = { name: 'test-sms', sendSms: (_to, body) => Promise.resolve(void sent.push(body)) };
    const failing: SmsProvider = { name: 'test-sms', sendSms: () => Promise.reject(new Error('down')) };
    const ok = await createMessageSender(ctx.db, working).send(message);
    // The owner's phone gets the whole link.
    expect(sent).toEqual([message.body]);
    const failed = await createMessageSender(ctx.db, failing).send(message);
    for (const row of [ok, failed]) {
      expect(row.link).toBe(`http://localhost:8083/engraving/verify/b1/q1#k=${REDACTED}`);
      expect(row.body).not.toContain(secret);
    }
    const stored = await ctx.db.selectFrom('outbox_messages').select(['body', 'link']).where('provider', '=', 'test-sms').execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('in production keeps no secret even without a provider (there is no /dev/outbox to read it from)', async () => {
    const row = await createMessageSender(ctx.db, undefined, { production: true }).send({ ...message, quotedProductId: 'q-production' });
    expect(row).toMatchObject({ provider: 'outbox', status: 'kept', link: `http://localhost:8083/engraving/verify/b1/q1#k=${REDACTED}` });
    const stored = await ctx.db.selectFrom('outbox_messages').select(['body', 'link']).where('quoted_product_id', '=', 'q-production').execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
  });
});
