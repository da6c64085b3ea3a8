import { describe, expect, it } from 'vitest';
import { detailMessages, retryAfterMinutes } from './failures';

describe('Retry-After in whole minutes, rounded up (the 429 of the phone check)', () => {
  it.each([
    ['900', 15],
    ['899', 15],
    ['60', 1],
    ['61', 2],
    ['1', 1],
    ['0', 1],
  ])('%s seconds -> %i', (value, minutes) => {
    expect(retryAfterMinutes(value)).toBe(minutes);
  });

  it('reads an HTTP date too, and nothing else', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterMinutes('Sun, 01 Mar 2026 10:04:30 GMT', now)).toBe(5);
    expect(retryAfterMinutes(null)).toBeNull();
    expect(retryAfterMinutes('soon')).toBeNull();
  });
});

describe("a 422's messages, in the server's words", () => {
  const failure = (detail: unknown) => ({ status: 422, detail: detail as never, retryAfter: null });

  it('reads a string, or each field once, in order', () => {
    expect(detailMessages(failure('The file is not a PNG or JPEG image'))).toBe('The file is not a PNG or JPEG image');
    expect(detailMessages(failure({ text1: 'Text line 1 is required', font1: 'Please choose a font face', font2: 'Please choose a font face' }))).toBe(
      'Text line 1 is required Please choose a font face',
    );
  });

  it('says nothing when there is nothing readable', () => {
    expect(detailMessages(failure(undefined))).toBeNull();
    expect(detailMessages(failure(' '))).toBeNull();
    expect(detailMessages(failure({}))).toBeNull();
  });
});
