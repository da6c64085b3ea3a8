// The bodies the engraving calls take (routes/engraving.ts), as valibot schemas: the artwork's submit
// (its text lines, icon, photo crop and the uploads' keys), the owner's phone check and the approval.
import * as v from 'valibot';
import {
  ENGRAVING_ICONS,
  FONT_FACES,
  FONT_SIZES,
  ICON_PLACEMENTS,
  ICON_REQUIRED_MESSAGE,
  PHOTO_ROTATIONS,
  PLACEMENT_REQUIRED_MESSAGE,
  VERIFY_PHONE_FORMAT_MESSAGE,
} from '@portal/contracts/domain/engraving';
import { ID_MAX, tooLongMessage, URL_MAX } from '@portal/contracts/domain/limits';

const NOT_AN_ENGRAVING = 'engravingFiles must be an object';
const TEXT_LINE = 'Each text line needs its text, font and size';
const NOT_AN_IMAGE_CROP = 'The photo needs its crop, aspect, rotation and zoom';
const NUMBER = 'Must be a number';

const textLine = v.object(
  {
    text: v.pipe(v.string('Text must be a text'), v.maxLength(200, 'Text is too long')),
    size: v.union([v.picklist(FONT_SIZES), v.literal('')], 'Please choose a font size'),
    font: v.union([v.picklist(FONT_FACES), v.literal('')], 'Please choose a font face'),
    max: v.number(NUMBER),
  },
  TEXT_LINE,
);

/** A required id or key the client sends back, at most ID_MAX characters. */
const requiredId = (label: string, required: string) => v.pipe(v.string(required), v.nonEmpty(required), v.maxLength(ID_MAX, tooLongMessage(label, ID_MAX)));
const uploadUrl = (label: string) => v.optional(v.pipe(v.string(), v.maxLength(URL_MAX, tooLongMessage(label, URL_MAX))));

export const submitSchema = v.object({
  actual_product_id: requiredId('actual_product_id', 'actual_product_id is required'),
  engravingFiles: v.object(
    {
      image_options_key: requiredId('image_options_key', 'The artwork image is required'),
      image_options_url: uploadUrl('image_options_url'),
      engraving_options_key: requiredId('engraving_options_key', 'The engraving options image is required'),
      engraving_options_url: uploadUrl('engraving_options_url'),
      petName: textLine,
      primaryText: textLine,
      secondaryText: textLine,
      icon: v.union([v.picklist(ENGRAVING_ICONS), v.literal('')], ICON_REQUIRED_MESSAGE),
      iconPlacement: v.union([v.picklist(ICON_PLACEMENTS), v.literal('')], PLACEMENT_REQUIRED_MESSAGE),
      imageOptions: v.nullable(
        v.object(
          {
            fileImgSrc: v.nullable(v.pipe(v.string('The photo name must be a text'), v.maxLength(500, 'The photo name is too long'))),
            croppedAreaPixels: v.nullable(
              v.object({ x: v.number(NUMBER), y: v.number(NUMBER), width: v.number(NUMBER), height: v.number(NUMBER) }, NOT_AN_IMAGE_CROP),
            ),
            aspectW: v.number(NUMBER),
            aspectH: v.number(NUMBER),
            rotation: v.picklist(PHOTO_ROTATIONS, 'Rotation must be 0, 90, 180 or 270'),
            zoom: v.number(NUMBER),
          },
          NOT_AN_IMAGE_CROP,
        ),
      ),
    },
    NOT_AN_ENGRAVING,
  ),
});

/**
 * Room for a mobile as anyone writes it ('+61 (0)412 555 055' is 19), wider than the booking's stored
 * PHONE_MAX; anything longer is not one, and the owner is told how to write it rather than a length.
 */
const VERIFY_PHONE_MAX_LENGTH = 40;
export const verifySchema = v.object({ phone: v.pipe(v.string('Please enter your mobile number'), v.maxLength(VERIFY_PHONE_MAX_LENGTH, VERIFY_PHONE_FORMAT_MESSAGE)) });
export const approveSchema = v.object({ version_id: requiredId('version_id', 'version_id is required') });
