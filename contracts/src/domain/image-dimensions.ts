// How large an image may be in pixels (issue 29, item 7): a 249 KB PNG can claim 16000 x 16000 pixels
// (1 GiB once decoded) or 2^31-1 a side in its header, and every page that draws it would try. The spec
// limits a chosen image to 20 MB (spec 001 s5) and says nothing of its pixels, so the cap is the
// portal's: 10,000 pixels a side and 50 megapixels (200 MB decoded), which still opens the 48
// megapixel photo of a current phone (8064 x 6048). One rule for every image: the photo a person
// chooses on the image step (checked in the browser from the image's natural size before the
// cropper opens) and every image portal-api stores (checked from its header: the artwork uploads
// and the confirmation screenshot, which the page scales to fit before sending).

/** The longest side an image may have, in pixels. */
export const IMAGE_MAX_SIDE_PX = 10_000;
/** The most pixels an image may have (width x height): 50 megapixels. */
export const IMAGE_MAX_PIXELS = 50_000_000;

export interface ImageDimensions {
  width: number;
  height: number;
}

const count = (n: number) => n.toLocaleString('en-AU');

/** The limit as a person reads it. */
export const IMAGE_DIMENSIONS_LIMIT_TEXT = `at most ${count(IMAGE_MAX_SIDE_PX)} pixels a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`;

/** Said when an image's width and height cannot be read (a damaged or truncated header). */
export const imageUnreadableMessage = (label: string) =>
  `${label} could not be read: its width and height are missing or damaged. Please choose another image.`;

/**
 * Null when an image of `size` may be opened and stored, else the message, naming the image (`label`,
 * 'The photo', 'The image') and the limit. A size that is not two whole numbers above 0 (or none:
 * its header could not be read) is refused as unreadable.
 */
export function imageDimensionsProblem(label: string, size: ImageDimensions | null | undefined): string | null {
  if (!size || !isSide(size.width) || !isSide(size.height)) return imageUnreadableMessage(label);
  if (size.width > IMAGE_MAX_SIDE_PX || size.height > IMAGE_MAX_SIDE_PX || size.width * size.height > IMAGE_MAX_PIXELS) {
    return `${label} is ${count(size.width)} x ${count(size.height)} pixels, larger than the portal can show: ${IMAGE_DIMENSIONS_LIMIT_TEXT}. Please choose a smaller image.`;
  }
  return null;
}

const isSide = (n: number) => Number.isSafeInteger(n) && n > 0;

/**
 * The scale (at most 1) that brings an image of `size` within the limit, for an image the page makes
 * itself (the confirmation screenshot): a long page is drawn smaller rather than refused. A side one
 * pixel short and 1% of the area to spare leave room for the canvas rounding each side up.
 */
export function scaleToFit(size: ImageDimensions): number {
  const side = Math.max(size.width, size.height);
  if (side <= IMAGE_MAX_SIDE_PX && Math.ceil(size.width) * Math.ceil(size.height) <= IMAGE_MAX_PIXELS) return 1;
  const bySide = (IMAGE_MAX_SIDE_PX - 1) / side;
  const byArea = Math.sqrt((IMAGE_MAX_PIXELS * 0.99) / Math.max(size.width * size.height, 1));
  return Math.min(1, bySide, byArea);
}
