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

export function createAccessTokenVerifier({ keySet, issuer, clientId }: AccessTokenVerifierOptions): AccessTokenVerifier {
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
    });
    if (payload.token_use !== 'access') throw new Error('Not an access token');
    if (payload.client_id !== clientId) throw new Error('Token issued to another app client');
    if (typeof payload.username !== 'string' || payload.username === '') throw new Error('Token without username');
    return { username: payload.username };
  };
}
