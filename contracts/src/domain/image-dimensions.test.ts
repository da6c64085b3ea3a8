import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX, imageDimensionsProblem, imageUnreadableMessage, scaleToFit } from './image-dimensions';

const TOO_LARGE = 'larger than the portal can show: at most 10,000 pixels a side and 50 megapixels. Please choose a smaller image.';

describe('image dimensions (issue 29 item 7: a header claiming huge pixels is refused)', () => {
  it.each([
    // A current phone's photos open: 12 MP, 24 MP and 48 MP.
    [{ width: 4032, height: 3024 }, null],
    [{ width: 5712, height: 4284 }, null],
    [{ width: 8064, height: 6048 }, null],
    // The artwork upload and a long confirmation screenshot.
    [{ width: 398, height: 560 }, null],
    [{ width: 1, height: 1 }, null],
    [{ width: IMAGE_MAX_SIDE_PX, height: IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE_PX }, null],
    [{ width: IMAGE_MAX_SIDE_PX + 1, height: 10 }, `The photo is 10,001 x 10 pixels, ${TOO_LARGE}`],
    [{ width: 10, height: IMAGE_MAX_SIDE_PX + 1 }, `The photo is 10 x 10,001 pixels, ${TOO_LARGE}`],
    // Within each side, over the area.
    [{ width: 8000, height: 6251 }, `The photo is 8,000 x 6,251 pixels, ${TOO_LARGE}`],
    // The probe's images: 16000 x 16000 (1 GiB decoded) and 2^31-1 a side.
    [{ width: 16000, height: 16000 }, `The photo is 16,000 x 16,000 pixels, ${TOO_LARGE}`],
    [{ width: 2 ** 31 - 1, height: 2 ** 31 - 1 }, `The photo is 2,147,483,647 x 2,147,483,647 pixels, ${TOO_LARGE}`],
  ])('%j: %j', (size, problem) => expect(imageDimensionsProblem('The photo', size)).toBe(problem));

  it.each([null, undefined, { width: 0, height: 10 }, { width: 10, height: -1 }, { width: 1.5, height: 2 }, { width: Number.NaN, height: 2 }])(
    'a size that cannot be read (%j) is refused as unreadable',
    (size) => {
      expect(imageDimensionsProblem('The image', size)).toBe(imageUnreadableMessage('The image'));
      expect(imageUnreadableMessage('The image')).toBe(
        'The image could not be read: its width and height are missing or damaged. Please choose another image.',
      );
    },
  );

  it.each([
    [{ width: 1200, height: 3000 }, 1],
    [{ width: IMAGE_MAX_SIDE_PX, height: 5000 }, 1],
    [{ width: 1000, height: 20_000 }, (IMAGE_MAX_SIDE_PX - 1) / 20_000],
    [{ width: 1000.5, height: 10_001 }, (IMAGE_MAX_SIDE_PX - 1) / 10_001],
    [{ width: 9000, height: 9000 }, Math.sqrt((IMAGE_MAX_PIXELS * 0.99) / 81_000_000)],
    [{ width: 2 ** 31 - 1, height: 7 }, (IMAGE_MAX_SIDE_PX - 1) / (2 ** 31 - 1)],
  ])('a page image of %j is drawn at scale %d, which fits once each side is rounded up', (size, scale) => {
    expect(scaleToFit(size)).toBeCloseTo(scale, 12);
    const fitted = { width: Math.ceil(size.width * scale), height: Math.ceil(size.height * scale) };
    expect(imageDimensionsProblem('The screenshot', fitted)).toBeNull();
  });
});
