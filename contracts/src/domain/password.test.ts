import { describe, expect, it } from 'vitest';
import { meetsPasswordRule, randomTemporaryPassword } from './password';

describe('password rule: letter, number and symbol, at least 8 characters', () => {
  it.each([
    ['Portal#2026', true],
    ['abc123!x', true],
    ['abc123!', false], // 7 characters
    ['abcdefgh1', false], // no symbol
    ['abcdefgh!', false], // no number
    ['12345678!', false], // no letter
    ['', false],
  ])('%s -> %s', (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok);
  });

  it('makes random temporary passwords that meet the rule and the identity policy', () => {
    for (let i = 0; i < 50; i++) {
      const password = randomTemporaryPassword();
      expect(meetsPasswordRule(password)).toBe(true);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
    }
    expect(randomTemporaryPassword()).not.toBe(randomTemporaryPassword());
  });
});
