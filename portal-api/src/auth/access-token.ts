import { jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface VerifiedAccessToken {
  /** The identity user name (`username` claim of a Cognito access token). */
  username: string;
}

/** Resolves for a valid access token of the configured pool and app client; rejects otherwise. */
export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

export interface AccessTokenVerifierOptions {
  /** The pool's keys: createRemoteJWKSet(jwksUrl) in service, createLocalJWKSet in tests. */
  keySet: JWTVerifyGetKey;
  issuer: string;
  clientId: string;
}

const VERIFIED_CACHE_SIZE = 1000;

export function createAccessTokenVerifier({ keySet, issuer, clientId }: AccessTokenVerifierOptions): AccessTokenVerifier {
  // A token's signature and claims do not change: once verified, a token is trusted again without a
  // second signature check until it expires. (Whether its member is still active is checked on every
  // call, from the database.)
  const verified = new Map<string, { username: string; exp: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return { username: known.username };
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
    });
    if (payload.token_use !== 'access') throw new Error('Not an access token');
    if (payload.client_id !== clientId) throw new Error('Token issued to another app client');
    if (typeof payload.username !== 'string' || payload.username === '') throw new Error('Token without username');
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { username: payload.username, exp: payload.exp! });
    return { username: payload.username };
  };
}
