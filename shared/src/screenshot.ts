// The confirmation screenshot (spec 000 s4 Wizard flow 3): the element drawn with html2canvas-pro (a
// maintained fork of html2canvas that reads the colour functions Chakra's CSS uses), as a PNG data
// URL. The library is loaded only when a booking is submitted. A page longer than portal-api's pixel
// limit (domain/image-dimensions) is drawn smaller to fit it, rather than refused at submit.
import { cspNonce } from './csp-nonce';
import { scaleToFit } from '@portal/contracts/domain/image-dimensions';

export async function captureScreenshot(element: HTMLElement): Promise<string> {
  const { default: html2canvas } = await import('html2canvas-pro');
  // The style tags it writes into its copy of the page carry the page's CSP nonce.
  const nonce = cspNonce();
  if (nonce) html2canvas.setCspNonce(nonce);
  const box = element.getBoundingClientRect();
  const scale = scaleToFit({ width: Math.ceil(Math.max(box.width, element.scrollWidth)), height: Math.ceil(Math.max(box.height, element.scrollHeight)) });
  const canvas = await html2canvas(element, { backgroundColor: '#ffffff', scale, logging: false });
  return canvas.toDataURL('image/png');
}
