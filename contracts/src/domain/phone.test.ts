import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('phone grouping (spec 001 s2.12)', () => {
  it.each([
    ['0893451234', '08 9345 1234'],
    ['+61893451234', '08 9345 1234'],
    ['0412345678', '0412 345 678'],
    ['1300 123 456', '1300 123 456'],
    ['12345', '12345'],
  ])('%s -> %s', (input, shown) => expect(formatPhone(input)).toBe(shown));
});
