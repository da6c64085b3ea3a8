/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Whether a token is still good for at least `marginSeconds` (so a call made now will not fail). */
export function isTokenFresh(token: string, nowMs = Date.now(), marginSeconds = 60): boolean {
  const exp = jwtExpiry(token);
  return exp !== null && exp - marginSeconds > nowMs / 1000;
}
