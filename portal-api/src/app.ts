import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AccessTokenVerifier } from './auth/access-token.ts';
import { requireStaff, type StaffEnv } from './auth/caller.ts';
import type { PortalDb } from './db/database.ts';
import { ApiError, errorBody } from './http/api-error.ts';
import { bodyLimits } from './http/body-limit.ts';
import { noStoreUnlessSet } from './http/no-store.ts';
import { refuseNulInUrl } from './http/validation.ts';
import { portalCors } from './http/cors.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { IdentityAdmin } from './identity/identity-admin.ts';
import { createLinkSigner, type LinkSigner } from './http/signed-links.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { bookingWriteRoutes } from './routes/booking-writes.ts';
import { catalogImageRoutes, catalogRoutes } from './routes/catalog.ts';
import { wizardReferenceRoutes, type AblySettings } from './routes/wizard-reference.ts';
import { createPresenceTokens, type PresenceTokens } from './realtime/presence.ts';
import { fileRoutes } from './routes/files.ts';
import { healthRoutes } from './routes/health.ts';
import { databaseFileStore } from './storage/database-file-store.ts';
import { FileStoreUnavailableError, type FileStore } from './storage/file-store.ts';
import { custodyRoutes } from './routes/custody.ts';
import { liveRoutes } from './routes/live.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { petTagFileRoutes, petTagRoutes } from './routes/pet-tags.ts';
import { brandRoutes } from './routes/brand.ts';
import { contactRoutes } from './routes/contacts.ts';
import { documentFileRoutes, documentRoutes } from './routes/documents.ts';
import { devErrorReportRoutes, errorTunnelRoutes, type ErrorTunnelOptions } from './routes/error-reports.ts';
import { vetRoutes } from './routes/vet.ts';
import { engravingRoutes } from './routes/engraving.ts';
import { devOutboxRoutes } from './routes/outbox.ts';
import { createOwnerGrants, type OwnerGrants } from './auth/owner-grant.ts';
import { createMessageSender, type MessageSender } from './messaging/sender.ts';
import { createApprovalRequests } from './messaging/approval-requests.ts';
import { familyUpdateStaffRoutes, trackingRoutes } from './routes/family-updates.ts';
import { DEFAULT_ENGRAVING_GUEST_USERNAME, DEFAULT_OWNER_APP_URL, DEFAULT_PORTAL_APP_URL } from './config.ts';
import { isMovable, systemClock, type Clock } from './clock.ts';
import { createFamilyUpdates } from './messaging/family-updates.ts';
import { certificateFileRoutes, certificateRoutes, certificateVerificationRoutes } from './routes/certificates.ts';
import { devTimeRoutes } from './routes/dev-time.ts';
import { createFamilyConfirmations, type FamilyConfirmations } from './messaging/family-confirmation.ts';
import { confirmationRoutes, confirmationStaffRoutes, consentFileRoutes } from './routes/family-confirmation.ts';

const STATIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'static');

export interface AppDependencies {
  db: PortalDb;
  /** Where files live (uploads, images, generated PDFs); the database's stored_files by default. */
  files?: FileStore;
  verifyAccessToken: AccessTokenVerifier;
  identityAdmin: IdentityAdmin;
  /** Origin for absolute links; else each request's origin. */
  publicUrl?: string | undefined;
  corsOrigins?: readonly string[];
  /** Production mounts no /dev routes. */
  production: boolean;
  /** Signs file links (images, invoice PDFs); a random per-process key by default. */
  linkSigner?: LinkSigner;
  /** Issues the local presence socket's tokens (the booking wizards' edit pages). */
  presenceTokens?: PresenceTokens;
  /** Set when presence runs on Ably: GET portal/authentication/{id} answers Ably token requests. */
  ably?: AblySettings | undefined;
  /** Signs owners' engraving grants; a random per-process key by default. */
  grants?: OwnerGrants;
  /** Sends owners' approval requests; the outbox only by default. */
  messages?: MessageSender;
  /** The owner approval app's origin (the approval request's link). */
  ownerAppUrl?: string;
  /** The portal's site (the overdue digest's link). */
  portalAppUrl?: string;
  /**
   * The business clock (clock.ts): scans' times, time in a stage, overdue. The system's by default; a
   * movable one (outside production only) also mounts /dev/clock to move it.
   */
  clock?: Clock;
  /**
   * Asks families to confirm what will be done (issue 36); made from `messages`, `ownerAppUrl` and
   * `clock` by default (the server passes its own, which its reminder timer also runs).
   */
  confirmations?: FamilyConfirmations;
  /** The identity user of the owners' pages. */
  engravingGuestUsername?: string;
  /** The error tunnel's per-client limit and the proxies in front of the API; ENVELOPES_PER_MINUTE by default. */
  errorTunnel?: ErrorTunnelOptions;
  /** Hears of each member deactivated (the presence hub closes their sockets). */
  onMemberDeactivated?: (contactId: string) => void;
}

