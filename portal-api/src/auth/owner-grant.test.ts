import { describe, expect, it } from 'vitest';
import { createOwnerGrants } from './owner-grant.ts';

const SECRET = 'a test secret of at least thirty-two bytes';
const IDS = { bookingId: 'b1', quotedProductId: 'q1' };

describe("an owner's grant", () => {
  it('names its booking and line while it lasts', async () => {
    const grants = createOwnerGrants(SECRET);
    const { grant } = await grants.issue(IDS);
    expect(await grants.verify(grant)).toEqual(IDS);
  });

  it('opens nothing once it has run out, or when another key signed it', async () => {
    const expired = await createOwnerGrants(SECRET, -1).issue(IDS);
    expect(await createOwnerGrants(SECRET).verify(expired.grant)).toBeUndefined();
    const foreign = await createOwnerGrants('another secret of at least thirty-two bytes').issue(IDS);
    expect(await createOwnerGrants(SECRET).verify(foreign.grant)).toBeUndefined();
    expect(await createOwnerGrants(SECRET).verify(undefined)).toBeUndefined();
  });
});
