// Reads the pet tag's QR code from a camera frame with zxing-wasm (ZXing-C++ compiled to WebAssembly,
// the reader-only build). Its .wasm file is an asset of remote-bookings' own build, served by the
// portal beside this code: zxing-wasm would otherwise fetch it from a public CDN, which a clinic's
// network or the portal's Content-Security-Policy may not allow. Loaded with the camera only.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** The .wasm as webpack emits it (assets/zxing_reader.<hash>.wasm), on the origin this code came from. */
const READER_WASM = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

prepareZXingModule({
  overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? READER_WASM : prefix + file) },
});

/** The text of the first QR code in the frame, or undefined when it shows none. */
export async function readQrCode(frame: ImageData): Promise<string | undefined> {
  const [result] = await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
  return result?.isValid && result.text ? result.text : undefined;
}
