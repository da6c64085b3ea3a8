// Images made in a test, to the byte: a real PNG or JPEG whose header claims any width and height
// (a 16000 x 16000 or 2^31-1 a side claim takes a few dozen bytes, as a probe's image would).
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/**
 * A grey 8-bit PNG whose IHDR says `width` x `height`. Its pixels are all there when the image is
 * small (up to 4096 pixels); a larger claim carries one compressed row, as a probe's file does.
 */
export function pngOfSize(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = width * height <= 4096 ? height : 1;
  const row = Buffer.alloc(1 + Math.min(width, 4096), 0x80);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: rows }, () => row)));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The header of a baseline JPEG (JFIF, then a one-component SOF0) saying `width` x `height` (each at most 65535). */
export function jpegOfSize(width: number, height: number) {
  const jfif = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.alloc(13);
  sof.set([0xff, 0xc0, 0x00, 0x0b, 0x08], 0);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof.set([0x01, 0x01, 0x11, 0x00], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, sof, Buffer.from([0xff, 0xd9])]);
}

/** `bytes` as the data URL the confirmation screenshot is sent as. */
export const dataUrlOf = (bytes: Buffer, type: 'png' | 'jpeg' = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;
