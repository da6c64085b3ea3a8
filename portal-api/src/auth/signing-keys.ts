import { hkdfSync, randomBytes } from 'node:crypto';

/**
 * The keys a replica signs with, which every replica must share so that what one signs another
 * accepts (issue 20, stateless replicas): owners' grants, file links (images, invoice PDFs) and the
 * local presence socket's tokens. With PORTAL_GRANT_SECRET set (required in production) grants use
 * it as they always have, and the other two are derived from it with HKDF-SHA256 under labels of
 * their own, so no key signs two kinds of thing. Unset (development, one process): random keys per
 * process, so a restart ends every link and token in flight.
 */
export interface SigningKeys {
  grants: string | Buffer;
  fileLinks: Buffer;
  presenceTokens: Buffer;
}

const KEY_BYTES = 32;
export const FILE_LINKS_LABEL = 'portal-api file links v1';
export const PRESENCE_TOKENS_LABEL = 'portal-api presence tokens v1';

function derive(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, KEY_BYTES));
}

export function signingKeys(secret: string | undefined): SigningKeys {
  if (!secret) return { grants: randomBytes(KEY_BYTES), fileLinks: randomBytes(KEY_BYTES), presenceTokens: randomBytes(KEY_BYTES) };
  return { grants: secret, fileLinks: derive(secret, FILE_LINKS_LABEL), presenceTokens: derive(secret, PRESENCE_TOKENS_LABEL) };
}
