// The images of an artwork, made in the browser: the plaque drawn at a width (the live preview 500,
// the approved and uploaded artwork 398), the engraving options image, and the cropped photo resized
// to at most 1080 x 1080 (spec 001 s9).
import {
  APPROVAL_IMAGE_WIDTH,
  IMAGE_QUALITY,
  fitWithin,
  plaqueLayout,
  type EngravingDraft,
  type EngravingTextLimits,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';
import type { ImageDimensions } from '@portal/contracts/domain/image-dimensions';
import { drawPlaque, type ArtworkContent, type Picture } from './draw';
import { fontsFor } from './fonts';
import { glyphOf } from './icons';

export function loadPicture(src: string): Promise<Picture> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/**
 * A chosen image's width and height as the browser reads them from its header, before anything draws
 * it (an image not on the page is not decoded until drawn); null when the browser cannot open it.
 */
export async function naturalSizeOf(file: Blob): Promise<ImageDimensions | null> {
  const url = URL.createObjectURL(file);
  try {
    const { width, height } = await loadPicture(url);
    return { width, height };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * What of a draft the canvas draws; with `limits` (the live preview), the characters each line takes,
 * so what does not fit is drawn as not fitting.
 */
export function artworkContent(draft: EngravingDraft, photo: Picture | null, placeholders: boolean, limits?: EngravingTextLimits): ArtworkContent {
  return {
    lines: {
      petName: { text: draft.petName.text, font: draft.petName.font, max: limits?.petName },
      primaryText: { text: draft.primaryText.text, font: draft.primaryText.font, max: limits?.primaryText },
      secondaryText: { text: draft.secondaryText.text, font: draft.secondaryText.font, max: limits?.secondaryText },
    },
    glyph: glyphOf(draft.icon),
    photo,
    placeholders,
  };
}

export function layoutOf(config: PlaqueConfig, draft: EngravingDraft, width: number) {
  return plaqueLayout(
    config,
    {
      icon: draft.icon,
      iconPlacement: draft.iconPlacement,
      sizes: { petName: draft.petName.size, primaryText: draft.primaryText.size, secondaryText: draft.secondaryText.size },
    },
    width,
  );
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the artwork');
  return { canvas, ctx };
}

/** The plaque drawn `width` px wide, as a PNG data URL (fonts and photo loaded first). */
export async function renderArtwork(
  config: PlaqueConfig,
  draft: EngravingDraft,
  { width = APPROVAL_IMAGE_WIDTH, withText = true } = {},
): Promise<string> {
  const content = artworkContent(draft, null, false);
  if (!withText) {
    for (const line of Object.values(content.lines)) line.text = '';
  }
  await fontsFor(Object.values(content.lines));
  if (draft.imageOptions.croppedImage) content.photo = await loadPicture(draft.imageOptions.croppedImage);
  const layout = layoutOf(config, draft, width);
  const { canvas, ctx } = canvasOf(layout.width, Math.max(1, layout.height));
  drawPlaque(ctx, layout, content);
  return canvas.toDataURL('image/png');
}

/**
 * The two images uploaded at Finish (spec 001 s3: customTextImage, engravingOptionsImage): the artwork
 * 398 wide; and the cropped photo, or without one the icon on the plaque, 398 wide.
 */
export async function makeArtworkImages(
  config: PlaqueConfig,
  draft: EngravingDraft,
): Promise<{ customTextImage: string; engravingOptionsImage: string }> {
  const customTextImage = await renderArtwork(config, draft);
  const engravingOptionsImage = draft.imageOptions.croppedImage ?? (await renderArtwork(config, draft, { withText: false }));
  return { customTextImage, engravingOptionsImage };
}

/**
 * The crop as applied (spec 001 s9): resized to at most 1080 x 1080, as PNG at quality 0.85 (browsers
 * ignore a quality for PNG, which is lossless; it is passed as the spec states it).
 */
export function cropToPng(crop: HTMLCanvasElement): string {
  const size = fitWithin({ width: crop.width, height: crop.height });
  if (size.width === crop.width && size.height === crop.height) return crop.toDataURL('image/png', IMAGE_QUALITY);
  const { canvas, ctx } = canvasOf(size.width, size.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(crop, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/png', IMAGE_QUALITY);
}

/** A data URL's bytes, for an upload. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const type = match[1] ?? 'application/octet-stream';
  const data = match[3] ?? '';
  if (!match[2]) return new Blob([decodeURIComponent(data)], { type });
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
