// The certificate of cremation:
// - GET portal/booking/{id}/certificate (staff of the booking's practice): issues the certificate of the
//   booking's custody chain as it stands (or the one already issued for it) and answers a short-lived
//   signed link to its PDF and its verification page's address. 409 while the cremation is not
//   complete, or when the chain no longer verifies.
// - GET /files/certificates/{id}.pdf behind the signed link: the PDF (a new tab opens it).
// - GET /verify/certificate/{id}?h=<sealed hash>: the public verification page the certificate's QR
//   code opens (no session: the certificate's random id and the hash it sealed are the address).
//   HTML, or JSON for `Accept: application/json`. An unknown id is 404.
import { Hono, type Context } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { systemClock, type Clock } from '../clock.ts';
import { certificateHeadHash, findCertificateBooking, issueCertificate, verifyCertificate } from '../data/certificates.ts';
import type { PortalDb } from '../db/database.ts';
import { brandColours } from '../documents/catalog.ts';
import { renderCertificatePdf } from '../documents/certificate-pdf.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { signedFileLink } from '../http/file-links.ts';
import { absoluteUrl } from '../http/public-url.ts';
import { pageContentSecurityPolicy, pageNonce } from '../http/security-headers.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { certificateRefusal } from '../rules/certificate.ts';
import { verificationPage, verificationToWire } from '../wire/certificates.ts';

/** Certificate PDF links are short-lived, like the tags' and invoices': five minutes. */
export const CERTIFICATE_LINK_SECONDS = 300;

export const certificatePdfPath = (id: string) => `/files/certificates/${encodeURIComponent(id)}.pdf`;
/** The verification page of a certificate: what its QR code holds. */
export const verificationPath = (id: string, headHash: string) => `/verify/certificate/${encodeURIComponent(id)}?h=${headHash}`;

export const CHAIN_BROKEN_MESSAGE =
  "This booking's custody record does not verify (an event was changed after it was recorded), so no certificate can be issued. Please contact the crematorium's Client Care team.";

export function certificateRoutes(db: PortalDb, signer: LinkSigner, publicUrl: string | undefined, clock: Clock = systemClock) {
  return new Hono<StaffEnv>().get('/booking/:id/certificate', async (c) => {
    const caller = c.get('caller');
    const booking = await findCertificateBooking(db, caller.practiceId, c.req.param('id'));
    if (!booking) throw notFound();
    const refusal = certificateRefusal({ serviceTypeName: booking.service_type_name, orderStage: booking.order_stage_c, pet: booking.pet_first_name_c });
    if (refusal) throw new ApiError(409, refusal);
    const outcome = await issueCertificate(db, booking.id, caller.contactId, clock.now(caller.practiceId).toISOString());
    if (!('issued' in outcome)) throw new ApiError(409, CHAIN_BROKEN_MESSAGE);
    const { id, headHash } = outcome.issued;
    return c.json({
      ...signedFileLink(c, signer, publicUrl, certificatePdfPath(id), CERTIFICATE_LINK_SECONDS),
      verify_url: absoluteUrl(c, verificationPath(id, headHash), publicUrl),
    });
  });
}

/** GET /files/certificates/{id}.pdf behind a signed link. */
export function certificateFileRoutes(db: PortalDb, signer: LinkSigner, publicUrl: string | undefined) {
  return new Hono().get('/certificates/:file{[A-Za-z0-9_-]+\\.pdf}', async (c) => {
    const id = c.req.param('file').replace(/\.pdf$/, '');
    if (!signer.verify(certificatePdfPath(id), c.req.query('expires'), c.req.query('signature'))) {
      throw new ApiError(403, 'This link has expired or is not valid');
    }
    const headHash = await certificateHeadHash(db, id);
    const verification = headHash === undefined ? undefined : await verifyCertificate(db, id, headHash);
    if (!verification?.found) throw notFound();
    if (!verification.intact) throw new ApiError(409, CHAIN_BROKEN_MESSAGE);
    const { content } = verification;
    const pdf = await renderCertificatePdf(content, absoluteUrl(c, verificationPath(id, content.headHash), publicUrl), brandColours(content.crematorium));
    const fileName = `certificate-of-cremation-${content.pet.replace(/[^A-Za-z0-9-]/g, '') || 'pet'}.pdf`;
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });
}

const wantsJson = (c: Context) => (c.req.header('Accept') ?? '').includes('application/json');

/** GET /verify/certificate/{id}: public, read-only. */
export function certificateVerificationRoutes(db: PortalDb) {
  return new Hono().get('/certificate/:id', async (c) => {
    const id = c.req.param('id');
    const headHash = c.req.query('h') ?? '';
    const verification = /^[A-Za-z0-9_-]{1,64}$/.test(id) && /^[0-9a-f]{64}$/.test(headHash) ? await verifyCertificate(db, id, headHash) : { found: false as const };
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (wantsJson(c)) {
      if (!verification.found) throw notFound();
      return c.json({ data: verificationToWire(verification) });
    }
    const nonce = pageNonce();
    c.header('Content-Security-Policy', pageContentSecurityPolicy(nonce));
    return c.html(verificationPage(verification.found ? verification : undefined, nonce), verification.found ? 200 : 404);
  });
}
