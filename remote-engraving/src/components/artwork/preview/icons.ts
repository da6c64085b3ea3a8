// The engraving icons (spec 001 s9) from Phosphor Icons (@phosphor-icons/core, MIT), read as SVG text
// and drawn from their paths, on the canvas (Path2D) and in the icon picker (<path d>), so both show
// the same glyph. Phosphor has one cat and one paw print, in several weights: Cat 1-4 are the cat in
// its fill, regular, bold and light weights; Cat's Paw is the filled paw print, Dog Paw the bold outline
// one, and Double Cat Paw two filled paw prints as a trail.
import type { EngravingIcon } from '@portal/contracts/domain/engraving';
import boneFill from '@phosphor-icons/core/fill/bone-fill.svg';
import catFill from '@phosphor-icons/core/fill/cat-fill.svg';
import catRegular from '@phosphor-icons/core/regular/cat.svg';
import catBold from '@phosphor-icons/core/bold/cat-bold.svg';
import catLight from '@phosphor-icons/core/light/cat-light.svg';
import dogFill from '@phosphor-icons/core/fill/dog-fill.svg';
import heartFill from '@phosphor-icons/core/fill/heart-fill.svg';
import horseFill from '@phosphor-icons/core/fill/horse-fill.svg';
import pawFill from '@phosphor-icons/core/fill/paw-print-fill.svg';
import pawBold from '@phosphor-icons/core/bold/paw-print-bold.svg';

/** Phosphor draws in a 256 x 256 box. */
export const GLYPH_BOX = 256;

/** One glyph placed in the box: its paths, moved by x, y and scaled about the box's origin. */
export interface GlyphPart {
  paths: string[];
  x: number;
  y: number;
  scale: number;
}

export type Glyph = GlyphPart[];

/** The `d` of each solid path of an SVG (a duotone's faded layer, with an opacity, is left out). */
export function svgPaths(svg: string): string[] {
  const paths: string[] = [];
  for (const match of svg.matchAll(/<path\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (/\bopacity=/.test(attributes)) continue;
    const d = /\bd="([^"]+)"/.exec(attributes)?.[1];
    if (d) paths.push(d);
  }
  return paths;
}

const whole = (svg: string): Glyph => [{ paths: svgPaths(svg), x: 0, y: 0, scale: 1 }];

export const ICON_GLYPHS: Record<Exclude<EngravingIcon, 'None'>, Glyph> = {
  Bone: whole(boneFill),
  "Cat's Paw": whole(pawFill),
  'Cat 1': whole(catFill),
  'Cat 2': whole(catRegular),
  'Cat 3': whole(catBold),
  'Cat 4': whole(catLight),
  'Dog Paw': whole(pawBold),
  Dog: whole(dogFill),
  'Double Cat Paw': [
    { paths: svgPaths(pawFill), x: 0, y: GLYPH_BOX * 0.42, scale: 0.58 },
    { paths: svgPaths(pawFill), x: GLYPH_BOX * 0.42, y: 0, scale: 0.58 },
  ],
  Heart: whole(heartFill),
  Horse: whole(horseFill),
};

export function glyphOf(icon: EngravingIcon | ''): Glyph | null {
  return icon && icon !== 'None' ? ICON_GLYPHS[icon] : null;
}
