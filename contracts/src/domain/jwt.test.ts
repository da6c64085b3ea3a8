import { describe, expect, it } from 'vitest';
import { isTokenFresh, jwtExpiry } from './jwt';

const token = (payload: object) =>
  `header.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('access token expiry', () => {
  it('reads exp from the payload', () => {
    expect(jwtExpiry(token({ exp: 1_800_000_000, username: 'ä@example.com' }))).toBe(1_800_000_000);
  });
  it('is fresh until a minute before it expires', () => {
    const t = token({ exp: 2000 });
    expect(isTokenFresh(t, 1000_000)).toBe(true);
    expect(isTokenFresh(t, 1950_000)).toBe(false);
  });
  it.each(['', 'not-a-jwt', 'a.%%%.c', token({ sub: 'no exp' })])('treats %j as not fresh', (bad) => {
    expect(isTokenFresh(bad)).toBe(false);
  });
});
