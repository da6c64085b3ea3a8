import { loadPdfKit } from '../documents/pdfkit.ts';
import type { Invoice, InvoiceLine } from '../db/booking-schema.ts';
import type { PracticeWithBrand } from '../data/practices.ts';
import { contentHash, fileKeys } from '../storage/file-store.ts';

const dollars = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Etc/UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** The invoice (or rebate) as an A4 PDF, laid out with pdfkit's built-in Helvetica. */
/**
 * The invoice's layout version, part of a stored invoice PDF's key with what it prints: raise it with
 * any change to how renderInvoicePdf draws, so PDFs stored before a deploy are made again.
 */
export const INVOICE_LAYOUT_VERSION = 1;

/** Where an invoice's PDF is stored: a new key for each change of what it prints or how. */
export function invoiceDocumentKey(invoice: Invoice, practice: PracticeWithBrand, layout = INVOICE_LAYOUT_VERSION): string {
  return fileKeys.invoicePdf(invoice.id, contentHash({ layout, invoice, practice }));
}

export async function renderInvoicePdf(invoice: Invoice, { practice, brand }: PracticeWithBrand): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${invoice.type} ${invoice.invoice_number}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(20).text(brand.name, { continued: false });
    doc.fontSize(10).fillColor('#444').text(`${brand.email} · ${brand.phone_work}`);
    doc.moveDown(1.5).fillColor('#000').fontSize(16).text(invoice.type === 'Rebate' ? 'Rebate' : 'Tax invoice');
    doc.fontSize(10).moveDown(0.5);
    doc.text(`Number: ${invoice.invoice_number}`);
    doc.text(`Date: ${day(invoice.date)}`);
    if (invoice.due_date) doc.text(`Due: ${day(invoice.due_date)}`);
    doc.text(`Status: ${invoice.status}`);
    if (invoice.reference) doc.text(`Reference: ${invoice.reference}`);
    doc.moveDown();
    doc.text('To:');
    doc.text(practice.name);
    doc.text(practice.office_address_street);
    doc.text(`${practice.office_address_city} ${practice.office_address_state} ${practice.office_address_postalcode}`);
    doc.moveDown(1.5);

    const left = 50;
    const columns = { description: left, quantity: 330, unit: 390, amount: 470 };
    const header = doc.y;
    doc.font('Helvetica-Bold');
    doc.text('Description', columns.description, header);
    doc.text('Qty', columns.quantity, header);
    doc.text('Unit', columns.unit, header);
    doc.text('Amount', columns.amount, header);
    doc.font('Helvetica');
    doc.moveTo(left, doc.y + 4).lineTo(545, doc.y + 4).stroke();
    doc.moveDown(0.8);
    for (const line of JSON.parse(invoice.lines) as InvoiceLine[]) {
      const y = doc.y;
      doc.text(line.description, columns.description, y, { width: 270 });
      const next = doc.y;
      doc.text(String(line.quantity), columns.quantity, y);
      doc.text(dollars(line.unit_amount), columns.unit, y);
      doc.text(dollars(line.quantity * line.unit_amount), columns.amount, y);
      doc.y = Math.max(next, doc.y) + 4;
    }
    doc.moveTo(left, doc.y).lineTo(545, doc.y).stroke();
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').text(`Total (inc GST): ${dollars(Number(invoice.total))}`, columns.unit - 60, doc.y);
    doc.font('Helvetica').fontSize(8).fillColor('#666').text('Includes GST where applicable.', left, doc.y + 20);
    doc.end();
  });
}
