import { describe, expect, it } from 'vitest';
import { createLinkSigner } from '../http/signed-links.ts';
import { createPresenceTokens } from '../realtime/presence.ts';
import { signingKeys } from './signing-keys.ts';

const SECRET = 'a shared secret of at least thirty-two bytes';

describe("the replicas' signing keys", () => {
  it('are the same on every replica with the same secret, so a link or token made by one is accepted by another', () => {
    const [a, b] = [signingKeys(SECRET), signingKeys(SECRET)];
    const link = createLinkSigner(a.fileLinks).sign('/files/pet-tags/1', 300);
    const url = new URL(link, 'http://localhost');
    expect(createLinkSigner(b.fileLinks).verify('/files/pet-tags/1', url.searchParams.get('expires') ?? undefined, url.searchParams.get('signature') ?? undefined)).toBe(true);
    const identity = { channel: 'booking-1', clientId: 'contact-1', name: 'Ann Lee' };
    expect(createPresenceTokens(b.presenceTokens).verify(createPresenceTokens(a.presenceTokens).issue(identity).token)).toEqual(identity);
    expect(b.grants).toBe(SECRET);
  });

  it('differ by use, so no key signs two kinds of thing', () => {
    const keys = signingKeys(SECRET);
    expect(keys.fileLinks.equals(keys.presenceTokens)).toBe(false);
    expect(keys.fileLinks.equals(Buffer.from(SECRET))).toBe(false);
  });

  it('are random per process without a secret (development)', () => {
    const [a, b] = [signingKeys(undefined), signingKeys(undefined)];
    expect(a.fileLinks.equals(b.fileLinks)).toBe(false);
    expect(a.presenceTokens.equals(b.presenceTokens)).toBe(false);
  });
});
