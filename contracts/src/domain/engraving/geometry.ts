// The plaque's geometry on the preview canvas (spec 001 s9: image and canvas sizes, conversion
// factors): sizes, shapes, colours and where each thing is drawn.
import { parseSize, type PlaqueConfig, type Size2D } from './plaque-config';
import {
  ENGRAVING_TEXT_FIELDS,
  type EngravingFontSize,
  type EngravingIcon,
  type EngravingTextField,
  type IconPlacement,
} from './text';

/** Spec 001 s9 conversion factors. */
export const MM_PER_PX = 0.2645833333;
export const PX_PER_PT = 1.333333;
export const TEXT_SCALE = 0.8;
export const PX_PER_CM = 37.795;
/** The live preview's width (spec 001 s9: 'Canvas width 500'). */
export const CANVAS_WIDTH = 500;
/** The width of the artwork images uploaded and approved (spec 001 s9: 'Approval image width 398'). */
export const APPROVAL_IMAGE_WIDTH = 398;
/** Spec 001 s9: 'Image resize limit 1080x1080 by default (PNG at 0.85 quality).' */
export const IMAGE_MAX_SIDE = 1080;
export const IMAGE_QUALITY = 0.85;
/** Spec 001 s4 and s9: Apply waits 2000 ms, then crops. */
export const APPLY_CROP_DELAY_MS = 2000;

/** Millimetres to (96 dpi) pixels. */
export const mmToPx = (mm: number) => mm / MM_PER_PX;
/** Centimetres to (96 dpi) pixels. */
export const cmToPx = (cm: number) => cm * PX_PER_CM;
/**
 * A font size in pt to pixels of a drawing `scale` (drawn px per real px): pt x 1.333333 px/pt x
 * the text scale 0.8 x scale.
 */
export const ptToPx = (pt: number, scale = 1) => pt * PX_PER_PT * TEXT_SCALE * scale;

/** Fits a size within max x max, keeping its aspect (never enlarges). */
export function fitWithin(size: Size2D, max = IMAGE_MAX_SIDE): Size2D {
  const factor = Math.min(1, max / size.width, max / size.height);
  return { width: Math.max(1, Math.round(size.width * factor)), height: Math.max(1, Math.round(size.height * factor)) };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PlaqueShape = 'rectangle' | 'rounded' | 'oval' | 'round';

export function plaqueShape(shape: string): PlaqueShape {
  const name = shape.trim().toLowerCase();
  if (name === 'round' || name === 'circle') return 'round';
  if (name === 'oval' || name === 'ellipse') return 'oval';
  if (name.startsWith('rounded')) return 'rounded';
  return 'rectangle';
}

/** The plaque's finish and the colour its engraving shows in. */
export interface PlaqueColours {
  fill: string;
  ink: string;
}

const FINISHES: Record<string, PlaqueColours> = {
  gold: { fill: '#d4b25c', ink: '#2b2213' },
  silver: { fill: '#c9cdd2', ink: '#1f2328' },
  bronze: { fill: '#b0814f', ink: '#24170b' },
  black: { fill: '#1d1d1f', ink: '#e3e3e3' },
  white: { fill: '#f6f5f0', ink: '#222222' },
  'rose gold': { fill: '#d8a48f', ink: '#2d1a14' },
  wood: { fill: '#9b6b43', ink: '#2a1809' },
};

/** The finish of a config's Color: a named finish, or a '#rrggbb' plaque with dark or light ink. */
export function plaqueColours(color: string): PlaqueColours {
  const name = color.trim().toLowerCase();
  const finish = FINISHES[name];
  if (finish) return finish;
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex?.[1]) {
    const n = parseInt(hex[1], 16);
    const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
    return { fill: `#${hex[1]}`, ink: luminance > 0.5 ? '#1f1f1f' : '#f2f2f2' };
  }
  return FINISHES.silver as PlaqueColours;
}

export interface TextLineLayout {
  field: EngravingTextField;
  /** Centre of the line. */
  x: number;
  /** Baseline ('alphabetic') of the line. */
  y: number;
  fontPx: number;
  /** The line may be drawn at most this wide (it is condensed beyond). */
  maxWidth: number;
}

/** Where everything goes on a drawing of the plaque `width` px wide. */
export interface PlaqueLayout {
  width: number;
  height: number;
  /** Drawn px per real (96 dpi) px. */
  scale: number;
  shape: PlaqueShape;
  colours: PlaqueColours;
  /** The plaque's face (the whole drawing); for a photo-only product, the photo. */
  plaque: Box;
  photo: Box | null;
  icon: Box | null;
  text: Box | null;
  lines: TextLineLayout[];
}

export interface LayoutInput {
  icon: EngravingIcon | '';
  iconPlacement: IconPlacement | '';
  /** Sizes in pt per line ('' draws the config's default). */
  sizes: Record<EngravingTextField, EngravingFontSize | ''>;
}

/** Line height of the engraving text, in font sizes. */
const LINE_HEIGHT = 1.25;
/** The alphabetic baseline sits this far down a line box, in font sizes (cap height and ascenders above it). */
const BASELINE = 0.95;

