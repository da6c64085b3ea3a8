// Draws the plaque on a 2D canvas from its layout (`plaqueLayout` of @portal/contracts/domain/engraving):
// the plaque's shape and finish, the photo, the icon's paths and the three lines in their fonts.
import type { Box, EngravingFont, EngravingTextField, PlaqueLayout, PlaqueShape } from '@portal/contracts/domain/engraving';
import { graphemes } from '@portal/contracts/domain/engraving-fit';
import { canvasFont } from './fonts';
import { GLYPH_BOX, type Glyph } from './icons';

/** An image the canvas can draw, with its size. */
export interface Picture {
  source: CanvasImageSource;
  width: number;
  height: number;
}

export interface ArtworkContent {
  /**
   * Each line, and in the live preview the characters its field takes (`max`, the count the field's
   * 'too long (29 fit)' uses): the characters past it are drawn in the overflow red, never squeezed in.
   */
  lines: Record<EngravingTextField, { text: string; font: EngravingFont | ''; max?: number }>;
  glyph: Glyph | null;
  photo: Picture | null;
  /** Mark where the photo goes while there is none (the live preview; never in an uploaded image). */
  placeholders: boolean;
}

/** The path of a box in a shape (rounded corners by arcs, so any canvas draws it). */
function shapePath(ctx: CanvasRenderingContext2D, box: Box, shape: PlaqueShape) {
  ctx.beginPath();
  if (shape === 'oval' || shape === 'round') {
    ctx.ellipse(box.x + box.width / 2, box.y + box.height / 2, box.width / 2, box.height / 2, 0, 0, Math.PI * 2);
  } else if (shape === 'rounded') {
    const r = Math.min(box.width, box.height) * 0.08;
    ctx.moveTo(box.x + r, box.y);
    ctx.arcTo(box.x + box.width, box.y, box.x + box.width, box.y + box.height, r);
    ctx.arcTo(box.x + box.width, box.y + box.height, box.x, box.y + box.height, r);
    ctx.arcTo(box.x, box.y + box.height, box.x, box.y, r);
    ctx.arcTo(box.x, box.y, box.x + box.width, box.y, r);
  } else {
    ctx.rect(box.x, box.y, box.width, box.height);
  }
  ctx.closePath();
}

/** Draws a picture to fill a box, cropping what overflows (its aspect kept). */
function drawCover(ctx: CanvasRenderingContext2D, picture: Picture, box: Box) {
  const boxRatio = box.width / box.height;
  const ratio = picture.width / picture.height;
  let sw = picture.width;
  let sh = picture.height;
  if (ratio > boxRatio) sw = picture.height * boxRatio;
  else sh = picture.width / boxRatio;
  const sx = (picture.width - sw) / 2;
  const sy = (picture.height - sh) / 2;
  ctx.drawImage(picture.source, sx, sy, sw, sh, box.x, box.y, box.width, box.height);
}

function drawGlyph(ctx: CanvasRenderingContext2D, glyph: Glyph, box: Box, ink: string) {
  if (typeof Path2D === 'undefined') return;
  ctx.save();
  ctx.fillStyle = ink;
  ctx.translate(box.x, box.y);
  ctx.scale(box.width / GLYPH_BOX, box.height / GLYPH_BOX);
  for (const part of glyph) {
    ctx.save();
    ctx.translate(part.x, part.y);
    ctx.scale(part.scale, part.scale);
    for (const d of part.paths) ctx.fill(new Path2D(d));
    ctx.restore();
  }
  ctx.restore();
}

