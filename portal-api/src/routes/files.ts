import { Hono } from 'hono';
import { findBookingImage, findInvoice } from '../data/bookings.ts';
import { findPracticeWithBrand } from '../data/practices.ts';
import type { PortalDb } from '../db/database.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { bookingImagePath, engravingFilePath, invoicePdfPath } from '../http/file-links.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { invoiceDocumentKey, renderInvoicePdf } from '../invoices/pdf.ts';
import { fileKeys, getOrMake, type FileStore } from '../storage/file-store.ts';

const expiredOrBad = () => new ApiError(403, 'This link has expired or is not valid');

/**
 * Files behind signed links (no bearer token): booking images, engraving artwork and invoice PDFs,
 * read from the file store. Served by the API itself, never by a redirect to the store, so these
 * headers (and the CORS that lets the owner app's canvas draw the artwork) hold whatever the store.
 */
export function fileRoutes(db: PortalDb, files: FileStore, signer: LinkSigner) {
  return new Hono()
    .get('/:key{engraving/[^?]+\\.(png|jpg)}', async (c) => {
      const key = c.req.param('key');
      if (!signer.verify(engravingFilePath(key), c.req.query('expires'), c.req.query('signature'))) throw expiredOrBad();
      const file = await files.get(key);
      if (!file) throw notFound();
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': file.contentType,
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        // Drawn onto the preview canvas from the owner app's origin: readable from any origin (the
        // signature in the link is the access check), so the canvas is not tainted.
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    })
    .get('/booking-images/:id', async (c) => {
      const id = c.req.param('id');
      if (!signer.verify(bookingImagePath(id), c.req.query('expires'), c.req.query('signature'))) throw expiredOrBad();
      const image = (await findBookingImage(db, id)) && (await files.get(fileKeys.bookingImage(id)));
      if (!image) throw notFound();
      return c.body(new Uint8Array(image.content), 200, {
        'Content-Type': image.contentType,
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        // SVG tags are shown as images only; never run as documents.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
    })
    .get('/invoices/:file{.+\\.pdf}', async (c) => {
      const id = c.req.param('file').replace(/\.pdf$/, '');
      if (!signer.verify(invoicePdfPath(id), c.req.query('expires'), c.req.query('signature'))) throw expiredOrBad();
      const invoice = await findInvoice(db, id);
      if (!invoice) throw notFound();
      const practice = await findPracticeWithBrand(db, invoice.practice_id);
      if (!practice) throw notFound();
      const key = invoiceDocumentKey(invoice, practice);
      const pdf = await getOrMake(files, key, 'application/pdf', () => renderInvoicePdf(invoice, practice));
      return c.body(new Uint8Array(pdf.content), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${invoice.invoice_number}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
