import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './render';

describe('dataUrlToBlob', () => {
  it('decodes a base64 PNG data URL to its bytes', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
  it('refuses what is not a data URL', () => {
    expect(() => dataUrlToBlob('http://files.test/a.png')).toThrow('Not a data URL');
  });
});
