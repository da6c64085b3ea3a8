// The pixels of an uploaded image, read from its header (issue 29, item 7): a 249 KB PNG can claim
// 16000 x 16000 pixels, and every page that later draws it would try to decode 1 GiB. `image-size`
// (MIT, maintained) reads the width and height without decoding; the limit is the page's
// (@portal/contracts/domain/image-dimensions).
import { imageSize } from 'image-size';
import { imageDimensionsProblem, type ImageDimensions } from '@portal/contracts/domain/image-dimensions';
import { invalidFields } from './api-error.ts';

/** The image types the portal stores, as image-size names them. */
export type StoredImageType = 'png' | 'jpg';

/**
 * The width and height in the header of `content`, an image of `type`; null when the header cannot be
 * read (truncated, damaged) or is of another type than the one the bytes were accepted as.
 */
export function headerDimensions(content: Uint8Array, type: StoredImageType): ImageDimensions | null {
  try {
    // image-size reads through a DataView over `content.buffer`, not bounded by the view: a header cut
    // short inside a Node buffer pool (every small base64 decode) would read its numbers from whatever
    // follows in the pool. A copy of exactly these bytes makes a short header throw instead.
    const size = imageSize(Uint8Array.from(content));
    return size.type === type ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}

/**
 * Refuses (422 naming `field`) an image whose header cannot be read or claims more pixels than the
 * portal shows; `label` names the image in the message ('The image', 'The confirmation screenshot').
 */
export function refuseOversizedImage(field: string, label: string, content: Uint8Array, type: StoredImageType): void {
  const problem = imageDimensionsProblem(label, headerDimensions(content, type));
  if (problem) throw invalidFields({ [field]: problem });
}

/** PNG or JPEG by their first bytes (what the artwork steps upload); anything else is refused. */
export function imageTypeOf(bytes: Uint8Array): { contentType: 'image/png'; extension: 'png' } | { contentType: 'image/jpeg'; extension: 'jpg' } | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}
