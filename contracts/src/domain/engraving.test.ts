import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  APPROVAL_REQUIRED_MESSAGE,
  APPROVAL_IMAGE_WIDTH,
  drawingSize,
  CANVAS_WIDTH,
  ENGRAVING_ICONS,
  FONT_SIZES,
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PHOTO_SIZE_NO_IMAGE_MESSAGE,
  PLAQUE_SIZE_NO_IMAGE_MESSAGE,
  VERIFY_PHONE_FORMAT_MESSAGE,
  checkStep,
  engravingEditable,
  vesselImagePath,
  engravingQueryString,
  ownerNumberWithoutCountryCode,
  phoneMatchesOwner,
  readEngravingQuery,
  verifyPhoneProblem,
  cmToPx,
  customTextErrors,
  engravingSteps,
  engravingTextLimits,
  fitWithin,
  iconErrors,
  imageFileProblem,
  imageStepAlert,
  mmToPx,
  nearestFontSize,
  newEngravingDraft,
  ownerChangeStart,
  ownerNextRoute,
  parsePlaqueConfig,
  parseSize,
  photoAspect,
  plaqueColours,
  plaqueConfigSchema,
  plaqueLayout,
  ptToPx,
  type EngravingDraft,
  type PlaqueConfig,
  type PlaqueConfigInput,
} from './engraving';

const base: PlaqueConfigInput = {
  ID: 'prod-plaque-150',
  Product: 'Memorial plaque 150 x 100',
  Size: 'Large',
  Ratios: '4:5',
  Shape: 'Rectangle',
  Color: 'Gold',
  Dimensions: '150x100',
  PhotoSize: '4x5',
  Icon_Ratio: 0.25,
  Name_Size: 36,
  Text1_Size: 18,
  Text2_Size: 14,
  Name_Max: 0,
  Text1_Max: 0,
  Text2_Max: 0,
  Vessel_Image: 1,
};
const config = (change: Partial<PlaqueConfigInput> = {}): PlaqueConfig => parsePlaqueConfig({ ...base, ...change });

describe('plaque config (spec 001 s3: ID, Product, Size, Ratios, Shape, Color, Dimensions, PhotoSize, Icon_Ratio, ..., Vessel_Image)', () => {
  it('reads numbers given as text, as a static config file holds them', () => {
    const parsed = parsePlaqueConfig({ ...base, Icon_Ratio: '0.3', Name_Size: '40', Name_Max: '10', Vessel_Image: '2', Dimensions: ' 120 X 80 ' });
    expect(parsed).toMatchObject({ Icon_Ratio: 0.3, Name_Size: 40, Name_Max: 10, Vessel_Image: 2, Dimensions: '120 X 80' });
  });

  it.each([
    ['Dimensions', '0', true],
    ['Dimensions', '100', true],
    ['Dimensions', '150x100', true],
    ['Dimensions', 100, true],
    ['Dimensions', '150 by 100', false],
    ['PhotoSize', '0', true],
    ['PhotoSize', '4x5', true],
    ['PhotoSize', '', false],
    ['Vessel_Image', 3, true],
    ['Vessel_Image', 4, false],
    ['Name_Max', 10.5, false],
    ['Icon_Ratio', 2, false],
    ['ID', '', false],
  ] as const)('%s %o valid: %s', (field, value, valid) => {
    expect(v.safeParse(plaqueConfigSchema, { ...base, [field]: value }).success).toBe(valid);
  });

  it.each([
    ['0', null],
    ['100', { width: 100, height: 100 }],
    ['150x100', { width: 150, height: 100 }],
    ['150 × 100', { width: 150, height: 100 }],
    ['7.5X10', { width: 7.5, height: 10 }],
    ['nonsense', null],
  ])('size %s -> %o', (text, size) => {
    expect(parseSize(text)).toEqual(size);
  });
});

