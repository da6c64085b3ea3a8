import { Hono } from 'hono';
import { toBooking } from '@portal/contracts/wire/bookings';
import { serviceTypeLabel } from '@portal/contracts/wire/service-types';
import { isPetTagFormat, petTagContent, type PetTagContent, type PetTagFormat } from '@portal/contracts/domain/pet-tag';
import type { StaffEnv } from '../auth/caller.ts';
import { findBooking } from '../data/bookings.ts';
import type { PortalDb } from '../db/database.ts';
import { petTagDocumentKey, renderPetTagPdf } from '../documents/pet-tag-pdf.ts';
import { renderPetTagSvg } from '../documents/pet-tag-svg.ts';
import { recordPrintedPetTag } from '../data/pet-tag-images.ts';
import { findBookingPracticeId, findPracticeName } from '../data/practices.ts';
import { ApiError, invalidFields, notFound } from '../http/api-error.ts';
import { isPortalOrigin } from '../http/cors.ts';
import { signedFileLink } from '../http/file-links.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { contentHash, getOrMake, type FileStore } from '../storage/file-store.ts';
import { fullBookingToWire } from '../wire/booking.ts';

/** Tag links are short-lived, like the invoices': five minutes. */
export const PET_TAG_LINK_SECONDS = 300;

/** The signed path of a tag PDF: the portal site its QR code opens is part of what is signed. */
export const petTagPdfPath = (bookingId: string, format: PetTagFormat, portalUrl: string) =>
  `/files/pet-tags/${encodeURIComponent(bookingId)}/${format}.pdf?portal_url=${encodeURIComponent(portalUrl)}`;

/** The booking (of `practiceId`) as the tag shows it, with the QR code opening it on `portalUrl`. */
async function tagOf(db: PortalDb, practiceId: string, bookingId: string, portalUrl: string) {
  const full = await findBooking(db, practiceId, bookingId);
  if (!full) return undefined;
  const practiceName = await findPracticeName(db, practiceId);
  const booking = toBooking(fullBookingToWire(full, () => ''));
  return { booking, tag: petTagContent(booking, practiceName, portalUrl) };
}

/** The picture of a printed tag's file name: a new one for each change of what the tag prints. */
export const printedPetTagFileName = (tag: PetTagContent) =>
  `pet-tag-${tag.orderNumber.replace(/[^A-Za-z0-9-]/g, '')}-${contentHash(tag).slice(0, 12)}.svg`;

/**
 * GET booking/{id}/tag?format=label|a4&portal_url=<the portal site's origin>: a short-lived signed link
 * to the booking's pet tag PDF, `{ url, expires_at }`; the caller's practice only. The QR code opens the
 * booking on the site the tag was printed from, which must be one of the portal's sites (the CORS list).
 * Asking for it is printing the tag: a picture of the tag becomes the booking's pet tag image, the one
 * the bookings lists show (issue 31 item 6: they said 'No tag' for a booking whose tag was just printed),
 * once per version of what the tag prints.
 */
export function petTagRoutes(
  db: PortalDb,
  files: FileStore,
  signer: LinkSigner,
  publicUrl: string | undefined,
  portalOrigins: readonly string[],
  now: () => Date = () => new Date(),
) {
  return new Hono<StaffEnv>().get('/booking/:id/tag', async (c) => {
    const format = c.req.query('format');
    const portalUrl = c.req.query('portal_url') ?? '';
    const problems: Record<string, string> = {};
    if (!isPetTagFormat(format)) problems.format = 'format must be label or a4';
    if (!isPortalOrigin(portalUrl, portalOrigins)) problems.portal_url = 'portal_url must be the address of one of the portal’s sites';
    if (Object.keys(problems).length > 0) throw invalidFields(problems);
    const found = await tagOf(db, c.get('caller').practiceId, c.req.param('id'), portalUrl);
    if (!found) throw notFound();
    if (!found.tag) {
      throw invalidFields({ service_type: `A ${serviceTypeLabel(found.booking.serviceType.name)} booking sends no pet for cremation, so it has no pet tag` });
    }
    const tag = found.tag;
    await recordPrintedPetTag(db, files, found.booking.id, { fileName: printedPetTagFileName(tag), svg: await renderPetTagSvg(tag) }, now().toISOString());
    return c.json(signedFileLink(c, signer, publicUrl, petTagPdfPath(found.booking.id, format as PetTagFormat, portalUrl), PET_TAG_LINK_SECONDS));
  });
}

/**
 * GET /files/pet-tags/{id}/{format}.pdf behind a signed link (no bearer token: a new tab opens it).
 * The PDF is kept in the file store under a hash of what it prints, so it is rendered once per
 * version of the booking's tag and a changed booking never gets the old tag.
 */
export function petTagFileRoutes(db: PortalDb, files: FileStore, signer: LinkSigner) {
  return new Hono().get('/pet-tags/:id/:file{[a-z0-9]+\\.pdf}', async (c) => {
    const id = c.req.param('id');
    const format = c.req.param('file').replace(/\.pdf$/, '');
    const portalUrl = c.req.query('portal_url') ?? '';
    if (!isPetTagFormat(format) || !signer.verify(petTagPdfPath(id, format, portalUrl), c.req.query('expires'), c.req.query('signature'))) {
      throw new ApiError(403, 'This link has expired or is not valid');
    }
    const practiceId = await findBookingPracticeId(db, id);
    const found = practiceId !== undefined ? await tagOf(db, practiceId, id, portalUrl) : undefined;
    if (!found?.tag) throw notFound();
    const tag = found.tag;
    const pdf = await getOrMake(files, petTagDocumentKey(id, format, tag), 'application/pdf', () => renderPetTagPdf(tag, format));
    const fileName = `pet-tag-${found.tag.orderNumber.replace(/[^A-Za-z0-9-]/g, '')}-${format}.pdf`;
    return c.body(new Uint8Array(pdf.content), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
