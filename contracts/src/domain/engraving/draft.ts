// The engraving draft (spec 001 s3), what a draft or version will engrave (issue 15 item 1), and
// whether two versions make the same artwork (issue 15 item 2).
import { canonicalJson } from '@portal/contracts/wire/canonical-json';
import { oneLine } from '../engraving-fit';
import { parseSize, type PlaqueConfig, takesPhoto, takesText } from './plaque-config';
import {
  ENGRAVING_TEXT_FIELDS,
  ENGRAVING_TEXT_LABELS,
  type EngravingFont,
  type EngravingFontSize,
  type EngravingIcon,
  type EngravingTextField,
  engravingTextLimits,
  type IconPlacement,
  nearestFontSize,
  type PhotoRotation,
} from './text';

/** One line of the artwork: its text, font size (pt), font face and character limit. */
export interface EngravingTextLine {
  text: string;
  /** A size of FONT_SIZES, or '' while none is chosen. */
  size: EngravingFontSize | '';
  /** A face of FONT_FACES, or '' while none is chosen. */
  font: EngravingFont | '';
  max: number;
}

/** What the image step keeps (spec 001 s3: croppedImage, fileImgSrc, croppedAreaPixels, aspectW, aspectH). */
export interface EngravingImageOptions {
  /** The applied crop, a PNG data URL at most 1080 x 1080; null until Apply. */
  croppedImage: string | null;
  /** The chosen file's name (the file itself stays in memory: it may be 20 MB). */
  fileImgSrc: string | null;
  /** The crop in the rotated source image's pixels. */
  croppedAreaPixels: { x: number; y: number; width: number; height: number } | null;
  aspectW: number;
  aspectH: number;
  rotation: PhotoRotation;
  zoom: number;
}

/** The engraving draft (spec 001 s3). */
export interface EngravingDraft {
  productId: string;
  bookingId: string | null;
  quotedProductId: string | null;
  petName: EngravingTextLine;
  primaryText: EngravingTextLine;
  secondaryText: EngravingTextLine;
  icon: EngravingIcon | '';
  iconPlacement: IconPlacement | '';
  imageOptions: EngravingImageOptions;
  /** The artwork as approved and uploaded (PNG data URL, 398 wide), made on the approval step. */
  customTextImage: string | null;
  /** The engraving options image uploaded with it (the cropped photo, or the icon drawn on the plaque). */
  engravingOptionsImage: string | null;
  /** 'Content has been checked and is correct' is ticked. */
  approved: boolean;
}

/** The photo crop's aspect: the config's Ratios ('W:H'), else PhotoSize's own, else square. */
export function photoAspect(config: PlaqueConfig): { aspectW: number; aspectH: number } {
  const ratio = /^\s*(\d+(?:\.\d+)?)\s*[:/x×X]\s*(\d+(?:\.\d+)?)\s*$/.exec(config.Ratios);
  if (ratio && Number(ratio[1]) > 0 && Number(ratio[2]) > 0) return { aspectW: Number(ratio[1]), aspectH: Number(ratio[2]) };
  const photo = parseSize(config.PhotoSize);
  return photo ? { aspectW: photo.width, aspectH: photo.height } : { aspectW: 1, aspectH: 1 };
}

/** A new draft: the pet's name (cut to its limit) and the config's default sizes; no font, icon or photo yet. */
export function newEngravingDraft(
  config: PlaqueConfig,
  ids: { productId: string; bookingId: string | null; quotedProductId: string | null },
  petName = '',
): EngravingDraft {
  const limits = engravingTextLimits(config);
  const line = (text: string, pt: number, max: number): EngravingTextLine => ({
    // Never cut (a long pet name included): the step says what does not fit, and Next waits for it.
    text: oneLine(text),
    size: pt > 0 ? nearestFontSize(pt) : '',
    font: '',
    max,
  });
  return {
    ...ids,
    petName: line(petName, config.Name_Size, limits.petName),
    primaryText: line('', config.Text1_Size, limits.primaryText),
    secondaryText: line('', config.Text2_Size, limits.secondaryText),
    icon: '',
    iconPlacement: '',
    imageOptions: {
      croppedImage: null,
      fileImgSrc: null,
      croppedAreaPixels: null,
      ...photoAspect(config),
      rotation: 0,
      zoom: 1,
    },
    customTextImage: null,
    engravingOptionsImage: null,
    approved: false,
  };
}

/** What a version (or a draft) holds of the artwork: its text lines, icon and photo. */
export type EngravedFields = Pick<EngravingDraft, EngravingTextField | 'icon' | 'iconPlacement'> & {
  /** The photo's crop (a version's) or image options (a draft's, whose croppedImage is null until Apply); null without a photo. */
  imageOptions: object | null;
};

/** One thing the plaque will carry, in the order the pages list them. */
export type EngravedItem =
  | { kind: 'text'; field: EngravingTextField; label: string; line: EngravingTextLine }
  | { kind: 'icon'; label: 'Icon'; icon: EngravingIcon | 'None'; placement: IconPlacement | '' }
  | { kind: 'photo'; label: 'Photo' };