/**
 * The plaque drawn `width` px wide (the live preview: 500; the approval and uploaded images: 398):
 * - the plaque's Dimensions (mm) -> px at 0.2645833333 mm/px, scaled so its width is `width`;
 * - a photo (PhotoSize, cm -> px at 37.795 px/cm, same scale), fitted within the plaque's inner height,
 *   sits on the side away from the icon (left unless the icon is on the left);
 * - the icon, Icon_Ratio of the plaque's height square, on its placement's side of the text;
 * - the three lines (name, line 1, line 2), sizes pt -> px at 1.333333 px/pt x text scale 0.8 x scale,
 *   centred in what is left, as one block centred vertically.
 * A photo-only product (Dimensions '0') is drawn as its photo. Margins: 6% of the plaque's shorter
 * side (12% more for an oval or round plaque, whose corners are cut off); gaps: half a margin.
 */
/**
 * The size of the plaque's drawing `width` px wide, and its scale from the config's own size: the
 * plaque's Dimensions (mm), or for a photo-only plaque its PhotoSize (cm). What the artwork image of
 * a version measures (made APPROVAL_IMAGE_WIDTH wide), known before the image arrives.
 */
export function drawingSize(config: Pick<PlaqueConfig, 'Dimensions' | 'PhotoSize'>, width: number = CANVAS_WIDTH): Size2D & { scale: number } {
  const plaqueMm = parseSize(config.Dimensions);
  const photoCm = parseSize(config.PhotoSize);
  const drawn = plaqueMm
    ? { width: mmToPx(plaqueMm.width), height: mmToPx(plaqueMm.height) }
    : photoCm
      ? { width: cmToPx(photoCm.width), height: cmToPx(photoCm.height) }
      : { width: 1, height: 1 };
  const scale = width / drawn.width;
  return { width, height: Math.round(drawn.height * scale), scale };
}

export function plaqueLayout(config: PlaqueConfig, input: LayoutInput, width: number = CANVAS_WIDTH): PlaqueLayout {
  const shape = plaqueShape(config.Shape);
  const colours = plaqueColours(config.Color);
  const plaqueMm = parseSize(config.Dimensions);
  const photoCm = parseSize(config.PhotoSize);
  const { height, scale } = drawingSize(config, width);

  if (!plaqueMm) {
    // Photo only: the drawing is the photo.
    const plaque = { x: 0, y: 0, width, height };
    return { width, height, scale, shape, colours, plaque, photo: photoCm ? plaque : null, icon: null, text: null, lines: [] };
  }

  const plaque = { x: 0, y: 0, width, height };
  const curved = shape === 'oval' || shape === 'round';
  const margin = Math.min(width, height) * (curved ? 0.18 : 0.06);
  const gap = margin / 2;
  const inner = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  let left = inner.x;
  let right = inner.x + inner.width;

  const iconSide: IconPlacement = input.iconPlacement === 'Left' ? 'Left' : 'Right';
  let photo: Box | null = null;
  if (photoCm) {
    const wanted = { width: cmToPx(photoCm.width) * scale, height: cmToPx(photoCm.height) * scale };
    const fit = Math.min(1, inner.height / wanted.height, (inner.width * 0.5) / wanted.width);
    const size = { width: wanted.width * fit, height: wanted.height * fit };
    const y = inner.y + (inner.height - size.height) / 2;
    if (iconSide === 'Left' && input.icon && input.icon !== 'None') {
      photo = { x: right - size.width, y, ...size };
      right -= size.width + gap;
    } else {
      photo = { x: left, y, ...size };
      left += size.width + gap;
    }
  }

  let icon: Box | null = null;
  if (input.icon && input.icon !== 'None') {
    const side = Math.min(config.Icon_Ratio > 0 ? config.Icon_Ratio * height : height * 0.25, inner.height, (right - left) / 3);
    const y = inner.y + (inner.height - side) / 2;
    if (iconSide === 'Left') {
      icon = { x: left, y, width: side, height: side };
      left += side + gap;
    } else {
      icon = { x: right - side, y, width: side, height: side };
      right -= side + gap;
    }
  }

  const text = { x: left, y: inner.y, width: Math.max(0, right - left), height: inner.height };
  const defaults: Record<EngravingTextField, number> = {
    petName: config.Name_Size,
    primaryText: config.Text1_Size,
    secondaryText: config.Text2_Size,
  };
  const sizes = ENGRAVING_TEXT_FIELDS.map((field) => ptToPx(Number(input.sizes[field] || defaults[field] || 12), scale));
  const blockHeight = sizes.reduce((sum, px) => sum + px * LINE_HEIGHT, 0);
  let top = text.y + (text.height - blockHeight) / 2;
  const lines = ENGRAVING_TEXT_FIELDS.map((field, i) => {
    const fontPx = sizes[i] ?? 0;
    const line = { field, x: text.x + text.width / 2, y: top + fontPx * (BASELINE + (LINE_HEIGHT - 1) / 2), fontPx, maxWidth: text.width };
    top += fontPx * LINE_HEIGHT;
    return line;
  });
  return { width, height, scale, shape, colours, plaque, photo, icon, text, lines };
}
