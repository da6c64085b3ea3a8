// The three engraving faces (spec 001 s9: Garamond, Times New Roman, Arial) as open-licence look-alikes
// from Fontsource, all under the SIL Open Font License 1.1: EB Garamond for Garamond, Tinos (metric-
// compatible with Times New Roman) and Arimo (metric-compatible with Arial). This module is part of
// the artwork steps' chunk, so the files load only when a plaque's steps open: the Latin files at
// once, the Latin Extended ones when a line needs them (their unicode-range).
import type { EngravingFont } from '@portal/contracts/domain/engraving';
import garamondLatin from '@fontsource/eb-garamond/files/eb-garamond-latin-400-normal.woff2';
import garamondLatinExt from '@fontsource/eb-garamond/files/eb-garamond-latin-ext-400-normal.woff2';
import tinosLatin from '@fontsource/tinos/files/tinos-latin-400-normal.woff2';
import tinosLatinExt from '@fontsource/tinos/files/tinos-latin-ext-400-normal.woff2';
import arimoLatin from '@fontsource/arimo/files/arimo-latin-400-normal.woff2';
import arimoLatinExt from '@fontsource/arimo/files/arimo-latin-ext-400-normal.woff2';

// Fontsource's unicode.json ranges of the two subsets.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

export interface EngravingTypeface {
  /** The look-alike's family name, as registered with the FontFace API. */
  family: string;
  /** The CSS font-family list: the look-alike, then the face itself where the system has it. */
  stack: string;
  latin: string;
  latinExt: string;
}

export const TYPEFACES: Record<EngravingFont, EngravingTypeface> = {
  Garamond: { family: 'EB Garamond', stack: '"EB Garamond", Garamond, serif', latin: garamondLatin, latinExt: garamondLatinExt },
  'Times New Roman': { family: 'Tinos', stack: 'Tinos, "Times New Roman", serif', latin: tinosLatin, latinExt: tinosLatinExt },
  Arial: { family: 'Arimo', stack: 'Arimo, Arial, sans-serif', latin: arimoLatin, latinExt: arimoLatinExt },
};

/** The face a line without a chosen font is drawn in. */
export const DEFAULT_FONT: EngravingFont = 'Times New Roman';

/** The canvas `font` of a face at a size in px. */
export function canvasFont(font: EngravingFont | '', px: number): string {
  return `${Math.max(1, Math.round(px * 100) / 100)}px ${TYPEFACES[font || DEFAULT_FONT].stack}`;
}

let registered: Promise<void> | null = null;

/**
 * Registers the faces with the page (once) and loads their Latin files. Resolves when they are loaded
 * (or failed: the canvas then draws in the system's face); resolves at once where the FontFace API is
 * missing.
 */
export function loadEngravingFonts(): Promise<void> {
  if (registered) return registered;
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document)) {
    registered = Promise.resolve();
    return registered;
  }
  const loads: Promise<unknown>[] = [];
  for (const face of Object.values(TYPEFACES)) {
    const latin = new FontFace(face.family, `url(${face.latin}) format("woff2")`, { unicodeRange: LATIN, display: 'swap' });
    const latinExt = new FontFace(face.family, `url(${face.latinExt}) format("woff2")`, { unicodeRange: LATIN_EXT, display: 'swap' });
    document.fonts.add(latin);
    document.fonts.add(latinExt);
    loads.push(latin.load());
  }
  registered = Promise.all(loads).then(
    () => undefined,
    (error: unknown) => console.warn('An engraving font could not be loaded', error),
  );
  return registered;
}

/** Waits for the files the given lines need (a Latin Extended file only when a line has such a character). */
export async function fontsFor(lines: { font: EngravingFont | ''; text: string }[]): Promise<void> {
  await loadEngravingFonts();
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(
    lines
      .filter((line) => line.text)
      .map((line) => document.fonts.load(canvasFont(line.font, 16), line.text).catch(() => [])),
  );
}
