// The owner's draft (spec 001 s3, Engraving draft): kept in sessionStorage with the modal's drafts, one
// per booking and quoted product (and the version it started from, so a version submitted meanwhile
// starts a new one). It starts from the current version's fields and photo, or, with none, from the
// pet's name as a new draft does.
import type { EngravingLookupDto } from '@portal/contracts/wire/engraving';
import type { EngravingQuery, PlaqueConfig } from '@portal/contracts/domain/engraving';
import { draftFromVersion } from '../../lib/draft-from-version';
import type { StoredEngravingDraft } from '../../lib/engraving-draft';

/**
 * The current version's draft, without the name of the practice's photo file: the owner did not choose
 * that file, and its name ("IMG_2041.jpg", "staffcat.png") means nothing to them. The image step calls
 * it "the current photo", and names only a photo the owner chooses (issue 32 items 1 and 4).
 */
export async function ownerDraftFrom(lookup: EngravingLookupDto, config: PlaqueConfig, fetchImpl?: typeof fetch): Promise<StoredEngravingDraft> {
  const draft = await draftFromVersion(lookup, config, fetchImpl);
  return { ...draft, imageOptions: { ...draft.imageOptions, fileImgSrc: null } };
}

export function ownerDraftKey(query: EngravingQuery, lookup: Pick<EngravingLookupDto, 'current'>): string {
  return ['owner', query.bookingId, query.quotedProductId, lookup.current?.id ?? 'new'].join(':');
}