export function createApp(deps: AppDependencies) {
  const app = new Hono();
  const files = deps.files ?? databaseFileStore(deps.db);
  app.use(securityHeaders());
  app.use(portalCors(deps.corsOrigins ?? []));
  app.use(refuseNulInUrl());

  app.route('/health', healthRoutes(deps.db, files));
  app.use(
    '/static/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=86400');
    },
    serveStatic({ root: STATIC_DIR, rewriteRequestPath: (requestPath) => requestPath.replace(/^\/static/, '') }),
  );

  // No browser or proxy keeps a family's details (issue 29); the /dev pages show the outbox's texts.
  app.use('/portal/*', noStoreUnlessSet());
  app.use('/dev/*', noStoreUnlessSet());
  // Every portal/* body has a size limit, checked before anything is parsed (issue 16).
  app.use('/portal/*', bodyLimits());

  app.route('/documents', documentFileRoutes(deps.db));
  app.route('/catalog-images', catalogImageRoutes(deps.db, files));
  const linkSigner = deps.linkSigner ?? createLinkSigner();
  app.route('/files', fileRoutes(deps.db, files, linkSigner));
  app.route('/files', petTagFileRoutes(deps.db, files, linkSigner));
  app.route('/errors', errorTunnelRoutes(deps.db, deps.errorTunnel));
  const clock = deps.clock ?? systemClock;
  if (deps.production && isMovable(clock)) throw new Error('A movable clock is for development and tests only');
  const portalAppUrl = deps.portalAppUrl ?? DEFAULT_PORTAL_APP_URL;
  const messages = deps.messages ?? createMessageSender(deps.db);
  const ownerAppUrl = deps.ownerAppUrl ?? DEFAULT_OWNER_APP_URL;
  // The family confirms what will be done: asked at submit, again after a change, reminded once (issue 36).
  const confirmations = deps.confirmations ?? createFamilyConfirmations({ db: deps.db, messages, ownerAppUrl, clock });
  if (!deps.production) {
    app.route('/dev', devErrorReportRoutes(deps.db));
    app.route('/dev', devOutboxRoutes(deps.db));
    if (isMovable(clock)) app.route('/dev', devTimeRoutes(deps.db, clock, { portalAppUrl, confirmations }));
  }
  app.route('/files', certificateFileRoutes(deps.db, linkSigner, deps.publicUrl));
  app.route('/files', consentFileRoutes(deps.db, linkSigner));
  // A certificate's verification page: its QR code opens it, with no session (the address is the key).
  app.route('/verify', certificateVerificationRoutes(deps.db));

  // The owner is asked to approve staff's artwork when the booking is submitted (issue 15 item 8).
  const approvals = createApprovalRequests({ db: deps.db, messages, ownerAppUrl });
  // A scan at a handover tells the family, as the back office's moves do.
  const familyUpdates = createFamilyUpdates({ db: deps.db, messages, ownerAppUrl });

  // The engraving calls admit staff and the owners' guest (with a grant), so they come before the
  // staff-only guard of every other portal/* call (a guest stays 403 there).
  app.route(
    '/portal',
    engravingRoutes({
      db: deps.db,
      files,
      verifyAccessToken: deps.verifyAccessToken,
      grants: deps.grants ?? createOwnerGrants(),
      guestUsername: deps.engravingGuestUsername ?? DEFAULT_ENGRAVING_GUEST_USERNAME,
      signer: linkSigner,
      publicUrl: deps.publicUrl,
      approvals,
      confirmations,
    }),
  );

  // The family's tracking page needs no session: its link's secret is the key (issue 19 item 3).
  app.route('/portal', trackingRoutes(deps.db));
  // The family's confirmation page: the link's secret and the owner's mobile, no session (issue 36).
  app.route('/portal', confirmationRoutes(deps.db, linkSigner, deps.publicUrl, clock));

  const portal = new Hono<StaffEnv>();
  portal.use(requireStaff(deps.db, deps.verifyAccessToken));
  portal.route('/', contactRoutes(deps.db, deps.identityAdmin, deps.onMemberDeactivated));
  portal.route('/', vetRoutes(deps.db, deps.publicUrl));
  portal.route('/', familyUpdateStaffRoutes(deps.db));
  portal.route('/', confirmationStaffRoutes(deps.db, linkSigner, deps.publicUrl, clock));
  portal.route('/', brandRoutes(deps.db, deps.publicUrl));
  portal.route('/', documentRoutes(deps.db, deps.publicUrl));
  portal.route('/', bookingRoutes(deps.db, linkSigner, deps.publicUrl, clock));
  portal.route('/', bookingWriteRoutes(deps.db, files, linkSigner, deps.publicUrl, approvals, clock, confirmations));
  portal.route('/', catalogRoutes(deps.db, deps.publicUrl));
  const presenceTokens = deps.presenceTokens ?? createPresenceTokens();
  portal.route('/', wizardReferenceRoutes(deps.db, presenceTokens, deps.ably));
  portal.route('/', custodyRoutes(deps.db, familyUpdates, clock));
  portal.route('/', certificateRoutes(deps.db, linkSigner, deps.publicUrl, clock));
  portal.route('/', liveRoutes(deps.db, presenceTokens, deps.ably));
  portal.route('/', invoiceRoutes(deps.db, linkSigner, deps.publicUrl));
  portal.route('/', petTagRoutes(deps.db, files, linkSigner, deps.publicUrl, deps.corsOrigins ?? []));
  app.route('/portal', portal);

  app.notFound((c) => c.json(errorBody('Not found'), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.detail, error.refusal), error.status);
    if (error instanceof HTTPException && error.status < 500) return c.json(errorBody(error.message), error.status);
    if (error instanceof FileStoreUnavailableError) {
      console.error(`${c.req.method} ${c.req.path}: the file store is unavailable: ${error.message}`);
      return c.json(errorBody('Files cannot be reached just now. Please try again in a few minutes.'), 503);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody('Something went wrong'), 500);
  });
  return app;
}
