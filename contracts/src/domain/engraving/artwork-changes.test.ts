import { describe, expect, it } from 'vitest';
import { artworkChanges, type ArtworkFields, type EngravingTextLine } from './draft';

const line = (text: string, font: EngravingTextLine['font'] = 'Arial', size: EngravingTextLine['size'] = 18) => ({ text, font, size });
const V1: ArtworkFields = {
  petName: line('Bonnie'),
  primaryText: line('Forever loved'),
  secondaryText: line('2012 - 2026'),
  icon: 'Heart',
  iconPlacement: 'Left',
  imageOptions: { fileImgSrc: 'bonnie.jpg', x: 10, y: 20, rotation: 0, zoom: 1, croppedImage: 'data:one' },
};

describe('artworkChanges (issue 32 item 4: a revised version says what changed)', () => {
  it('names nothing for the same artwork, whatever the key order or the photo copy', () => {
    const same = { ...V1, imageOptions: { zoom: 1, rotation: 0, y: 20, x: 10, fileImgSrc: 'bonnie.jpg', croppedImage: 'data:two' } };
    expect(artworkChanges(V1, same)).toEqual([]);
  });

  it('names each line whose words, lettering or size changed, the icon or its side, and a photo cropped anew, in page order', () => {
    expect(artworkChanges(V1, { ...V1, secondaryText: line('2012 - 2026', 'Garamond'), petName: line('Bonnie ') })).toEqual(['secondaryText']);
    expect(artworkChanges(V1, { ...V1, primaryText: line('Always loved'), iconPlacement: 'Right' })).toEqual(['primaryText', 'icon']);
    expect(artworkChanges(V1, { ...V1, icon: 'None', imageOptions: { ...V1.imageOptions, zoom: 1.5 } })).toEqual(['icon', 'photo']);
    expect(artworkChanges(V1, { ...V1, imageOptions: null })).toEqual(['photo']);
  });
});
