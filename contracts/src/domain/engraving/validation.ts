// The artwork's validation (spec 001 s5): the messages, the image file check, and each step's
// check before Next.
import { fitLine } from '../engraving-fit';
import type { EngravingDraft, EngravingImageOptions } from './draft';
import { type PlaqueConfig, takesPhoto } from './plaque-config';
import type { EngravingStep } from './steps';
import {
  ENGRAVING_ICONS,
  ENGRAVING_TEXT_FIELDS,
  ENGRAVING_TEXT_LABELS,
  type EngravingTextField,
  type EngravingTextLimits,
  engravingTextLimits,
  FONT_FACES,
  FONT_SIZES,
  ICON_PLACEMENTS,
} from './text';

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
/**
 * The words the text step's messages use for the reader: the spec's (staff, and portal-api's refusals)
 * unless the page gives its own (an owner's page, issue 32 item 4: 'First line is required', not 'Text
 * line 1 is required').
 */
export interface TextStepWords {
  lines: Record<EngravingTextField, string>;
  fontRequired: string;
  sizeRequired: string;
}

export const SPEC_TEXT_WORDS: TextStepWords = {
  lines: ENGRAVING_TEXT_LABELS,
  fontRequired: 'Please choose a font face',
  sizeRequired: 'Please choose a font size',
};

export function customTextErrors(draft: Pick<EngravingDraft, EngravingTextField>, limits: EngravingTextLimits, words: TextStepWords = SPEC_TEXT_WORDS): CustomTextErrors {
  const errors: CustomTextErrors = {};
  for (const field of ENGRAVING_TEXT_FIELDS) {
    const line = draft[field];
    const label = words.lines[field];
    if (!line.text.trim()) errors[`${field}.text`] = `${label} is required`;
    else {
      const fit = fitLine(label, line.text, limits[field]);
      if (!fit.fits && fit.problems[0]) errors[`${field}.text`] = fit.problems[0];
    }
    if (!line.font || !(FONT_FACES as readonly string[]).includes(line.font)) errors[`${field}.font`] = words.fontRequired;
    if (line.size === '' || !(FONT_SIZES as readonly number[]).includes(line.size)) errors[`${field}.size`] = words.sizeRequired;
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

export function checkStep(step: EngravingStep, config: PlaqueConfig, draft: EngravingDraft, words: TextStepWords = SPEC_TEXT_WORDS): StepCheck {
  switch (step) {
    case 'customise-text': {
      const fields = customTextErrors(draft, engravingTextLimits(config), words);
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
