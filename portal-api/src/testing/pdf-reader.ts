// Reads back what a PDF of this server holds, for tests: the text it writes and the images it embeds.
// Enough for pdfkit's output (standard fonts, Flate streams, PNGs split from their alpha), not a parser
// of every PDF.
import { inflateSync } from 'node:zlib';

export interface PdfImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, as jsQR and canvas take them. */
  rgba: Uint8ClampedArray;
}

interface PdfObject {
  dict: string;
  stream: Buffer | undefined;
}

function objects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1');
  const found: PdfObject[] = [];
  for (const match of text.matchAll(/\d+ 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[1]!;
    const start = body.indexOf('\nstream\n');
    if (start === -1) {
      found.push({ dict: body, stream: undefined });
      continue;
    }
    const end = body.lastIndexOf('\nendstream');
    const offset = match.index + match[0].indexOf(body) + start + '\nstream\n'.length;
    const raw = pdf.subarray(offset, offset + (end - start - '\nstream\n'.length));
    const dict = body.slice(0, start);
    found.push({ dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

const dictNumber = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict)?.[1]);

/** The text runs the PDF's pages show (one a TJ operator: a line, or the part of one in one font). */
export function pdfText(pdf: Buffer): string[] {
  const runs: string[] = [];
  for (const { dict, stream } of objects(pdf)) {
    if (!stream || dict.includes('/Subtype /Image')) continue;
    for (const [, parts] of stream.toString('latin1').matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...parts!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, h]) => h).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs;
}

/** The fill colours the pages paint with (`r g b scn`), as '#rrggbb', in order. */
export function pdfFillColours(pdf: Buffer): string[] {
  const colours: string[] = [];
  for (const { dict, stream } of objects(pdf)) {
    if (!stream || dict.includes('/Subtype /Image')) continue;
    for (const [, r, g, b] of stream.toString('latin1').matchAll(/([\d.]+) ([\d.]+) ([\d.]+) scn/g)) {
      colours.push(`#${[r, g, b].map((part) => Math.round(Number(part) * 255).toString(16).padStart(2, '0')).join('')}`);
    }
  }
  return colours;
}

/** The PDF's pages (their count). */
export const pdfPageCount = (pdf: Buffer) => objects(pdf).filter(({ dict }) => /\/Type \/Page\b/.test(dict)).length;

/** The PDF's colour images (RGB or grey, 8 bits, no predictor), as RGBA. */
export function pdfImages(pdf: Buffer): PdfImage[] {
  return objects(pdf)
    .filter(({ dict, stream }) => stream && dict.includes('/Subtype /Image') && !dict.includes('/DecodeParms') && dictNumber(dict, 'BitsPerComponent') === 8)
    .filter(({ dict }) => dict.includes('/DeviceRGB'))
    .map(({ dict, stream }) => {
      const [width, height] = [dictNumber(dict, 'Width'), dictNumber(dict, 'Height')];
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let i = 0; i < width * height; i++) {
        rgba.set([stream![i * 3]!, stream![i * 3 + 1]!, stream![i * 3 + 2]!, 255], i * 4);
      }
      return { width, height, rgba };
    });
}
