// The engraving's text limits, fonts, icons, icon placements and photo rotations (spec 001 s5, s9).
import type { PlaqueConfig } from './plaque-config';

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
