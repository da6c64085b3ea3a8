// 'Do not provide owner details' (spec 000 s4, Owner skip; spec 001 s4, Owner skip defaults).
import type { RelationshipType } from '@portal/contracts/wire/vet';

/** What kind of booking the wizard is making, as far as owner details are concerned. */
export type OwnerSkipKind = 'communal-pet' | 'wildlife' | 'communal-keepsake' | 'other';

export interface OwnerSkip {
  /** Whether the checkbox starts ticked. */
  skip: boolean;
  /** Whether the checkbox is forced and cannot be changed. */
  locked: boolean;
}

export const OWNER_SKIP_HINT = 'If selected, owner details will be excluded from this booking';

/**
 * Skip is on by default when the practice does not provide client details, for vet_direct practices,
 * and for communal pet and wildlife bookings; the communal keepsake wizard forces it on.
 */
export function ownerSkipDefault(input: {
  relationshipType: RelationshipType;
  providesClientDetails: boolean;
  kind: OwnerSkipKind;
}): OwnerSkip {
  if (input.kind === 'communal-keepsake') return { skip: true, locked: true };
  const skip =
    input.kind === 'communal-pet' ||
    input.kind === 'wildlife' ||
    !input.providesClientDetails ||
    input.relationshipType === 'vet_direct';
  return { skip, locked: false };
}

/** When owner details are skipped, the owner's address is no collection option (and is cleared). */
export function collectionOptionsFor<T extends string>(options: readonly T[], skipOwner: boolean): T[] {
  return options.filter((option) => !(skipOwner && option === 'customer_address'));
}
