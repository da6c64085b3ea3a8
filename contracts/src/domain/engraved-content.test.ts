import { describe, expect, it } from 'vitest';
import { engravedContent, engravedSummary, parsePlaqueConfig, type EngravedFields, type PlaqueConfigInput } from './engraving';

// Issue 15 item 1: every page and summary shows only what the plaque config carries.

const base: PlaqueConfigInput = {
  ID: 'p1',
  Product: 'Plaque',
  Size: 'Large',
  Ratios: '5:6',
  Shape: 'Rectangle',
  Color: 'Gold',
  Dimensions: '150x100',
  PhotoSize: '5x6',
  Icon_Ratio: 0.3,
  Name_Size: 28,
  Text1_Size: 14,
  Text2_Size: 12,
  Name_Max: 11,
  Text1_Max: 29,
  Text2_Max: 29,
  Vessel_Image: 1,
};
const photoPlaqueUrn = parsePlaqueConfig(base);
const brassPlaque = parsePlaqueConfig({ ...base, PhotoSize: '0' });
const photoTile = parsePlaqueConfig({ ...base, Dimensions: '0', PhotoSize: '8x10' });

const line = (text: string) => ({ text, font: 'Garamond' as const, size: 28 as const, max: 29 });
const crop = { fileImgSrc: 'pet.png', croppedAreaPixels: null, aspectW: 5, aspectH: 6, rotation: 0 as const, zoom: 1 };
const fields = (change: Partial<EngravedFields> = {}): EngravedFields => ({
  petName: line('Milo'),
  primaryText: line('Forever loved'),
  secondaryText: line('2012 - 2026'),
  icon: 'Heart',
  iconPlacement: 'Left',
  imageOptions: crop,
  ...change,
});

const labels = (items: ReturnType<typeof engravedContent>) => items.map((item) => item.label);

describe('engravedContent: what the plaque will carry, per plaque kind', () => {
  it('a plaque with text, icon and photo lists all of them', () => {
    const items = engravedContent(photoPlaqueUrn, fields());
    expect(labels(items)).toEqual(['Pet name', 'Text line 1', 'Text line 2', 'Icon', 'Photo']);
    expect(engravedSummary(items)).toBe('Milo / Forever loved / 2012 - 2026, icon Heart (Left), with a photo');
  });

  it("a photo-only tile (Dimensions '0') lists only the photo, whatever text the fields keep", () => {
    const items = engravedContent(photoTile, fields({ primaryText: line(''), secondaryText: line(''), icon: '', iconPlacement: '' }));
    expect(items).toEqual([{ kind: 'photo', label: 'Photo' }]);
    expect(engravedSummary(items)).toBe('Photo only');
  });

  it("a plaque without a photo (PhotoSize '0') never lists a photo, even one the fields name", () => {
    const items = engravedContent(brassPlaque, fields());
    expect(labels(items)).toEqual(['Pet name', 'Text line 1', 'Text line 2', 'Icon']);
    expect(engravedSummary(items)).toBe('Milo / Forever loved / 2012 - 2026, icon Heart (Left)');
  });

  it('empty text lines are left out; a text plaque with no icon says Icon None', () => {
    const items = engravedContent(brassPlaque, fields({ secondaryText: line('  '), icon: 'None', iconPlacement: '' }));
    expect(labels(items)).toEqual(['Pet name', 'Text line 1', 'Icon']);
    expect(items.at(-1)).toEqual({ kind: 'icon', label: 'Icon', icon: 'None', placement: '' });
    expect(engravedSummary(items)).toBe('Milo / Forever loved');
  });

  it("a draft's photo counts only once applied (croppedImage), a version's when its crop is there", () => {
    expect(labels(engravedContent(photoTile, fields({ imageOptions: { croppedImage: null } })))).toEqual([]);
    expect(labels(engravedContent(photoTile, fields({ imageOptions: { croppedImage: 'data:image/png;base64,x' } })))).toEqual(['Photo']);
    expect(labels(engravedContent(photoPlaqueUrn, fields({ imageOptions: null })))).not.toContain('Photo');
    expect(engravedSummary(engravedContent(photoTile, fields({ imageOptions: null })))).toBe('Nothing to engrave');
  });

  it('without a config, what the fields hold (no icon row for none)', () => {
    expect(labels(engravedContent(null, fields({ icon: '', imageOptions: null })))).toEqual(['Pet name', 'Text line 1', 'Text line 2']);
  });
});
