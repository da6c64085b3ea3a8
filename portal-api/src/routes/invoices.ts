import { Hono } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { findInvoice, listInvoices } from '../data/bookings.ts';
import type { PortalDb } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { invoicePdfPath, signedFileLink } from '../http/file-links.ts';
import type { LinkSigner } from '../http/signed-links.ts';
import { invoiceToWire } from '../wire/booking.ts';

/** PDF links are short-lived: five minutes. */
export const INVOICE_LINK_SECONDS = 300;

/**
 * The invoice service: GET invoices answers `{ Invoices }`; GET invoices/{id}?accept=application/pdf
 * answers a short-lived signed link to the PDF, `{ url, expires_at }` (without `accept`, `{ Invoices: [one] }`).
 */
export function invoiceRoutes(db: PortalDb, signer: LinkSigner, publicUrl: string | undefined) {
  return new Hono<StaffEnv>()
    .get('/invoices', async (c) => {
      const invoices = await listInvoices(db, c.get('caller').practiceId);
      return c.json({ Invoices: invoices.map(invoiceToWire) });
    })
    .get('/invoices/:id', async (c) => {
      const invoice = await findInvoice(db, c.req.param('id'));
      if (!invoice || invoice.practice_id !== c.get('caller').practiceId) throw notFound();
      if (c.req.query('accept') !== 'application/pdf') return c.json({ Invoices: [invoiceToWire(invoice)] });
      return c.json(signedFileLink(c, signer, publicUrl, invoicePdfPath(invoice.id), INVOICE_LINK_SECONDS));
    });
}
