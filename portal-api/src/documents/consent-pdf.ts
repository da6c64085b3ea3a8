// The family's consent (issue 36) as an A4 PDF the practice downloads from the booking: what the
// confirmation page showed (the service in the family's words, the products and engraving, what they
// pay), the consent wording, the name they typed, when, and the link it came through. pdfkit's standard
// fonts, as the certificate of cremation.
import { formatDateTime, stateTimeZone } from '@portal/contracts/domain/dates';
import { formatMoney } from '@portal/contracts/domain/pricing';
import { displayOwnerPhone } from '@portal/contracts/domain/owner-phone';
import type { ConfirmationPageDto } from '@portal/contracts/wire/family-confirmation';
import type { ConsentRecord } from '../data/family-confirmation.ts';
import { loadPdfKit } from './pdfkit.ts';
import { printable } from './pet-tag-pdf.ts';

const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#52606d';

export async function renderConsentPdf(consent: ConsentRecord): Promise<Buffer> {
  const shown = JSON.parse(consent.shown) as ConfirmationPageDto;
  const timeZone = stateTimeZone(consent.office_address_state);
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Family confirmation: ${printable(consent.order_id_c)}`, Author: printable(shown.practice.name), Creator: 'Vet Portal' },
    lang: 'en-AU',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text(text, { width });
    doc.moveDown(0.2);
  };
  const body = (text: string) => doc.fillColor(INK).font('Helvetica').fontSize(11).text(printable(text), { width });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text('Family confirmation', MARGIN, MARGIN, { width });
  doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(`${printable(shown.practice.name)}  ·  Booking ${printable(consent.order_id_c)}`, { width });

  heading('What the family was shown');
  body(shown.service.says);
  if (shown.products.length > 0) {
    doc.moveDown(0.4);
    for (const product of shown.products) {
      body(`${product.quantity} x ${product.name}${product.options.length ? ` (${product.options.join(', ')})` : ''}`);
      if (product.engraving) body(`    Engraving, version ${product.engraving.version}: ${product.engraving.summary}`);
    }
  }
  doc.moveDown(0.4);
  body(shown.amount !== null ? `To pay: ${formatMoney(shown.amount)} (inc GST)` : (shown.amount_note ?? ''));

  heading('What they agreed to');
  body(consent.consent_wording);

  heading('Who confirmed, and when');
  body(`Name typed: ${consent.name ?? ''}`);
  body(`Confirmed: ${formatDateTime(consent.answered_at, timeZone)}`);
  body(`Through the link ${consent.link_id}, texted to ${displayOwnerPhone(consent.sent_to)} on ${formatDateTime(consent.link_created_at, timeZone)}; the owner's mobile was checked before the page showed.`);

  doc.end();
  return done;
}
