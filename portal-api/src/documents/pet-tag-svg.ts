// The printed pet tag as a picture (issue 31 item 6): what the bookings lists' Pet Tag column and its
// lightbox show once the tag has been printed. The same content as the PDF (pet-tag-pdf.ts), drawn as
// an SVG at the label's 4 x 6 shape so it reads as the tag the practice tied to the pet.
import QRCode from 'qrcode';
import type { PetTagContent } from '@portal/contracts/domain/pet-tag';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const WIDTH = 288;
const HEIGHT = 432;
const PAD = 14;
const FONT = 'Helvetica, Arial, sans-serif';

/** A line of text, shrunk (by SVG's textLength) only when it is longer than the tag is wide. */
function line(text: string, y: number, size: number, { bold = true, colour = '#111111', width = WIDTH - 2 * PAD } = {}): string {
  // Helvetica's average advance is a little over half the font size.
  const fit = text.length * size * 0.56 > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${PAD}" y="${y}" font-family="${FONT}" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="${colour}"${fit}>${escapeXml(text)}</text>`;
}

const caption = (text: string, y: number) =>
  `<text x="${PAD}" y="${y}" font-family="${FONT}" font-size="9" letter-spacing="0.8" fill="#444444">${escapeXml(text.toUpperCase())}</text>`;

/** The tag as an SVG document: the service band in its colour, the order, pet, owner surname, practice and QR code. */
export async function renderPetTagSvg(tag: PetTagContent): Promise<string> {
  const qrSize = 116;
  const qrTop = HEIGHT - PAD - qrSize;
  const qr = (await QRCode.toString(tag.link, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })).replace(
    '<svg ',
    `<svg x="${PAD - 6}" y="${qrTop}" width="${qrSize}" height="${qrSize}" `,
  );
  const speciesAndWeight = [tag.species, tag.weight].filter(Boolean).join('  ·  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="Pet tag ${escapeXml(tag.orderNumber)}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>
<rect x="2" y="2" width="${WIDTH - 4}" height="${HEIGHT - 4}" fill="none" stroke="${tag.colour}" stroke-width="4"/>
<rect width="${WIDTH}" height="78" fill="${tag.colour}"/>
${line(tag.serviceType, 48, 24, { colour: '#ffffff' })}
${caption('Order no.', 102)}
${line(tag.orderNumber, 136, 32)}
${caption('Pet', 160)}
${line(tag.petName, 188, 26)}
${speciesAndWeight ? line(speciesAndWeight, 212, 16, { bold: false }) : ''}
${caption('Owner surname', 238)}
${line(tag.ownerSurname, 262, 22)}
${caption('Practice', 284)}
${line(tag.practiceName, 302, 14, { bold: false })}
${qr}
<text x="${PAD + qrSize}" y="${qrTop + 44}" font-family="${FONT}" font-size="10" fill="#444444"><tspan x="${PAD + qrSize}">Scan to open this booking</tspan><tspan x="${PAD + qrSize}" dy="13">in the Vet Portal</tspan><tspan x="${PAD + qrSize}" dy="13">(staff sign-in).</tspan></text>
</svg>
`;
}
