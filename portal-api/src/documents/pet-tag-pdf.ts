// The printed pet tag (issue 19 item 1) as a PDF, laid out with pdfkit in its standard Helvetica: the
// service type in the tagging guide's colour, the order number, pet, species and weight, the owner's
// surname and the practice in large type, and a QR code of the booking's portal address.
import { loadPdfKit } from './pdfkit.ts';
import QRCode from 'qrcode';
import { petTagCopies, type PetTagContent, type PetTagCopy, type PetTagFormat } from '@portal/contracts/domain/pet-tag';
import { contentHash, fileKeys } from '../storage/file-store.ts';

type Doc = PDFKit.PDFDocument;

const POINTS_PER_INCH = 72;
/** 4 x 6 in, the direct-thermal shipping label that practices' label printers (Zebra, Dymo 4XL, Rollo) take. */
export const LABEL_SIZE: readonly [number, number] = [4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH];

const INK = '#111111';
const MUTED = '#444444';
/** The layout is drawn for a 4 x 6 in tag and scaled to the space it gets. */
const [BASE_WIDTH, BASE_HEIGHT] = LABEL_SIZE;
const PAD = 14;

// Characters pdfkit's standard fonts can print (Windows-1252); anything else is written without its
// accents (Kōwhai -> Kowhai), or '?' when nothing is left.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || CP1252_EXTRAS.has(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...base].every((c) => c.charCodeAt(0) <= 0xff) && base !== '' ? base : '?';
    })
    .join('');
}

/** One line of text at the largest size up to `max` that fits `width`; below `min`, two lines cut with an ellipsis. */
function fitted(doc: Doc, text: string, x: number, y: number, width: number, max: number, min: number, font = 'Helvetica-Bold'): number {
  const line = printable(text);
  doc.font(font);
  let size = max;
  while (size > min && doc.fontSize(size).widthOfString(line) > width) size -= 0.5;
  doc.fontSize(size);
  const twoLines = doc.widthOfString(line) > width;
  const height = doc.currentLineHeight(true) * (twoLines ? 2 : 1);
  doc.text(line, x, y, { width, height, ellipsis: twoLines, lineBreak: twoLines, lineGap: 0 });
  return y + height;
}

function label(doc: Doc, text: string, x: number, y: number, size: number): number {
  doc.font('Helvetica').fontSize(size).fillColor(MUTED).text(text.toUpperCase(), x, y, { characterSpacing: 0.8, lineBreak: false });
  doc.fillColor(INK);
  return y + size + 2;
}

/** A QR code PNG with a 4-module quiet zone, 8 px a module (medium error correction survives a crease). */
export function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { errorCorrectionLevel: 'M', margin: 4, scale: 8, color: { dark: '#000000ff', light: '#ffffffff' } });
}

/** One tag in the box at (x, y), `width` x `height` points, named with which copy it is and what it is for. */
function drawTag(doc: Doc, tag: PetTagContent, copy: PetTagCopy, qr: Buffer, x: number, y: number, width: number, height: number) {
  const s = Math.min(width / BASE_WIDTH, height / BASE_HEIGHT);
  doc.save();
  doc.translate(x + (width - BASE_WIDTH * s) / 2, y + (height - BASE_HEIGHT * s) / 2).scale(s);
  const inner = BASE_WIDTH - 2 * PAD;

  // A frame in the tag's colour, so even a cut-off corner says which tag it is.
  doc.lineWidth(4).strokeColor(tag.colour).rect(2, 2, BASE_WIDTH - 4, BASE_HEIGHT - 4).stroke();
  // The band: the service type, white on the tagging guide's colour.
  doc.rect(0, 0, BASE_WIDTH, 78).fill(tag.colour);
  doc.fillColor('#ffffff');
  fitted(doc, tag.serviceType, PAD, 16, inner, 26, 17);
  doc.fillColor(INK);

  let top = 90;
  top = label(doc, 'Order no.', PAD, top, 9);
  top = fitted(doc, tag.orderNumber, PAD, top, inner, 34, 18) + 6;
  top = label(doc, 'Pet', PAD, top, 9);
  top = fitted(doc, tag.petName, PAD, top, inner, 28, 16) + 2;
  top = fitted(doc, [tag.species, tag.weight].filter(Boolean).join('  ·  '), PAD, top, inner, 18, 12, 'Helvetica') + 8;
  top = label(doc, 'Owner surname', PAD, top, 9);
  top = fitted(doc, tag.ownerSurname, PAD, top, inner, 22, 14) + 6;
  top = label(doc, 'Practice', PAD, top, 9);
  fitted(doc, tag.practiceName, PAD, top, inner, 15, 10, 'Helvetica');

  // The QR code at the foot (about 40 mm); beside it, which copy this is and what it is for (issue 31
  // item 6: two identical pages said nothing of why), then the code's caption.
  const qrSize = 116;
  const qrTop = BASE_HEIGHT - PAD - qrSize;
  doc.image(qr, PAD - 6, qrTop, { width: qrSize, height: qrSize });
  const captionX = PAD + qrSize;
  const captionWidth = BASE_WIDTH - captionX - PAD;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(copy.name, captionX, qrTop + 6, { width: captionWidth, lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(10).text(printable(copy.use), captionX, qrTop + 22, { width: captionWidth, lineGap: 1 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Scan to open this booking in the Vet Portal (staff sign-in).', captionX, qrTop + 60, { width: captionWidth, lineGap: 1 });
  doc.restore();
}

/** The tag as a PDF: on 4 x 6 in labels (two) or an A4 sheet of four, with cut lines. */
/**
 * The tag's layout version, part of a stored tag's key with what it prints: raise it with any change to
 * how renderPetTagPdf draws, so tags stored before a deploy are made again rather than served as they were.
 */
export const PET_TAG_LAYOUT_VERSION = 2;

/** Where a booking's tag in `format` is stored: a new key for each change of what it prints or how. */
export function petTagDocumentKey(bookingId: string, format: PetTagFormat, tag: PetTagContent, layout = PET_TAG_LAYOUT_VERSION): string {
  return fileKeys.petTagPdf(bookingId, format, contentHash({ layout, tag }));
}

export async function renderPetTagPdf(tag: PetTagContent, format: PetTagFormat): Promise<Buffer> {
  const [qr, PDFDocument] = await Promise.all([qrPng(tag.link), loadPdfKit()]);
  const title = `Pet tag ${printable(tag.orderNumber)}`;
  const doc = new PDFDocument({
    size: format === 'label' ? [...LABEL_SIZE] : 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Subject: `${printable(tag.serviceType)}: ${printable(tag.petName)}`, Creator: 'Vet Portal' },
    lang: 'en-AU',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const copies = petTagCopies(format);
  if (format === 'label') {
    for (const copy of copies) {
      doc.addPage();
      drawTag(doc, tag, copy, qr, 0, 0, LABEL_SIZE[0], LABEL_SIZE[1]);
    }
  } else {
    doc.addPage();
    const { width, height } = doc.page;
    const [w, h] = [width / 2, height / 2];
    // A small gap inside each quarter keeps the frame clear of a slightly crooked cut.
    copies.forEach((copy, i) => drawTag(doc, tag, copy, qr, (i % 2) * w + 6, Math.floor(i / 2) * h + 6, w - 12, h - 12));
    doc.save().lineWidth(0.5).strokeColor('#999999').dash(4, { space: 4 });
    doc.moveTo(w, 0).lineTo(w, height).stroke();
    doc.moveTo(0, h).lineTo(width, h).stroke();
    doc.undash().restore();
  }
  doc.end();
  return done;
}
