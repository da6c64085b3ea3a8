// The engraving artwork's rules (spec 001 s2.6, s3 'Engraving plaque config' and 'Engraving draft',
// s4 'Product modal wizard', 'Image step', 'Approval finish', 'Engraving approval flow', s5, s9): the
// plaque config, the text limits, which steps a plaque has, the plaque's geometry on the preview
// canvas, and the validation messages. Pure functions: the staff product modal (remote-engraving's
// EngravingSteps), the owner's approval pages and portal-api all use them.
import * as v from 'valibot';
import { fitLine, oneLine } from './engraving-fit';
import { formatLongDate } from './dates';
import { displayOwnerPhone, nineDigitMobile } from './owner-phone';
import { ALL_STAGES, STAGES } from './stages';

// ---------------------------------------------------------------------------------------------
// Plaque config (spec 001 s3: 'a static file per product, keyed by SugarID')
// ---------------------------------------------------------------------------------------------

/**
 * A size of the config: '0' (none), one number (a square, or a circle for a round shape) or 'WxH'.
 * Dimensions are in millimetres, PhotoSize in centimetres (the two units the spec's factors convert:
 * 0.2645833333 mm per px and 37.795 px per cm).
 */
const SIZE_PATTERN = /^\s*(?:0|\d+(?:\.\d+)?(?:\s*[x×X]\s*\d+(?:\.\d+)?)?)\s*$/;

