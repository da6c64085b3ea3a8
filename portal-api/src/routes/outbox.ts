// The outbox (issue 6): the approval requests portal-api sent to owners, for the demo and the tests
// (development only; production mounts no /dev routes). GET /dev/outbox is a page, /dev/outbox.json
// the same as JSON.
import { Hono } from 'hono';
import type { PortalDb } from '../db/database.ts';
import { DEV_ONLY_NOTICE } from '../http/dev-only.ts';
import { pageContentSecurityPolicy, pageNonce } from '../http/security-headers.ts';
import { listOutbox } from '../messaging/sender.ts';
import { messageToWire, outboxPage } from '../wire/outbox.ts';

export function devOutboxRoutes(db: PortalDb) {
  return new Hono()
    .get('/outbox.json', async (c) => c.json({ notice: DEV_ONLY_NOTICE, data: (await listOutbox(db)).map(messageToWire) }))
    .get('/outbox', async (c) => {
      const messages = await listOutbox(db);
      const nonce = pageNonce();
      c.header('Content-Security-Policy', pageContentSecurityPolicy(nonce));
      return c.html(outboxPage(messages, nonce));
    });
}