export function drawPlaque(ctx: CanvasRenderingContext2D, layout: PlaqueLayout, content: ArtworkContent): void {
  const { colours, plaque } = layout;
  ctx.clearRect(0, 0, layout.width, layout.height);
  ctx.save();
  shapePath(ctx, plaque, layout.shape);
  ctx.clip();
  ctx.fillStyle = colours.fill;
  ctx.fillRect(plaque.x, plaque.y, plaque.width, plaque.height);

  if (layout.photo) {
    if (content.photo) {
      drawCover(ctx, content.photo, layout.photo);
    } else if (content.placeholders) {
      ctx.save();
      ctx.strokeStyle = colours.ink;
      ctx.globalAlpha = 0.6;
      ctx.lineWidth = Math.max(1, layout.width / 250);
      ctx.setLineDash([6, 4]);
      const inset = ctx.lineWidth;
      ctx.strokeRect(layout.photo.x + inset, layout.photo.y + inset, layout.photo.width - 2 * inset, layout.photo.height - 2 * inset);
      ctx.fillStyle = colours.ink;
      ctx.font = canvasFont('Arial', Math.max(10, layout.photo.width / 8));
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('Photo', layout.photo.x + layout.photo.width / 2, layout.photo.y + layout.photo.height / 2);
      ctx.restore();
    }
  }

  if (layout.icon && content.glyph) drawGlyph(ctx, content.glyph, layout.icon, colours.ink);

  ctx.fillStyle = colours.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  for (const line of layout.lines) {
    const { text, font, max } = content.lines[line.field];
    if (!text) continue;
    ctx.font = canvasFont(font, line.fontPx);
    const characters = max === undefined ? null : graphemes(text);
    if (characters && max !== undefined && characters.length > max) {
      drawOverflowingLine(ctx, line, characters.slice(0, max).join(''), characters.slice(max).join(''), colours.ink);
    } else {
      ctx.fillText(text, line.x, line.y, Math.max(1, line.maxWidth));
    }
  }
  ctx.restore();

  // The plaque's edge.
  ctx.save();
  shapePath(ctx, plaque, layout.shape);
  ctx.strokeStyle = colours.ink;
  ctx.globalAlpha = 0.35;
  ctx.lineWidth = Math.max(1, layout.width / 200);
  ctx.stroke();
  ctx.restore();
}

/** The colour of the characters that do not fit (issue 31 item 6), red on every finish. */
export const OVERFLOW_COLOUR = '#e53935';

/**
 * A line longer than its field takes (the live preview only; issue 31 item 6: a 41-character line was
 * drawn squeezed into the plaque while its field said '12 characters too long (29 fit)'). The characters
 * that fit are drawn as they would be engraved, centred and condensed only as a line of that many would
 * be; the rest follow on at the same size and condensing, in red and underlined, running on past the
 * plaque's edge where the shape cuts them off. So the drawing shows the same cut as the field's count.
 */
function drawOverflowingLine(
  ctx: CanvasRenderingContext2D,
  line: PlaqueLayout['lines'][number],
  kept: string,
  overflow: string,
  ink: string,
) {
  const keptWidth = ctx.measureText(kept).width;
  const overflowWidth = ctx.measureText(overflow).width;
  // What fillText's maxWidth would do to the characters that fit, and no more.
  const condense = keptWidth > line.maxWidth && keptWidth > 0 ? line.maxWidth / keptWidth : 1;
  ctx.save();
  ctx.textAlign = 'left';
  ctx.translate(line.x - (keptWidth * condense) / 2, line.y);
  ctx.scale(condense, 1);
  ctx.fillStyle = ink;
  ctx.fillText(kept, 0, 0);
  ctx.fillStyle = OVERFLOW_COLOUR;
  ctx.fillText(overflow, keptWidth, 0);
  ctx.strokeStyle = OVERFLOW_COLOUR;
  ctx.lineWidth = Math.max(1.5, line.fontPx / 12);
  ctx.beginPath();
  ctx.moveTo(keptWidth, line.fontPx * 0.15);
  ctx.lineTo(keptWidth + overflowWidth, line.fontPx * 0.15);
  ctx.stroke();
  ctx.restore();
}

/**
 * How a line comes out on the drawing when it does not fit its room (issue 15, item 3): `squeezed`
 * when it is wider than the room beside the photo and icon (the canvas then draws it condensed to that
 * width), `cut` when its letters reach past the plaque's top or bottom edge (the plaque's shape clips
 * them). Lines that fit are left out.
 */
export type DrawnFit = 'squeezed' | 'cut';

export function drawnLineFits(
  ctx: CanvasRenderingContext2D,
  layout: PlaqueLayout,
  lines: ArtworkContent['lines'],
): Partial<Record<EngravingTextField, DrawnFit>> {
  const fits: Partial<Record<EngravingTextField, DrawnFit>> = {};
  const { plaque } = layout;
  for (const line of layout.lines) {
    const { text, font } = lines[line.field];
    if (!text.trim()) continue;
    ctx.font = canvasFont(font, line.fontPx);
    const metrics = ctx.measureText(text);
    // Half a pixel of the 500 px drawing is rounding, not a squeeze.
    const tolerance = 0.5;
    const ascent = metrics.actualBoundingBoxAscent || line.fontPx * 0.75;
    const descent = metrics.actualBoundingBoxDescent || 0;
    if (line.y - ascent < plaque.y - tolerance || line.y + descent > plaque.y + plaque.height + tolerance) fits[line.field] = 'cut';
    else if (metrics.width > line.maxWidth + tolerance) fits[line.field] = 'squeezed';
  }
  return fits;
}