describe('text limits (spec 001 s9: pet name 11, text lines 29 and 29; or the config maxima when smaller)', () => {
  it.each([
    [{}, { petName: 11, primaryText: 29, secondaryText: 29 }],
    [{ Name_Max: 8, Text1_Max: 20, Text2_Max: 24 }, { petName: 8, primaryText: 20, secondaryText: 24 }],
    [{ Name_Max: 20, Text1_Max: 40, Text2_Max: 29 }, { petName: 11, primaryText: 29, secondaryText: 29 }],
    [{ Name_Max: 0 }, { petName: 11, primaryText: 29, secondaryText: 29 }],
  ])('config %o -> %o', (change, limits) => {
    expect(engravingTextLimits(config(change))).toEqual(limits);
  });

  it('a new draft starts from the whole pet name (never cut: the step says what does not fit) and the config default sizes, with no font yet', () => {
    const draft = newEngravingDraft(config({ Name_Size: 38, Text2_Size: 0 }), { productId: 'p', bookingId: null, quotedProductId: null }, 'Sir Fluffington');
    expect(draft.petName).toEqual({ text: 'Sir Fluffington', size: 36, font: '', max: 11 });
    expect(customTextErrors(draft, engravingTextLimits(config()))['petName.text']).toBe('Pet name is 4 characters too long (11 fit): "gton" does not fit.');
    expect(draft.primaryText).toEqual({ text: '', size: 18, font: '', max: 29 });
    expect(draft.secondaryText.size).toBe('');
    expect(draft.imageOptions).toMatchObject({ croppedImage: null, aspectW: 4, aspectH: 5, rotation: 0 });
  });
});

describe('fonts and icons (spec 001 s9)', () => {
  it('font sizes run from 10 to 99 with gaps, ascending', () => {
    expect(FONT_SIZES[0]).toBe(10);
    expect(FONT_SIZES.at(-1)).toBe(99);
    expect([...FONT_SIZES].sort((a, b) => a - b)).toEqual([...FONT_SIZES]);
    expect(nearestFontSize(38)).toBe(36);
    expect(nearestFontSize(5)).toBe(10);
    expect(nearestFontSize(120)).toBe(99);
  });
  it('icons: None, Bone, Cat\'s Paw, Cat 1-4, Dog Paw, Dog, Double Cat Paw, Heart, Horse', () => {
    expect(ENGRAVING_ICONS).toEqual(['None', 'Bone', "Cat's Paw", 'Cat 1', 'Cat 2', 'Cat 3', 'Cat 4', 'Dog Paw', 'Dog', 'Double Cat Paw', 'Heart', 'Horse']);
  });
});

describe("steps (spec 001 s2.6: customise-text and icon dropped when Dimensions is '0'; image dropped when PhotoSize is '0')", () => {
  it.each([
    [{ Dimensions: '150x100', PhotoSize: '4x5' }, ['customise-text', 'icon', 'image-options', 'approval']],
    [{ Dimensions: '0', PhotoSize: '4x5' }, ['image-options', 'approval']],
    [{ Dimensions: '150x100', PhotoSize: '0' }, ['customise-text', 'icon', 'approval']],
    [{ Dimensions: '0', PhotoSize: '0' }, ['approval']],
  ])('%o -> %o', (change, steps) => {
    expect(engravingSteps(config(change))).toEqual(steps);
  });
});

describe("owner change path (spec 001 s4: Dimensions '0' goes to image-options, otherwise customise-text; PhotoSize '0' skips to final-approval)", () => {
  it.each([
    [{ Dimensions: '150x100', PhotoSize: '4x5' }, 'customise-text', ['engraving-options', 'image-options', 'final-approval']],
    [{ Dimensions: '0', PhotoSize: '4x5' }, 'image-options', ['final-approval']],
    [{ Dimensions: '150x100', PhotoSize: '0' }, 'customise-text', ['engraving-options', 'final-approval']],
    [{ Dimensions: '0', PhotoSize: '0' }, 'final-approval', []],
  ] as const)('%o starts at %s, then %o', (change, start, rest) => {
    const c = config(change);
    expect(ownerChangeStart(c)).toBe(start);
    const path: string[] = [];
    let route = ownerChangeStart(c);
    while (route !== 'final-approval') {
      route = ownerNextRoute(c, route);
      path.push(route);
    }
    expect(path).toEqual(rest);
  });
});

