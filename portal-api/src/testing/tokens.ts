import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export const TEST_ISSUER = 'http://identity.test/local_testpool';
export const TEST_CLIENT_ID = 'test-web-client';
const KEY_ID = 'test-key';

export interface AccessTokenOptions {
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  clientId?: string;
  tokenUse?: string;
  issuer?: string;
}

/**
 * The pool's key pair and one it does not publish, made once per test process: making two RSA key pairs
 * took 0.3 to 0.6 s, a test context's whole cost once its database is a copy (test-database.ts).
 */
let keyPairs: Promise<[CryptoKeyPair, CryptoKeyPair]> | undefined;
type CryptoKeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/** A key pair standing in for the pool's: signs tokens like cognito-local's and verifies them locally. */
export async function createTestKeys() {
  const [signingKey, otherKey] = await (keyPairs ??= Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]));
  const publicJwk = { ...(await exportJWK(signingKey.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };

  const sign = (privateKey: CryptoKey, username: string, options: AccessTokenOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      client_id: options.clientId ?? TEST_CLIENT_ID,
      token_use: options.tokenUse ?? 'access',
      scope: 'aws.cognito.signin.user.admin',
      username,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setSubject(crypto.randomUUID())
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (options.expiresIn ?? 3600))
      .sign(privateKey);
  };

  return {
    keySet: createLocalJWKSet({ keys: [publicJwk] }),
    /** The pool's published keys, as its JWKS URL serves them (for API processes of a test's own). */
    jwks: { keys: [publicJwk] },
    /** A valid access token of the test pool for this identity user. */
    accessToken: (username: string, options?: AccessTokenOptions) => sign(signingKey.privateKey, username, options),
    /** Looks the same but is signed with a key the pool does not publish. */
    forgedToken: (username: string) => sign(otherKey.privateKey, username),
  };
}
