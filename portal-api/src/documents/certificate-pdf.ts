// The certificate of cremation for the family, as an A4 PDF laid out with pdfkit in its standard fonts:
// the crematorium and the practice, the pet and the service, the custody steps with their dates, and a
// QR code of the verification page, which says whether the custody record is still as certified.
import { formatDateTime } from '@portal/contracts/domain/dates';
import type { CertificateContent } from '../data/certificates.ts';
import { loadPdfKit } from './pdfkit.ts';
import { printable, qrPng } from './pet-tag-pdf.ts';

const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#52606d';

/** The seal as printed: the first 16 hex digits of the certified event's hash, in groups of four. */
export const printedSeal = (headHash: string) => (headHash.slice(0, 16).match(/.{4}/g) ?? []).join(' ');

export async function renderCertificatePdf(content: CertificateContent, verifyUrl: string, colours: { dark: string; light: string }): Promise<Buffer> {
  const [qr, PDFDocument] = await Promise.all([qrPng(verifyUrl), loadPdfKit()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Certificate of cremation: ${printable(content.pet)}`, Author: printable(content.crematorium), Creator: 'Vet Portal' },
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

  doc.rect(0, 0, doc.page.width, 120).fill(colours.dark);
  doc.rect(0, 120, doc.page.width, 6).fill(colours.light);
  doc.fillColor('#ffffff').font('Helvetica').fontSize(12).text(printable(content.crematorium).toUpperCase(), MARGIN, 30, { characterSpacing: 2 });
  doc.font('Helvetica-Bold').fontSize(28).text('Certificate of Cremation', MARGIN, 52);
  doc.font('Helvetica').fontSize(11).text(`Issued ${formatDateTime(content.issuedAt, content.timeZone)} for ${printable(content.practice)}`, MARGIN, 90);

  doc.fillColor(INK).font('Helvetica').fontSize(12).text('This certifies the cremation of', MARGIN, 160);
  doc.font('Helvetica-Bold').fontSize(30).text(printable(content.pet), MARGIN, 180, { width });
  doc.font('Helvetica').fontSize(13).fillColor(MUTED).text([content.species, content.serviceType].filter(Boolean).map((part) => printable(part ?? '')).join('  ·  '), { width });

  doc.moveDown(1.2);
  doc.fillColor(colours.dark).font('Helvetica-Bold').fontSize(14).text('In our care, step by step');
  doc.moveDown(0.4);
  for (const step of content.steps) {
    const top = doc.y;
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(formatDateTime(step.at, content.timeZone), MARGIN, top, { width: 130 });
    doc.font('Helvetica').fontSize(11).text(printable(step.label), MARGIN + 140, top, { width: width - 140 });
    doc.moveDown(0.5);
  }

  // The QR code of the verification page, and what it is for, at the foot.
  const qrSize = 120;
  const qrTop = doc.page.height - MARGIN - qrSize;
  doc.image(qr, MARGIN - 8, qrTop, { width: qrSize, height: qrSize });
  const captionX = MARGIN + qrSize + 8;
  const captionWidth = width - qrSize - 8;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text('Check this certificate', captionX, qrTop + 10, { width: captionWidth });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `Scan the code to see whether the custody record of ${printable(content.pet)} is still exactly as this certificate shows it: each of its ${content.events} recorded steps is sealed to the one before.`,
      captionX,
      qrTop + 28,
      { width: captionWidth, lineGap: 1 },
    );
  doc.font('Courier').fontSize(10).fillColor(INK).text(`Seal ${printedSeal(content.headHash)}`, captionX, qrTop + 86, { width: captionWidth, lineBreak: false });
  doc.end();
  return done;
}
