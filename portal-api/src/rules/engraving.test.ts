import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  IMAGE_REQUIRED_MESSAGE,
  NO_OWNER_PHONE_MESSAGE,
  parsePlaqueConfig,
  PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
} from '@portal/contracts/domain/engraving';
import type { EngravingCaller } from '../auth/engraving-caller.ts';
import { submitSchema } from '../wire/engraving-bodies.ts';
import {
  artworkFieldsOf,
  artworkProblems,
  grantRefusal,
  missingUploads,
  OTHER_ENGRAVING_MESSAGE,
  phoneCheck,
  reachesBooking,
  uploadGrantRefusal,
  VERIFY_FIRST_MESSAGE,
} from './engraving.ts';

const staff: EngravingCaller = { kind: 'staff', staff: { contactId: 'c1', practiceId: 'p1', accessLevel: 'Level 1' } };
const owner = (grant?: { bookingId: string; quotedProductId: string }): EngravingCaller => ({ kind: 'owner', grant });
const line = { text: '', size: '', font: '', max: 0 } as const;
const files = (overrides: Record<string, unknown> = {}) =>
  v.parse(submitSchema, {
    actual_product_id: 'plaque',
    engravingFiles: {
      image_options_key: 'engraving/b1/q1/custom.png',
      engraving_options_key: 'engraving/b1/q1/options.png',
      petName: line,
      primaryText: line,
      secondaryText: line,
      icon: '',
      iconPlacement: '',
      imageOptions: null,
      ...overrides,
    },
  }).engravingFiles;
const plaque = (dimensions: string, photoSize: string) =>
  parsePlaqueConfig({
    ID: 'plaque',
    Product: 'Plaque',
    Size: 'Small',
    Ratios: '',
    Shape: 'Rectangle',
    Color: 'Gold',
    Dimensions: dimensions,
    PhotoSize: photoSize,
    Icon_Ratio: 0.25,
    Name_Size: 20,
    Text1_Size: 12,
    Text2_Size: 12,
    Name_Max: 0,
    Text1_Max: 0,
    Text2_Max: 0,
    Vessel_Image: 1,
  });

describe('grantRefusal', () => {
  it('lets staff through (their practice is checked on the booking)', () => {
    expect(grantRefusal(staff, 'b1', 'q1')).toBeUndefined();
  });
  it('asks an owner without a grant to verify first', () => {
    expect(grantRefusal(owner(), 'b1', 'q1')).toBe(VERIFY_FIRST_MESSAGE);
  });
  it("refuses an owner another line than their grant's", () => {
    expect(grantRefusal(owner({ bookingId: 'b1', quotedProductId: 'q2' }), 'b1', 'q1')).toBe(OTHER_ENGRAVING_MESSAGE);
  });
  it("lets an owner reach their grant's line", () => {
    expect(grantRefusal(owner({ bookingId: 'b1', quotedProductId: 'q1' }), 'b1', 'q1')).toBeUndefined();
  });
});

describe('uploadGrantRefusal', () => {
  it("lets an owner upload to their grant's booking", () => {
    expect(uploadGrantRefusal(owner({ bookingId: 'b1', quotedProductId: 'q1' }), 'b1')).toBeUndefined();
  });
  it('refuses an owner another booking', () => {
    expect(uploadGrantRefusal(owner({ bookingId: 'b2', quotedProductId: 'q1' }), 'b1')).toBe(OTHER_ENGRAVING_MESSAGE);
  });
  it('asks an owner without a grant to verify first', () => {
    expect(uploadGrantRefusal(owner(), 'b1')).toBe(VERIFY_FIRST_MESSAGE);
  });
});

describe('reachesBooking', () => {
  it("keeps staff to their practice's bookings", () => {
    expect([reachesBooking(staff, { practice_id: 'p1' }), reachesBooking(staff, { practice_id: 'p2' })]).toEqual([true, false]);
  });
  it('leaves the owner to their grant', () => {
    expect(reachesBooking(owner(), { practice_id: 'p2' })).toBe(true);
  });
});

describe('phoneCheck', () => {
  it('tells the owner to call, without counting the try, when the booking has no mobile', () => {
    expect(phoneCheck(null, '0412 555 055')).toEqual({ ok: false, counts: false, message: NO_OWNER_PHONE_MESSAGE });
  });
  it("passes the owner's own mobile as anyone writes it", () => {
    expect(phoneCheck('+61412555055', '0412 555 055')).toEqual({ ok: true, counts: true, message: '' });
  });
  it('counts another mobile', () => {
    expect(phoneCheck('+61412555055', '0412 555 056')).toEqual({ ok: false, counts: true, message: PHONE_INVALID_FOR_ENGRAVING_MESSAGE });
  });
});

describe('artworkProblems', () => {
  it('asks a plaque that takes a photo for its cropped photo', () => {
    expect(artworkProblems(plaque('0', '5x5'), files())).toEqual({ imageOptions: IMAGE_REQUIRED_MESSAGE });
  });
  it('asks nothing of a plaque that takes neither text nor photo', () => {
    expect(artworkProblems(plaque('0', '0'), files())).toBeUndefined();
  });
});

describe('missingUploads', () => {
  it('names each image that is not an upload of its kind for this line', () => {
    expect(missingUploads([{ key: 'engraving/b1/q1/custom.png', kind: 'engraving_options' }], files())).toEqual({
      image_options_key: 'The artwork image was not uploaded for this engraving',
      engraving_options_key: 'The engraving options image was not uploaded for this engraving',
    });
  });
  it('takes both uploads of their kind', () => {
    const uploads = [
      { key: 'engraving/b1/q1/custom.png', kind: 'custom_text' as const },
      { key: 'engraving/b1/q1/options.png', kind: 'engraving_options' as const },
    ];
    expect(missingUploads(uploads, files())).toBeUndefined();
  });
});

describe('artworkFieldsOf', () => {
  it("keeps the artwork's fields and leaves the uploads' keys out", () => {
    expect(Object.keys(artworkFieldsOf(files()))).toEqual(['petName', 'primaryText', 'secondaryText', 'icon', 'iconPlacement', 'imageOptions']);
  });
});
