// headerDimensions reads only the bytes it is given: a header cut short inside a larger buffer (a Node
// buffer pool) is unreadable, never completed from the bytes after it.
import { describe, expect, it } from 'vitest';
import { pngOfSize } from '../testing/images.ts';
import { headerDimensions } from './image-dimensions.ts';

describe('headerDimensions', () => {
  it('reads a whole PNG header', () => {
    expect(headerDimensions(pngOfSize(120, 80), 'png')).toEqual({ width: 120, height: 80 });
  });

  it('does not read past the end of a view into the buffer behind it', () => {
    const behind = new Uint8Array(64).fill(0x65);
    behind.set(pngOfSize(100, 100).subarray(0, 20));
    expect(headerDimensions(behind.subarray(0, 20), 'png')).toBeNull();
  });
});
