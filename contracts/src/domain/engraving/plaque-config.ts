// The plaque config (spec 001 s3: 'a static file per product, keyed by SugarID'): its schema,
// its sizes, and what the plaque takes.
import * as v from 'valibot';

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

/** Where a plaque config's vessel image is, under portal-api (its Vessel_Image view of the product). */
export function vesselImagePath(config: Pick<PlaqueConfig, 'ID' | 'Vessel_Image'>): string {
  return `catalog-images/${encodeURIComponent(config.ID)}/vessel-${config.Vessel_Image}.svg`;
}