function draftWith(change: Partial<EngravingDraft> = {}): EngravingDraft {
  const line = (text: string) => ({ text, size: 24 as const, font: 'Garamond' as const, max: 29 });
  return {
    ...newEngravingDraft(config(), { productId: 'p', bookingId: 'b', quotedProductId: null }),
    petName: { ...line('Bella'), max: 11 },
    primaryText: line('Forever in our hearts'),
    secondaryText: line('2010 - 2025'),
    icon: 'Heart',
    iconPlacement: 'Left',
    ...change,
  };
}

describe('validation (spec 001 s5)', () => {
  const limits = engravingTextLimits(config());

  it('customise text: empty text, font or size is flagged per field', () => {
    expect(customTextErrors(draftWith(), limits)).toEqual({});
    const errors = customTextErrors(
      draftWith({
        petName: { text: '  ', size: 24, font: 'Arial', max: 11 },
        primaryText: { text: 'Loved', size: '', font: 'Arial', max: 29 },
        secondaryText: { text: 'Always', size: 12, font: '', max: 29 },
      }),
      limits,
    );
    expect(errors).toEqual({
      'petName.text': 'Pet name is required',
      'primaryText.size': 'Please choose a font size',
      'secondaryText.font': 'Please choose a font face',
    });
  });

  it('customise text: text over its limit is flagged with what does not fit (pet name max 11)', () => {
    expect(customTextErrors(draftWith({ petName: { text: 'Bartholomew!', size: 24, font: 'Arial', max: 11 } }), limits)).toEqual({
      'petName.text': 'Pet name is 1 character too long (11 fit): "!" does not fit.',
    });
  });

  it.each([
    [{ icon: '', iconPlacement: 'Left' }, ['icon']],
    [{ icon: 'Dog', iconPlacement: '' }, ['iconPlacement']],
    [{ icon: '', iconPlacement: '' }, ['icon', 'iconPlacement']],
    [{ icon: 'None', iconPlacement: 'Right' }, []],
  ] as const)('icon step %o flags %o', (draft, fields) => {
    expect(Object.keys(iconErrors(draft))).toEqual(fields);
  });

  it.each([
    [{}, null, IMAGE_REQUIRED_MESSAGE],
    [{}, 'data:image/png;base64,AAAA', null],
    [{ Size: '0' }, null, PLAQUE_SIZE_NO_IMAGE_MESSAGE],
    [{ PhotoSize: '0' }, null, PHOTO_SIZE_NO_IMAGE_MESSAGE],
  ])('image step, config %o, crop %s -> %s', (change, croppedImage, alert) => {
    expect(imageStepAlert(config(change), { croppedImage })).toBe(alert);
  });

  it('the exact alert texts of spec 001 s5', () => {
    expect(IMAGE_REQUIRED_MESSAGE).toBe('Please choose an image then press Apply to crop the image so it can be displayed on the right');
    expect(PLAQUE_SIZE_NO_IMAGE_MESSAGE).toBe("Sorry, the selected plaque size doesn't support image options");
    expect(APPROVAL_REQUIRED_MESSAGE).toBe('Please check the green approval checkbox');
  });

  it.each([
    [{ name: 'bella.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'bella.gif', type: 'image/gif', size: 1000 }, null],
    [{ name: 'bella.png', type: 'image/png', size: IMAGE_MAX_BYTES }, null],
    [{ name: 'bella.tif', type: 'image/tiff', size: 1000 }, null],
    [{ name: 'bella.bmp', type: 'image/bmp', size: 1000 }, null],
    [{ name: 'bella.TIFF', type: '', size: 1000 }, null],
    [{ name: 'bella.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 }, IMAGE_TOO_LARGE_MESSAGE],
    [{ name: 'bella.webp', type: 'image/webp', size: 1000 }, IMAGE_TYPE_MESSAGE],
    [{ name: 'notes.pdf', type: 'application/pdf', size: 1000 }, IMAGE_TYPE_MESSAGE],
    [{ name: 'no-extension', type: '', size: 1000 }, IMAGE_TYPE_MESSAGE],
  ])('file %o -> %s (JPEG, GIF, PNG, TIFF or BMP, up to 20MB)', (file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });

  it('each step checks before moving on', () => {
    const c = config();
    expect(checkStep('customise-text', c, draftWith())).toEqual({ ok: true });
    expect(checkStep('icon', c, draftWith({ icon: '' }))).toEqual({ ok: false, fields: { icon: 'Please choose an icon' } });
    expect(checkStep('image-options', c, draftWith())).toEqual({ ok: false, alert: IMAGE_REQUIRED_MESSAGE });
    expect(checkStep('image-options', config({ Size: '0' }), draftWith())).toEqual({ ok: true });
    expect(checkStep('approval', c, draftWith())).toEqual({ ok: false, alert: APPROVAL_REQUIRED_MESSAGE });
    expect(checkStep('approval', c, draftWith({ approved: true }))).toEqual({ ok: true });
  });
});

describe('geometry (spec 001 s9: 0.2645833333 mm per px, 1.333333 px per pt, text scale 0.8, 37.795 px per cm; canvas 500, approval 398)', () => {
  const sizes = { petName: 36, primaryText: 18, secondaryText: 14 } as const;

  it('converts units', () => {
    expect(mmToPx(150)).toBeCloseTo(566.929, 3);
    expect(mmToPx(100)).toBeCloseTo(377.953, 3);
    expect(cmToPx(4)).toBeCloseTo(151.18, 2);
    expect(ptToPx(36)).toBeCloseTo(38.4, 3);
    expect(ptToPx(36, 0.5)).toBeCloseTo(19.2, 3);
  });

  it.each([
    // Dimensions, width -> height, scale, name font px (36 pt)
    ['150x100', CANVAS_WIDTH, 333, 0.881944, 33.8667],
    ['150x100', APPROVAL_IMAGE_WIDTH, 265, 0.702028, 26.958],
    ['200x50', CANVAS_WIDTH, 125, 0.661458, 25.4],
    ['100', CANVAS_WIDTH, 500, 1.322917, 50.8],
  ])('a %s mm plaque %i px wide is %i px high, scale %f, name %f px', (dimensions, width, height, scale, namePx) => {
    const layout = plaqueLayout(config({ Dimensions: dimensions, PhotoSize: '0' }), { icon: 'None', iconPlacement: '', sizes }, width);
    expect(layout.width).toBe(width);
    expect(layout.height).toBe(height);
    expect(layout.scale).toBeCloseTo(scale, 5);
    expect(layout.lines[0]?.fontPx).toBeCloseTo(namePx, 3);
  });

  it.each([
    // Dimensions (mm), PhotoSize (cm), width -> height: the artwork image's box before it arrives
    ['150x100', '4x5', APPROVAL_IMAGE_WIDTH, 265],
    ['200x50', '0', APPROVAL_IMAGE_WIDTH, 100],
    ['100', '0', APPROVAL_IMAGE_WIDTH, 398],
    ['0', '4x5', APPROVAL_IMAGE_WIDTH, 498],
    ['0', '0', APPROVAL_IMAGE_WIDTH, 398],
  ])('the drawing of a %s mm plaque with a %s cm photo, %i px wide, is %i px high (as plaqueLayout draws it)', (dimensions, photoSize, width, height) => {
    const plaque = config({ Dimensions: dimensions, PhotoSize: photoSize });
    expect(drawingSize(plaque, width)).toMatchObject({ width, height });
    expect(plaqueLayout(plaque, { icon: 'None', iconPlacement: '', sizes }, width).height).toBe(height);
  });

  it('places the photo (cm) away from the icon and the icon (Icon_Ratio of the height) on its side', () => {
    const right = plaqueLayout(config(), { icon: 'Heart', iconPlacement: 'Right', sizes }, CANVAS_WIDTH);
    // 4 x 5 cm at scale 0.881944: 133.3 x 166.7, within the inner height 333 - 2 x 19.98 (margins of 6% of 333).
    expect(right.photo?.width).toBeCloseTo(133.33, 1);
    expect(right.photo?.height).toBeCloseTo(166.67, 1);
    expect(right.photo?.x).toBeCloseTo(19.98, 5);
    expect(right.icon?.width).toBeCloseTo(0.25 * 333, 5);
    expect((right.icon?.x ?? 0) + (right.icon?.width ?? 0)).toBeCloseTo(480.02, 5);
    // The text sits between them, its lines centred.
    const text = right.text!;
    expect(text.x).toBeGreaterThan((right.photo?.x ?? 0) + (right.photo?.width ?? 0));
    expect(text.x + text.width).toBeLessThan(right.icon?.x ?? 0);
    expect(right.lines.map((line) => line.x)).toEqual([text.x + text.width / 2, text.x + text.width / 2, text.x + text.width / 2]);

    const left = plaqueLayout(config(), { icon: 'Heart', iconPlacement: 'Left', sizes }, CANVAS_WIDTH);
    expect(left.icon?.x).toBeCloseTo(19.98, 5);
    expect((left.photo?.x ?? 0) + (left.photo?.width ?? 0)).toBeCloseTo(480.02, 5);
  });

  it('stacks the lines top to bottom, name first, as one block centred vertically', () => {
    const layout = plaqueLayout(config({ PhotoSize: '0' }), { icon: 'None', iconPlacement: '', sizes }, CANVAS_WIDTH);
    const [name, one, two] = layout.lines;
    expect(name!.y).toBeLessThan(one!.y);
    expect(one!.y).toBeLessThan(two!.y);
    const block = layout.lines.reduce((sum, line) => sum + line.fontPx * 1.25, 0);
    expect(layout.text!.y + (layout.text!.height - block) / 2).toBeGreaterThan(0);
  });

  it("draws a photo-only product (Dimensions '0') as its photo, to the photo's aspect", () => {
    const layout = plaqueLayout(config({ Dimensions: '0', PhotoSize: '4x5' }), { icon: '', iconPlacement: '', sizes }, CANVAS_WIDTH);
    expect(layout).toMatchObject({ width: 500, height: 625, text: null, lines: [], icon: null });
    expect(layout.photo).toEqual({ x: 0, y: 0, width: 500, height: 625 });
  });

  it('resizes a photo to at most 1080 x 1080, keeping its aspect and never enlarging', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1080, height: 810 });
    expect(fitWithin({ width: 1200, height: 2400 })).toEqual({ width: 540, height: 1080 });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('crops photos to Ratios, else to PhotoSize', () => {
    expect(photoAspect(config({ Ratios: '3:2' }))).toEqual({ aspectW: 3, aspectH: 2 });
    expect(photoAspect(config({ Ratios: '', PhotoSize: '6x4' }))).toEqual({ aspectW: 6, aspectH: 4 });
    expect(photoAspect(config({ Ratios: '', PhotoSize: '0' }))).toEqual({ aspectW: 1, aspectH: 1 });
  });

  it('colours: named finishes, hex plaques with readable ink', () => {
    expect(plaqueColours('Gold').fill).toBe('#d4b25c');
    expect(plaqueColours('#000000').ink).toBe('#f2f2f2');
    expect(plaqueColours('#ffffff').ink).toBe('#1f1f1f');
    expect(plaqueColours('unknown')).toEqual(plaqueColours('Silver'));
  });
});

describe("the owner's phone check (spec 001 s5: 'digits only, exactly 9 characters; must equal the booking owner's number without +61')", () => {
  it.each([
    ['412345678', null],
    // As Australians write a mobile (issue 15 item 6): the leading 0, +61 and spaces are fine.
    ['0412345678', null],
    ['0412 345 678', null],
    ['+61 412 345 678', null],
    ['412 345 678', null],
    ['41234567', VERIFY_PHONE_FORMAT_MESSAGE],
    ['4123456789', VERIFY_PHONE_FORMAT_MESSAGE],
    ['41234567a', VERIFY_PHONE_FORMAT_MESSAGE],
    ['', VERIFY_PHONE_FORMAT_MESSAGE],
  ])('%j -> %j', (typed, problem) => {
    expect(verifyPhoneProblem(typed)).toBe(problem);
  });

  it.each([
    ['+61412345678', '412345678'],
    ['0412345678', '412345678'],
    ['61412345678', '412345678'],
    ['+61 412 345 678', '412345678'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('the stored number %j without +61 is %j', (stored, national) => {
    expect(ownerNumberWithoutCountryCode(stored)).toBe(national);
  });

  it('matches only the owner\'s own number, and never an empty one', () => {
    expect(phoneMatchesOwner('412345678', '+61412345678')).toBe(true);
    expect(phoneMatchesOwner('412345679', '+61412345678')).toBe(false);
    expect(phoneMatchesOwner('0412345678', '+61412345678')).toBe(true);
    expect(phoneMatchesOwner('0412 345 678', '+61412345678')).toBe(true);
    expect(phoneMatchesOwner('+61 412 345 678', '0412345678')).toBe(true);
    expect(phoneMatchesOwner('0412 345 679', '+61412345678')).toBe(false);
    expect(phoneMatchesOwner('412345678', null)).toBe(false);
    expect(phoneMatchesOwner('', '')).toBe(false);
  });
});

describe('when the artwork may still change (ours: until the Memorialisation step; never once cancelled)', () => {
  it.each([
    ['VP Unsubmitted', true],
    ['VP Submitted', true],
    ['Pet Collected - Pending Details', true],
    ['Awaiting Collection', true],
    ['Awaiting Keepsakes', true],
    ['In Cremation', true],
    ['Awaiting Processing', false],
    ['Ashes Processed', false],
    ['Preparation Completed', false],
    ['Completed - Returned', false],
    ['Cancelled', false],
  ])('%s -> %s', (stage, editable) => {
    expect(engravingEditable(stage)).toBe(editable);
  });
});

describe("the owner pages' query (spec 001 s5: 'Engraving pages need staff, bookingId and quotedProductId query params')", () => {
  it('reads all three', () => {
    expect(readEngravingQuery('?staff=0&bookingId=b1&quotedProductId=q1')).toEqual({ staff: false, bookingId: 'b1', quotedProductId: 'q1' });
    expect(readEngravingQuery('staff=1&bookingId=b1&quotedProductId=q1')).toEqual({ staff: true, bookingId: 'b1', quotedProductId: 'q1' });
  });

  it.each(['?bookingId=b1&quotedProductId=q1', '?staff=0&quotedProductId=q1', '?staff=0&bookingId=b1', '?staff=yes&bookingId=b1&quotedProductId=q1', '?staff=0&bookingId=%20&quotedProductId=q1', ''])(
    '%j is missing one (-> /engraving/404)',
    (search) => {
      expect(readEngravingQuery(search)).toBeNull();
    },
  );

  it('writes what it reads', () => {
    const query = { staff: true, bookingId: 'b 1', quotedProductId: 'q&1' };
    expect(readEngravingQuery(engravingQueryString(query))).toEqual(query);
  });
});

describe('vesselImagePath', () => {
  it("names the config's vessel view of its product under portal-api", () => {
    expect(vesselImagePath({ ID: 'p 1', Vessel_Image: 2 })).toBe('catalog-images/p%201/vessel-2.svg');
  });
});
