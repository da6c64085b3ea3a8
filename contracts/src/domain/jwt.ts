/** A JWT's claims (its payload, unverified: for the client's own bookkeeping), or null when unreadable. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function jwtExpiry(token: string): number | null {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/** Whether a token is still good for at least `marginSeconds` (so a call made now will not fail). */
export function isTokenFresh(token: string, nowMs = Date.now(), marginSeconds = 60): boolean {
  const exp = jwtExpiry(token);
  return exp !== null && exp - marginSeconds > nowMs / 1000;
}
