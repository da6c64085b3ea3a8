import { createHash } from 'node:crypto';
import { canonicalJson } from '@portal/contracts/wire/canonical-json';

/** SHA-256 (hex) of a parsed JSON body's canonical form: what an Idempotency-Key is bound to. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
