// Where the files behind signed links are served (routes/files.ts verifies these paths), and the
// links to them that the answers carry: booking images, engraving artwork, invoice PDFs.
import type { Context } from 'hono';
import { absoluteUrl } from './public-url.ts';
import type { LinkSigner } from './signed-links.ts';

/** Image links last 1 to 2 hours: signed for an hour, rounded up to the next whole hour. */
const IMAGE_LINK_SECONDS = 3600;
/** Signed links to the artwork's images last this long (rounded up to a whole bucket). */
const FILE_LINK_SECONDS = 15 * 60;
const FILE_LINK_BUCKET_SECONDS = 5 * 60;

export const bookingImagePath = (imageId: string) => `/files/booking-images/${imageId}`;
export const engravingFilePath = (key: string) => `/files/${key}`;
export const invoicePdfPath = (invoiceId: string) => `/files/invoices/${invoiceId}.pdf`;

/** A booking image's link (a pet tag photo, a confirmation screenshot). */
export function bookingImageSigner(c: Context, signer: LinkSigner, publicUrl: string | undefined) {
  return (imageId: string) => absoluteUrl(c, signer.sign(bookingImagePath(imageId), IMAGE_LINK_SECONDS, IMAGE_LINK_SECONDS), publicUrl);
}

/** A fresh short-lived link to an uploaded image. */
export function engravingFileSigner(c: Context, signer: LinkSigner, publicUrl: string | undefined) {
  return (key: string) => absoluteUrl(c, signer.sign(engravingFilePath(key), FILE_LINK_SECONDS, FILE_LINK_BUCKET_SECONDS), publicUrl);
}

/** A link to a file a new tab opens, `{ url, expires_at }`, signed for `seconds` (an invoice's or a pet tag's PDF). */
export function signedFileLink(c: Context, signer: LinkSigner, publicUrl: string | undefined, path: string, seconds: number) {
  const link = signer.sign(path, seconds);
  const expires = Number(new URL(link, 'http://x').searchParams.get('expires'));
  return { url: absoluteUrl(c, link, publicUrl), expires_at: new Date(expires * 1000).toISOString() };
}
