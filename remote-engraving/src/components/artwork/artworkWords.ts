// The artwork steps' words for who reads them. Staff read the spec's words (spec 001 s5); an owner reads
// plain ones (issue 32 item 4): "Text line 1 text", "Pet name font face", "Content has been checked and
// is correct" and "Please check the green approval checkbox" (a colour as the only cue) are a back
// office's words. The README lists every owner sentence that departs from the spec.
import {
  APPROVAL_LABEL,
  APPROVAL_REQUIRED_MESSAGE,
  ENGRAVING_TEXT_LABELS,
  SPEC_TEXT_WORDS,
  type EngravingIcon,
  type EngravingTextField,
  type PlaqueConfig,
  type TextStepWords,
} from '@portal/contracts/domain/engraving';

/** With the text step's messages (TextStepWords: each line's name, and what a missing lettering or size says). */
export interface ArtworkWords extends TextStepWords {
  /** Each text line's name: its fieldset's legend and what its messages call it. */
  lines: Record<EngravingTextField, string>;
  /** The labels of a line's three fields. */
  textLabel: (line: string) => string;
  fontLabel: (line: string) => string;
  sizeLabel: (line: string) => string;
  /** The approval step's checkbox, and what Next says while it is not ticked. */
  approval: string;
  approvalRequired: string;
  /** Under the preview. */
  previewCaption: (config: PlaqueConfig) => string;
  /** An icon's name (the value stored is always the spec's). */
  iconName: (icon: EngravingIcon) => string;
}

const plaqueSize = (config: PlaqueConfig) => (config.Dimensions !== '0' ? `${config.Dimensions} mm` : `photo ${config.PhotoSize} cm`);

export const STAFF_WORDS: ArtworkWords = {
  ...SPEC_TEXT_WORDS,
  lines: ENGRAVING_TEXT_LABELS,
  textLabel: (line) => `${line} text`,
  fontLabel: (line) => `${line} font face`,
  sizeLabel: (line) => `${line} font size`,
  approval: APPROVAL_LABEL,
  approvalRequired: APPROVAL_REQUIRED_MESSAGE,
  previewCaption: (config) => `Live preview to scale (${plaqueSize(config)}, ${config.Color})`,
  iconName: (icon) => icon,
};

/**
 * Ours (issue 32 item 4): the spec's 'Cat 1' to 'Cat 4' are one cat drawn four ways (preview/icons.ts:
 * Phosphor's fill, regular, bold and light weights); an owner is told which.
 */
export const OWNER_ICON_NAMES: Partial<Record<EngravingIcon, string>> = {
  'Cat 1': 'Cat, solid',
  'Cat 2': 'Cat, outline',
  'Cat 3': 'Cat, bold outline',
  'Cat 4': 'Cat, fine outline',
};

export const OWNER_APPROVAL_LABEL = 'I have checked the artwork and it is correct';

export const OWNER_WORDS: ArtworkWords = {
  lines: { petName: "Your pet's name", primaryText: 'First line', secondaryText: 'Second line' },
  fontRequired: 'Please choose the lettering',
  sizeRequired: 'Please choose a size',
  textLabel: (line) => line,
  fontLabel: (line) => `${line}: lettering`,
  sizeLabel: (line) => `${line}: size`,
  approval: OWNER_APPROVAL_LABEL,
  approvalRequired: `Please tick “${OWNER_APPROVAL_LABEL}” to send the artwork.`,
  previewCaption: (config) => `Your plaque drawn to scale: ${plaqueSize(config).replace(/(\d)x(\d)/, '$1 x $2')}, ${config.Color.toLowerCase()}`,
  iconName: (icon) => OWNER_ICON_NAMES[icon] ?? icon,
};

/** What Next says for a step's alert, in the reader's words. */
export const alertIn = (words: ArtworkWords, alert: string | undefined) => (alert === APPROVAL_REQUIRED_MESSAGE ? words.approvalRequired : alert);