/**
 * Exactly what will be engraved, from the plaque config and a version's (or draft's) fields: the pet
 * name and each text line only when the plaque takes text and the line is not empty; the icon only
 * when the plaque takes one ('None' when none was chosen); the photo only when the plaque takes one
 * and the artwork has it. Fields a plaque does not carry (a photo-only tile keeps the pet's name in
 * its draft) are never listed. Without a config (a product no longer engravable) only what the
 * fields hold is listed. The one rule of check-existing, the approval step and the staff summary.
 */
export function engravedContent(config: PlaqueConfig | null, fields: EngravedFields): EngravedItem[] {
  const text = config ? takesText(config) : true;
  const photo = config ? takesPhoto(config) : true;
  const items: EngravedItem[] = [];
  if (text) {
    for (const field of ENGRAVING_TEXT_FIELDS) {
      const line = fields[field];
      if (line.text.trim()) items.push({ kind: 'text', field, label: ENGRAVING_TEXT_LABELS[field], line });
    }
    const icon = fields.icon && fields.icon !== 'None' ? fields.icon : 'None';
    if (config || icon !== 'None') items.push({ kind: 'icon', label: 'Icon', icon, placement: icon === 'None' ? '' : fields.iconPlacement });
  }
  const options = fields.imageOptions;
  const hasPhoto = options !== null && !('croppedImage' in options && options.croppedImage === null);
  if (photo && hasPhoto) items.push({ kind: 'photo', label: 'Photo' });
  return items;
}

/**
 * The summary staff read, of engravedContent: 'Rosie / Always by our side, icon Heart (Right), with a
 * photo'; 'Photo only' for a photo alone; 'Nothing to engrave' for nothing.
 */
export function engravedSummary(items: readonly EngravedItem[]): string {
  const words = items.flatMap((item) => (item.kind === 'text' ? [item.line.text.trim()] : [])).join(' / ');
  const icon = items.find((item) => item.kind === 'icon' && item.icon !== 'None');
  const iconText = icon?.kind === 'icon' ? `icon ${icon.icon} (${icon.placement || 'Right'})` : '';
  const photo = items.some((item) => item.kind === 'photo');
  if (!words && !iconText) return photo ? 'Photo only' : 'Nothing to engrave';
  return [words, iconText, photo ? 'with a photo' : ''].filter(Boolean).join(', ');
}

/** What defines an artwork apart from its images: the text lines (text, font, size), the icon, and the photo's crop. */
export interface ArtworkFields {
  petName: Pick<EngravingTextLine, 'text' | 'font' | 'size'>;
  primaryText: Pick<EngravingTextLine, 'text' | 'font' | 'size'>;
  secondaryText: Pick<EngravingTextLine, 'text' | 'font' | 'size'>;
  icon: string;
  iconPlacement: string;
  imageOptions: Record<string, unknown> | null;
}

/** Two values say the same (two artworks compare by content, not key order). */
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * Whether two versions' fields make the same artwork: every text line's text, font and size, the icon
 * and placement, and the photo's crop (its file name, area, rotation, zoom, aspect; croppedImage, a
 * draft's copy of the photo, is left out). A line's `max` is a limit, not part of the artwork. The
 * photo's own bytes are compared by the server (the uploads' keys differ per upload).
 */
export function sameArtworkFields(a: ArtworkFields, b: ArtworkFields): boolean {
  const defining = (fields: ArtworkFields) => {
    const line = (l: ArtworkFields['petName']) => ({ text: l.text, font: l.font, size: l.size });
    const { croppedImage: _image, ...crop } = fields.imageOptions ?? {};
    return {
      petName: line(fields.petName),
      primaryText: line(fields.primaryText),
      secondaryText: line(fields.secondaryText),
      icon: fields.icon === 'None' ? '' : fields.icon,
      iconPlacement: fields.icon && fields.icon !== 'None' ? fields.iconPlacement : '',
      imageOptions: fields.imageOptions ? crop : null,
    };
  };
  return same(defining(a), defining(b));
}

/** One part of an artwork that can change between versions. */
export type ArtworkPart = EngravingTextField | 'icon' | 'photo';

/**
 * What changed from one version to the next (issue 32 item 4: a revised version says what the practice
 * changed): each text line whose text, font or size differs, the icon or its placement, and the photo
 * (added, removed or cropped anew), in the order the pages list them. Empty when the two make the
 * same artwork (sameArtworkFields).
 */
export function artworkChanges(before: ArtworkFields, after: ArtworkFields): ArtworkPart[] {
  const line = (l: ArtworkFields['petName']) => ({ text: l.text.trim(), font: l.font, size: l.size });
  const icon = (fields: ArtworkFields) => (fields.icon && fields.icon !== 'None' ? [fields.icon, fields.iconPlacement] : []);
  const photo = (fields: ArtworkFields) => {
    if (!fields.imageOptions) return null;
    const { croppedImage: _image, ...crop } = fields.imageOptions;
    return crop;
  };
  const changed: ArtworkPart[] = ENGRAVING_TEXT_FIELDS.filter((field) => !same(line(before[field]), line(after[field])));
  if (!same(icon(before), icon(after))) changed.push('icon');
  if (!same(photo(before), photo(after))) changed.push('photo');
  return changed;
}
