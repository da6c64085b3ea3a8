import { describe, expect, it } from 'vitest';
import { requestHash } from './request-hash.ts';

describe("a request body's hash", () => {
  it('hashes the same request alike however it was written, and another request otherwise', () => {
    expect(requestHash(JSON.parse('{ "a": 12.50, "b": ["x"] }'))).toBe(requestHash(JSON.parse('{"b":["x"],"a":12.5}')));
    expect(requestHash({ a: '12.50' })).not.toBe(requestHash({ a: '12.5' }));
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
  });
});
