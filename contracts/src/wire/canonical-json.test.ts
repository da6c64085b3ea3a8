import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@portal/contracts/wire/canonical-json';

describe("a JSON value's canonical form", () => {
  it('sorts keys at every depth and drops nothing else', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }, 2.5], e: { g: true, f: '' } })).toBe(
      '{"a":[{"c":null,"d":"x"},2.5],"b":1,"e":{"f":"","g":true}}',
    );
  });

  it('writes as JSON.stringify does what it leaves out or writes as null: undefined keys, undefined in arrays', () => {
    expect(canonicalJson({ b: undefined, a: [undefined, 1] })).toBe('{"a":[null,1]}');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('writes a value nested 20,000 deep without overflowing the stack (issue 29)', () => {
    const depth = 20_000;
    const deep = JSON.parse(`{"b":${'['.repeat(depth)}{"z":1,"y":[null,"x"]}${']'.repeat(depth)},"a":2}`) as unknown;
    expect(canonicalJson(deep)).toBe(`{"a":2,"b":${'['.repeat(depth)}{"y":[null,"x"],"z":1}${']'.repeat(depth)}}`);
  });
});
