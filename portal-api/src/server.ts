import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createRemoteJWKSet } from 'jose';
import { createApp } from './app.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import type { ApiConfig } from './config.ts';
import { describeDatabase, openDatabase, type PortalDb } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { aloneAmongProcesses } from './db/dialect.ts';
import { createCognitoIdentityAdmin } from './identity/identity-admin.ts';
import type { IdentitySettings } from './identity/settings.ts';
import { seedAtStart } from './seed/seed.ts';
import { createPresenceHub, createPresenceTokens } from './realtime/presence.ts';
import { startPostgresFanout } from './realtime/presence-fanout.ts';
import { ablyPublisher, startLiveRelay } from './realtime/live.ts';
import { isActiveContact } from './data/contacts.ts';
import { createOwnerGrants } from './auth/owner-grant.ts';
import { signingKeys } from './auth/signing-keys.ts';
import { createLinkSigner } from './http/signed-links.ts';
import { createMessageSender, twilioProvider } from './messaging/sender.ts';
import { openFileStore } from './storage/open-file-store.ts';
import { createMovableClock, systemClock } from './clock.ts';
import { startOverdueDigests } from './jobs/overdue-digest.ts';
import { createFamilyConfirmations, startConfirmationReminders } from './messaging/family-confirmation.ts';

export interface RunningApi {
  /** http://localhost:<port> */
  url: string;
  port: number;
  db: PortalDb;
  close(): Promise<void>;
}

/**
 * Loopback only, on both address families, so `localhost` works whichever one it resolves to.
 * A machine without IPv6 gets IPv4 only.
 */
const IPV4_LOOPBACK = '127.0.0.1';
const IPV6_LOOPBACK = '::1';

function isAddressUnavailable(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT';
}

type NodeServer = ReturnType<typeof createAdaptorServer>;

/**
 * How long an idle keep-alive connection stays open. Node's default of 5 s closes sockets that a client
 * (a proxy in front of the API, a browser, Playwright's request context) may be reusing at that very
 * moment: the request written into the closing socket fails with ECONNRESET ('socket hang up'), as
 * one e2e journey did on a busy machine. Longer than the 60 s idle timeout of common proxies and load
 * balancers, as their documentation asks of the servers behind them; headers get a second more.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function listen(server: NodeServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: NodeServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/** Migrates, seeds an empty database (the demo data, not in production), and serves the API on the loopback addresses (or PORTAL_API_HOST). */
export async function startApi(config: ApiConfig, identity: IdentitySettings): Promise<RunningApi> {
  const db = openDatabase(config.database);
  const files = openFileStore(config.s3, db);
  if (config.s3) console.log(`portal-api keeps files in ${files.description}`);
  // Replicas started at once on one PostgreSQL take turns: the first migrates and seeds.
  const seeded = await aloneAmongProcesses(db, 'portal-api-start', async () => {
    await migrateToLatest(db);
    return seedAtStart(db, files, { production: config.production });
  });
  if (seeded) console.log(`portal-api seeded the demo data into ${describeDatabase(config.database)}`);

  if (config.production && !config.twilio) {
    console.warn('portal-api: no SMS provider (TWILIO_*) is set, so approval requests to owners are only kept in the outbox table, which production does not show');
  }
  const keySet = createRemoteJWKSet(new URL(identity.jwksUrl));
  // Every replica signs with the same keys (from PORTAL_GRANT_SECRET), so what one signs another accepts.
  const keys = signingKeys(config.grantSecret);
  const presenceTokens = createPresenceTokens(keys.presenceTokens);
  const ablyApiKey = process.env.PORTAL_ABLY_API_KEY;
  // On PostgreSQL there may be other replicas: their sockets' members reach this one's through LISTEN/NOTIFY.
  const fanout = config.database.url && !ablyApiKey ? await startPostgresFanout(config.database.url) : undefined;
  // The local presence socket (ws) on the same port, at /realtime: only active members join and stay.
  const presenceHub = createPresenceHub(presenceTokens, { isActiveMember: (contactId) => isActiveContact(db, contactId), ...(fanout ? { fanout } : {}) });
  // Booking moves (the back-office command's too) reach the practice's open pages: Ably, or this process's sockets.
  const liveRelay = await startLiveRelay(db, ablyApiKey ? ablyPublisher(ablyApiKey) : presenceHub, { shared: Boolean(ablyApiKey) });
  // The business clock: the system's in production; outside it, one /dev/clock can move (e2e: overdue without waiting days).
  const clock = config.production ? systemClock : createMovableClock();
  // Each practice's Level 3 members get the day's overdue digest (one a practice a day, whichever replica sends it).
  const digests = startOverdueDigests(db, clock, { portalAppUrl: config.portalAppUrl });
  const messages = createMessageSender(db, config.twilio ? twilioProvider(config.twilio) : undefined, { production: config.production });
  // Families who have not answered a confirmation request get one reminder (issue 36), on the same kind of timer.
  const confirmations = createFamilyConfirmations({ db, messages, ownerAppUrl: config.ownerAppUrl, clock });
  const reminders = startConfirmationReminders(confirmations);
  const app = createApp({
    db,
    files,
    verifyAccessToken: createAccessTokenVerifier({ keySet, issuer: identity.issuer, clientId: identity.clientId }),
    identityAdmin: createCognitoIdentityAdmin(identity),
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    production: config.production,
    presenceTokens,
    linkSigner: createLinkSigner(keys.fileLinks),
    // Presence on Ably when its API key is set (GET portal/authentication/{id} then signs Ably token requests).
    ably: ablyApiKey ? { apiKey: ablyApiKey } : undefined,
    grants: createOwnerGrants(keys.grants),
    messages,
    confirmations,
    ownerAppUrl: config.ownerAppUrl,
    portalAppUrl: config.portalAppUrl,
    clock,
    engravingGuestUsername: config.engravingGuestUsername,
    onMemberDeactivated: (contactId) => presenceHub.disconnectMember(contactId),
    errorTunnel: { trustedProxyHops: config.trustedProxyHops ?? 0 },
  });

  const servers: NodeServer[] = [];
  /** Stops everything started above, the last first (also when listening failed part way). */
  const close = async () => {
    await reminders.stop();
    await digests.stop();
    await liveRelay.stop();
    await presenceHub.close();
    await fanout?.close();
    await Promise.all(servers.map(closeServer));
    files.close();
    await db.destroy();
  };
  let port = config.port;
  try {
    const serve = async (host: string) => {
      const server = createAdaptorServer({ fetch: app.fetch });
      // Without createServer or HTTP/2 options, the adaptor's server is node:http's.
      const http1 = server as HttpServer;
      http1.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      http1.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
      presenceHub.attach(http1);
      port = await listen(server, port, host);
      servers.push(server);
    };
    if (config.host) await serve(config.host);
    else {
      await serve(IPV4_LOOPBACK);
      await serve(IPV6_LOOPBACK).catch((error: unknown) => {
        if (!isAddressUnavailable(error)) throw error;
      });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://localhost:${port}`, port, db, close };
}
