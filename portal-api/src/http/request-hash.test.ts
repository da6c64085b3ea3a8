import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.ts';

describe("a request body's canonical form", () => {
  it('sorts keys at every depth and drops nothing else', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }, 2.5], e: { g: true, f: '' } })).toBe(
      '{"a":[{"c":null,"d":"x"},2.5],"b":1,"e":{"f":"","g":true}}',
    );
  });

  it('hashes the same request alike however it was written, and another request otherwise', () => {
    expect(requestHash(JSON.parse('{ "a": 12.50, "b": ["x"] }'))).toBe(requestHash(JSON.parse('{"b":["x"],"a":12.5}')));
    expect(requestHash({ a: '12.50' })).not.toBe(requestHash({ a: '12.5' }));
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
  });

  it('writes a value nested 20,000 deep without overflowing the stack (issue 29)', () => {
    const depth = 20_000;
    const deep = JSON.parse(`{"b":${'['.repeat(depth)}{"z":1,"y":[null,"x"]}${']'.repeat(depth)},"a":2}`) as unknown;
    expect(canonicalJson(deep)).toBe(`{"a":2,"b":${'['.repeat(depth)}{"y":[null,"x"],"z":1}${']'.repeat(depth)}}`);
  });
});