const sizeText = (field: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${field} must be '0', a number or 'WxH'`),
    v.transform((value) => String(value).trim()),
    v.regex(SIZE_PATTERN, `${field} must be '0', a number or 'WxH'`),
  );

/** A number, also as the numeric text a static config file may hold. */
const numeric = (field: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))], `${field} must be a number`),
    v.number(`${field} must be a number`),
    v.minValue(0, `${field} must not be negative`),
  );

const wholeNumber = (field: string) => v.pipe(numeric(field), v.integer(`${field} must be a whole number`));

export const VESSEL_IMAGES = [1, 2, 3] as const;

/**
 * The engraving plaque config of one product (spec 001 s3), as `GET portal/engraving/config/{productId}`
 * answers it (field names as the spec writes them). What each field means here:
 * - `ID`: the product id (SugarID) the config belongs to; `Product`: the product's name.
 * - `Size`: the plaque size's label ('Small', 'Large'...); '0' when the size takes no image options.
 * - `Ratios`: the photo crop's aspect, 'W:H' (e.g. '4:5'); when unreadable, PhotoSize's own aspect.
 * - `Shape`: 'Rectangle', 'Rounded Rectangle', 'Oval' or 'Round' (anything else draws a rectangle).
 * - `Color`: the plaque's finish: 'Gold', 'Silver', 'Bronze', 'Black', 'White', 'Rose Gold', 'Wood'
 *   or a '#rrggbb' colour (see `plaqueColours`).
 * - `Dimensions`: the plaque in mm, one number or 'WxH'; '0' for a product that takes no text (photo only).
 * - `PhotoSize`: the photo in cm, one number or 'WxH'; '0' for a plaque that takes no photo.
 * - `Icon_Ratio`: the icon's height as a fraction of the plaque's height (0.25 = a quarter).
 * - `Name_Size`, `Text1_Size`, `Text2_Size`: default font sizes in pt of the pet name and lines 1 and 2.
 * - `Name_Max`, `Text1_Max`, `Text2_Max`: the plaque's own character limits (0 = none of its own).
 * - `Vessel_Image`: which of the product's vessel images (1, 2 or 3) shows where the plaque goes.
 */
export const plaqueConfigSchema = v.object({
  ID: v.pipe(v.string('ID is required'), v.trim(), v.nonEmpty('ID is required')),
  Product: v.string('Product must be a text'),
  Size: v.pipe(v.union([v.string(), v.number()], 'Size must be a text'), v.transform((value) => String(value).trim())),
  Ratios: v.string('Ratios must be a text'),
  Shape: v.string('Shape must be a text'),
  Color: v.string('Color must be a text'),
  Dimensions: sizeText('Dimensions'),
  PhotoSize: sizeText('PhotoSize'),
  Icon_Ratio: v.pipe(numeric('Icon_Ratio'), v.maxValue(1, 'Icon_Ratio must be at most 1')),
  Name_Size: numeric('Name_Size'),
  Text1_Size: numeric('Text1_Size'),
  Text2_Size: numeric('Text2_Size'),
  Name_Max: wholeNumber('Name_Max'),
  Text1_Max: wholeNumber('Text1_Max'),
  Text2_Max: wholeNumber('Text2_Max'),
  Vessel_Image: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.transform(Number))], 'Vessel_Image must be 1, 2 or 3'),
    v.picklist(VESSEL_IMAGES, 'Vessel_Image must be 1, 2 or 3'),
  ),
});

/** A plaque config as the wire (or a static file) may hold it: numbers may come as numeric text. */
export type PlaqueConfigInput = v.InferInput<typeof plaqueConfigSchema>;
/** A checked plaque config: numbers are numbers, sizes are trimmed text. */
export type PlaqueConfig = v.InferOutput<typeof plaqueConfigSchema>;

export function parsePlaqueConfig(input: unknown): PlaqueConfig {
  return v.parse(plaqueConfigSchema, input);
}

/** A width and height, in the unit of where they came from (mm, cm or px). */
export interface Size2D {
  width: number;
  height: number;
}

/** '0' -> null (none); '100' -> 100 x 100; '150x100' (or '150 X 100', '150×100') -> 150 x 100. */
export function parseSize(value: string): Size2D | null {
  if (!SIZE_PATTERN.test(value)) return null;
  const [w = '0', h] = value.trim().split(/\s*[x×X]\s*/);
  const width = Number(w);
  const height = h === undefined ? width : Number(h);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The plaque takes text and an icon (its Dimensions are not '0'). */
export const takesText = (config: PlaqueConfig) => parseSize(config.Dimensions) !== null;
/** The plaque takes a photo (its PhotoSize is not '0'). */
export const takesPhoto = (config: PlaqueConfig) => parseSize(config.PhotoSize) !== null;

// ---------------------------------------------------------------------------------------------
// Text limits, fonts, icons (spec 001 s5, s9)
// ---------------------------------------------------------------------------------------------

/** Spec 001 s9: 'Engraving max characters: pet name 11, text lines 29 and 29.' */
export const ENGRAVING_MAX_CHARACTERS = { petName: 11, primaryText: 29, secondaryText: 29 } as const;

export type EngravingTextField = keyof typeof ENGRAVING_MAX_CHARACTERS;
export const ENGRAVING_TEXT_FIELDS = ['petName', 'primaryText', 'secondaryText'] as const satisfies readonly EngravingTextField[];

export const ENGRAVING_TEXT_LABELS: Record<EngravingTextField, string> = {
  petName: 'Pet name',
  primaryText: 'Text line 1',
  secondaryText: 'Text line 2',
};

export type EngravingTextLimits = Record<EngravingTextField, number>;

/** The limits of a plaque: the spec's, or the config's own maxima when smaller (0 = none of its own). */
export function engravingTextLimits(config: PlaqueConfig | null): EngravingTextLimits {
  const own = (max: number | undefined, limit: number) => (max && max > 0 ? Math.min(max, limit) : limit);
  return {
    petName: own(config?.Name_Max, ENGRAVING_MAX_CHARACTERS.petName),
    primaryText: own(config?.Text1_Max, ENGRAVING_MAX_CHARACTERS.primaryText),
    secondaryText: own(config?.Text2_Max, ENGRAVING_MAX_CHARACTERS.secondaryText),
  };
}

/** Spec 001 s9: 'Font faces: Garamond, Times New Roman, Arial.' */
export const FONT_FACES = ['Garamond', 'Times New Roman', 'Arial'] as const;
export type EngravingFont = (typeof FONT_FACES)[number];

/**
 * Spec 001 s9: 'Font size list runs from 10 to 99 with gaps (exact values not shown).' Ours: the
 * usual typographic steps, in pt.
 */
export const FONT_SIZES = [10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 80, 90, 99] as const;
export type EngravingFontSize = (typeof FONT_SIZES)[number];

/** The size of the list nearest to a config's default size (the lower one on a tie). */
export function nearestFontSize(pt: number): EngravingFontSize {
  let best: EngravingFontSize = FONT_SIZES[0];
  for (const size of FONT_SIZES) if (Math.abs(size - pt) < Math.abs(best - pt)) best = size;
  return best;
}

/** Spec 001 s9: 'Icons: None, Bone, Cat's Paw, Cat 1-4, Dog Paw, Dog, Double Cat Paw, Heart, Horse.' */
export const ENGRAVING_ICONS = [
  'None',
  'Bone',
  "Cat's Paw",
  'Cat 1',
  'Cat 2',
  'Cat 3',
  'Cat 4',
  'Dog Paw',
  'Dog',
  'Double Cat Paw',
  'Heart',
  'Horse',
] as const;
export type EngravingIcon = (typeof ENGRAVING_ICONS)[number];

/** Spec 001 s5: 'placement is Left or Right'. */
export const ICON_PLACEMENTS = ['Left', 'Right'] as const;
export type IconPlacement = (typeof ICON_PLACEMENTS)[number];

/** Spec 001 s9: 'Photo rotation 0, 90, 180, 270 degrees.' */
export const PHOTO_ROTATIONS = [0, 90, 180, 270] as const;
export type PhotoRotation = (typeof PHOTO_ROTATIONS)[number];

// ---------------------------------------------------------------------------------------------
// The engraving draft (spec 001 s3)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Steps (spec 001 s2.6 and s4)
// ---------------------------------------------------------------------------------------------

/** The artwork steps of the staff product modal, after its description step (spec 001 s2.6). */
export const ENGRAVING_STEPS = ['customise-text', 'icon', 'image-options', 'approval'] as const;
export type EngravingStep = (typeof ENGRAVING_STEPS)[number];

export const ENGRAVING_STEP_TITLES: Record<EngravingStep, string> = {
  'customise-text': 'Customise text',
  icon: 'Icon selection',
  'image-options': 'Image options',
  approval: 'Approval',
};

/**
 * Spec 001 s2.6: 'The customise-text and icon steps are dropped when the product's plaque dimension
 * config is '0'; the image step is dropped when its photo size config is '0'.'
 */
export function engravingSteps(config: PlaqueConfig): EngravingStep[] {
  return ENGRAVING_STEPS.filter((step) => {
    if (step === 'customise-text' || step === 'icon') return takesText(config);
    if (step === 'image-options') return takesPhoto(config);
    return true;
  });
}

/** The owner's approval pages that change the artwork (spec 001 s2.2), in their order. */
export const OWNER_CHANGE_ROUTES = ['customise-text', 'engraving-options', 'image-options', 'final-approval'] as const;
export type OwnerChangeRoute = (typeof OWNER_CHANGE_ROUTES)[number];

/**
 * Spec 001 s4, Engraving approval flow: 'Changes lead to customise-text or image options depending on
 * the product config: Dimensions '0' goes to image-options, otherwise customise-text; PhotoSize '0'
 * skips to final-approval.'
 */
export function ownerChangeRoutes(config: PlaqueConfig): OwnerChangeRoute[] {
  return OWNER_CHANGE_ROUTES.filter((route) => {
    if (route === 'customise-text' || route === 'engraving-options') return takesText(config);
    if (route === 'image-options') return takesPhoto(config);
    return true;
  });
}

/** Where 'I want to make changes' leads. */
export function ownerChangeStart(config: PlaqueConfig): OwnerChangeRoute {
  return ownerChangeRoutes(config)[0] ?? 'final-approval';
}

/** The page after `current` on the owner's change path ('final-approval' is the last). */
export function ownerNextRoute(config: PlaqueConfig, current: OwnerChangeRoute): OwnerChangeRoute {
  const routes = ownerChangeRoutes(config);
  const after = OWNER_CHANGE_ROUTES.slice(OWNER_CHANGE_ROUTES.indexOf(current) + 1);
  return after.find((route) => routes.includes(route)) ?? 'final-approval';
}

// ---------------------------------------------------------------------------------------------
// What will be engraved (issue 15 item 1)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Validation (spec 001 s5)
// ---------------------------------------------------------------------------------------------

export const APPROVAL_LABEL = 'Content has been checked and is correct';
export const APPROVAL_REQUIRED_MESSAGE = 'Please check the green approval checkbox';
export const IMAGE_REQUIRED_MESSAGE =
  'Please choose an image then press Apply to crop the image so it can be displayed on the right';
export const PLAQUE_SIZE_NO_IMAGE_MESSAGE = "Sorry, the selected plaque size doesn't support image options";
export const PHOTO_SIZE_NO_IMAGE_MESSAGE = "Sorry, the selected photo size doesn't support image options";
export const IMAGE_TYPES_TEXT = 'JPEG, GIF, PNG, TIFF or BMP, up to 20MB';
export const IMAGE_TYPE_MESSAGE = 'Please choose a JPEG, GIF, PNG, TIFF or BMP image.';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 20MB. Please choose a smaller image.';
export const ICON_REQUIRED_MESSAGE = 'Please choose an icon';
export const PLACEMENT_REQUIRED_MESSAGE = 'Please choose the placement, Left or Right';

/** Spec 001 s8 (Finish of the staff product modal). */
export const PRODUCT_ID_LOOKUP_FAILED_MESSAGE = 'Sorry, failed to retrieve product id';
export const NO_PRODUCT_ID_MESSAGE = 'Sorry, no product id';

/** 20MB (spec 001 s5), in bytes. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/gif', 'image/png', 'image/tiff', 'image/bmp', 'image/x-ms-bmp'] as const;
const IMAGE_EXTENSIONS = /\.(jpe?g|gif|png|tiff?|bmp)$/i;
/** The file input's accept list. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.gif,.png,.tif,.tiff,.bmp,image/jpeg,image/gif,image/png,image/tiff,image/bmp';

/**
 * A chosen file (spec 001 s5: 'JPEG, GIF, PNG, TIFF or BMP, up to 20MB'): its type by MIME type, or by
 * its name when the browser gives none; null when accepted, else the message.
 */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  const typed = file.type ? (IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()) : IMAGE_EXTENSIONS.test(file.name);
  if (!typed) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

export type CustomTextErrors = Partial<Record<`${EngravingTextField}.${'text' | 'font' | 'size'}`, string>>;

/**
 * Spec 001 s5, Customise text: 'pet name max 11 characters, text line 1 max 29, line 2 max 29. Each
 * has a font size and font face. Empty text, font or size is flagged.' Answers the flags (empty: valid).
 */
export function customTextErrors(draft: Pick<EngravingDraft, EngravingTextField>, limits: EngravingTextLimits): CustomTextErrors {
  const errors: CustomTextErrors = {};
  for (const field of ENGRAVING_TEXT_FIELDS) {
    const line = draft[field];
    const label = ENGRAVING_TEXT_LABELS[field];
    if (!line.text.trim()) errors[`${field}.text`] = `${label} is required`;
    else {
      const fit = fitLine(label, line.text, limits[field]);
      if (!fit.fits && fit.problems[0]) errors[`${field}.text`] = fit.problems[0];
    }
    if (!line.font || !(FONT_FACES as readonly string[]).includes(line.font)) errors[`${field}.font`] = 'Please choose a font face';
    if (line.size === '' || !(FONT_SIZES as readonly number[]).includes(line.size)) errors[`${field}.size`] = 'Please choose a font size';
  }
  return errors;
}

/** Spec 001 s5, Icon step: 'error if icon or placement is empty; placement is Left or Right'. */
export function iconErrors(draft: Pick<EngravingDraft, 'icon' | 'iconPlacement'>): { icon?: string; iconPlacement?: string } {
  const errors: { icon?: string; iconPlacement?: string } = {};
  if (!draft.icon || !(ENGRAVING_ICONS as readonly string[]).includes(draft.icon)) errors.icon = ICON_REQUIRED_MESSAGE;
  if (!draft.iconPlacement || !(ICON_PLACEMENTS as readonly string[]).includes(draft.iconPlacement)) {
    errors.iconPlacement = PLACEMENT_REQUIRED_MESSAGE;
  }
  return errors;
}

/**
 * Spec 001 s5, Image step: 'A plaque or photo size of '0' alerts "Sorry, the selected plaque size
 * doesn't support image options" (or the photo-size equivalent).' The plaque size is the config's Size,
 * the photo size its PhotoSize. Null when the plaque takes a photo.
 */
export function imageOptionsUnsupported(config: PlaqueConfig): string | null {
  if (config.Size.trim() === '0') return PLAQUE_SIZE_NO_IMAGE_MESSAGE;
  if (!takesPhoto(config)) return PHOTO_SIZE_NO_IMAGE_MESSAGE;
  return null;
}

/**
 * The image step's Next: the unsupported-size alert, else 'an image must be applied (cropped)'.
 * Null when the step may be left.
 */
export function imageStepAlert(config: PlaqueConfig, imageOptions: Pick<EngravingImageOptions, 'croppedImage'>): string | null {
  return imageOptionsUnsupported(config) ?? (imageOptions.croppedImage ? null : IMAGE_REQUIRED_MESSAGE);
}

/** Spec 001 s5, Approval: the checkbox is required. */
export function approvalAlert(approved: boolean): string | null {
  return approved ? null : APPROVAL_REQUIRED_MESSAGE;
}

/** A step's check before Next: the field flags of the form steps, or the alert of the others. */
export type StepCheck = { ok: true } | { ok: false; fields?: Record<string, string>; alert?: string };

export function checkStep(step: EngravingStep, config: PlaqueConfig, draft: EngravingDraft): StepCheck {
  switch (step) {
    case 'customise-text': {
      const fields = customTextErrors(draft, engravingTextLimits(config));
      return Object.keys(fields).length ? { ok: false, fields } : { ok: true };
    }
    case 'icon': {
      const fields = iconErrors(draft);
      return Object.keys(fields).length ? { ok: false, fields } : { ok: true };
    }
    case 'image-options': {
      // A plaque whose size takes no photo cannot be held up by it: the step only says so.
      if (imageOptionsUnsupported(config)) return { ok: true };
      const alert = imageStepAlert(config, draft.imageOptions);
      return alert ? { ok: false, alert } : { ok: true };
    }
    case 'approval': {
      const alert = approvalAlert(draft.approved);
      return alert ? { ok: false, alert } : { ok: true };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Geometry (spec 001 s9: image and canvas sizes, conversion factors)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// The owner's approval pages (spec 001 s2.2, s2.14, s4 'Engraving approval flow', s5, s8)
// ---------------------------------------------------------------------------------------------

export const ENGRAVING_PAGE_TITLE = 'Engraving Approval';
export const ARTWORK_APPROVED_TITLE = 'Artwork approved';
/**
 * Spec 001 s5: 'The phone number is invalid for this engraving.' Said to a family, in their words
 * (issue 15 item 7; the README lists it): the number typed is not the booking's.
 */
export const PHONE_INVALID_FOR_ENGRAVING_MESSAGE = "That number doesn't match the mobile we have for this booking. Please check it and try again.";
/**
 * Ours (spec 001 s5 names the rule, not its message): what is typed is not a mobile number as
 * Australians write it (nineDigitMobile), so it was not checked.
 */
export const VERIFY_PHONE_FORMAT_MESSAGE = 'Please enter your mobile number as you would dial it, for example 0412 345 678.';
/** Ours: the owner number is empty, so nobody can verify (spec 001 s5: 'An empty owner number blocks submit'). */
export const NO_OWNER_PHONE_MESSAGE =
  "We don't have a mobile number for this booking, so we can't show you the artwork here. Please call us and we'll help you.";
/** Ours: the server's answer after 5 wrong numbers in 15 minutes (429); `minutes` from Retry-After. */
export const tooManyTriesMessage = (minutes: number) =>
  `For your security, we've paused the check after several tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us and we'll help you.`;
/** Spec 001 s8: 'Sorry, login failed' (the guest account's sign-in); said to a family (issue 15 item 7). */
export const GUEST_LOGIN_FAILED_MESSAGE = "Sorry, we couldn't open the artwork check just now. Please try again.";
export const NO_DATA_MESSAGE = 'No data to show!';
export const NO_PRODUCT_ENGRAVED_MESSAGE = 'No product engraved!';
export const MAKE_CHANGES_LABEL = 'I want to make changes';
export const APPROVE_ARTWORK_LABEL = 'I approve this artwork';

/** Spec 001 s9 'engraving verify 9 digits'; the server allows this many tries per booking per window. */
export const VERIFY_PHONE_DIGITS = 9;
export const VERIFY_MAX_TRIES = 5;
export const VERIFY_WINDOW_MINUTES = 15;
/** How long an owner's grant (what a right number earns) lasts. */
export const OWNER_GRANT_MINUTES = 60;

/**
 * The owner's approval link is the key to the phone check (issue 16): it carries a random secret in
 * its fragment, `/engraving/verify/{b}/{q}#k=<secret>`, which the verify page sends in the
 * `Engraving-Link` header. A link lasts OWNER_LINK_DAYS (ours: long enough for a family to take their
 * time over a memorial, short enough that an old text message stops opening anything).
 */
export const OWNER_LINK_KEY_PARAM = 'k';
export const OWNER_LINK_DAYS = 30;
/** Ours: the verify page without its key, or with an expired, replaced or unknown one (the server's 404 says the same). */
export const OWNER_LINK_INVALID_MESSAGE = "This link has expired or is incomplete. Please use the latest link we sent you, or call us and we'll help.";

/**
 * Spec 001 s5: 'phone digits only, exactly 9 characters', read as Australians write a mobile (DESIGN.md;
 * issue 15 item 6): 0412 555 055, 412555055 and +61 412 555 055 are all the same 9 digits
 * (nineDigitMobile). Null when the typed number may be sent.
 */
export function verifyPhoneProblem(typed: string): string | null {
  return nineDigitMobile(typed) === null ? VERIFY_PHONE_FORMAT_MESSAGE : null;
}

/**
 * The owner's stored number without +61 (spec 001 s5: 'must equal the booking owner's number without
 * +61'): '+61412345678' and '0412345678' -> '412345678'; null when there is none.
 */
export function ownerNumberWithoutCountryCode(stored: string | null | undefined): string | null {
  const national = displayOwnerPhone(stored);
  if (!national) return null;
  return national.startsWith('0') ? national.slice(1) : national;
}

/** Whether a typed number (in any form nineDigitMobile reads) is the owner's: the check the server makes. */
export function phoneMatchesOwner(typed: string, stored: string | null | undefined): boolean {
  const own = ownerNumberWithoutCountryCode(stored);
  const digits = nineDigitMobile(typed);
  return own !== null && digits !== null && digits === own;
}

/**
 * Until when the artwork may still change (ours; spec 001 s2.2 names '/engraving/404: editing no
 * longer available'): until the booking reaches the tracker's Memorialisation step, where plaques are
 * engraved; never once cancelled.
 */
export function engravingEditable(orderStage: string): boolean {
  if (orderStage === STAGES.cancelled) return false;
  const at = ALL_STAGES.indexOf(orderStage);
  return at === -1 || at < ALL_STAGES.indexOf('Awaiting Processing');
}

/**
 * Ours (issue 15 item 2): the settled state of an approved artwork, said on check-existing and by the
 * server when an owner's submit comes after it: 'You approved this artwork on 24 November 2026.' (or,
 * approved by the practice in staff mode, 'This artwork was approved on ...').
 */
export function artworkApprovedMessage(version: { approved_at: string | null; approved_by: 'staff' | 'owner' | null }): string {
  const date = formatLongDate(version.approved_at);
  const on = date ? ` on ${date}` : '';
  return version.approved_by === 'staff' ? `This artwork was approved${on} by the practice.` : `You approved this artwork${on}.`;
}

/** Ours: what the owner can do after approving (the artwork pages no longer take changes from them). */
export const APPROVED_CHANGES_MESSAGE = "If something needs to change, please call us and we'll help.";

/** Ours (issue 15 item 2): a submit identical to the line's latest version is refused (409). */
export const sameAsLatestMessage = (version: number) =>
  `This artwork is the same as the latest version (version ${version}), so it was not sent again.`;

/** What defines an artwork apart from its images: the text lines (text, font, size), the icon, and the photo's crop. */
export interface ArtworkFields {
  petName: Pick<EngravingTextLine, 'text' | 'font' | 'size'>;
  primaryText: Pick<EngravingTextLine, 'text' | 'font' | 'size'>;
  secondaryText: Pick<EngravingTextLine, 'text' | 'font' | 'size'>;
  icon: string;
  iconPlacement: string;
  imageOptions: Record<string, unknown> | null;
}

/** A value with its object keys in order (two artworks compare by content, not key order). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

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
    return canonical({
      petName: line(fields.petName),
      primaryText: line(fields.primaryText),
      secondaryText: line(fields.secondaryText),
      icon: fields.icon === 'None' ? '' : fields.icon,
      iconPlacement: fields.icon && fields.icon !== 'None' ? fields.iconPlacement : '',
      imageOptions: fields.imageOptions ? crop : null,
    });
  };
  return JSON.stringify(defining(a)) === JSON.stringify(defining(b));
}

/** The query every owner page carries (spec 001 s5: 'staff, bookingId and quotedProductId'). */
export interface EngravingQuery {
  staff: boolean;
  bookingId: string;
  quotedProductId: string;
}

/** Reads the query; null when one is missing (the page then goes to /engraving/404). */
export function readEngravingQuery(search: string | URLSearchParams): EngravingQuery | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const staff = params.get('staff');
  const bookingId = params.get('bookingId')?.trim();
  const quotedProductId = params.get('quotedProductId')?.trim();
  if ((staff !== '0' && staff !== '1') || !bookingId || !quotedProductId) return null;
  return { staff: staff === '1', bookingId, quotedProductId };
}

export function engravingQueryString(query: EngravingQuery): string {
  return new URLSearchParams({ staff: query.staff ? '1' : '0', bookingId: query.bookingId, quotedProductId: query.quotedProductId }).toString();
}

/** Where a plaque config's vessel image is, under portal-api (its Vessel_Image view of the product). */
export function vesselImagePath(config: Pick<PlaqueConfig, 'ID' | 'Vessel_Image'>): string {
  return `catalog-images/${encodeURIComponent(config.ID)}/vessel-${config.Vessel_Image}.svg`;
}
