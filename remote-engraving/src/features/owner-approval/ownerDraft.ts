// The owner's draft (spec 001 s3, Engraving draft): kept in sessionStorage with the modal's drafts, one
// per booking and quoted product (and the version it started from, so a version submitted meanwhile
// starts a new one). It starts from the current version's fields and photo, or, with none, from the
// pet's name as a new draft does.
import type { EngravingLookupDto } from '@portal/shared/api/engraving';
import type { EngravingQuery } from '@portal/shared/domain/engraving';
export { draftFromVersion as ownerDraftFrom, photoAsDataUrl } from '../../lib/draft-from-version';

export function ownerDraftKey(query: EngravingQuery, lookup: Pick<EngravingLookupDto, 'current'>): string {
  return ['owner', query.bookingId, query.quotedProductId, lookup.current?.id ?? 'new'].join(':');
}

