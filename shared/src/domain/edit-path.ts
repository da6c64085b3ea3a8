// Which edit wizard opens a booking: /edit-booking-{path}/{id} (spec 000 s2; spec 001: there is no
// edit route for vet supply orders).
import type { RelationshipType } from '@portal/shared/api/vet';
import { SERVICE_TYPE_NAMES } from '@portal/shared/api/service-types';
import { displayStage, isEditable, type StageFacts } from '@portal/shared/domain/stages';

export type EditPath =
  | 'private'
  | 'package'
  | 'referral'
  | 'communal'
  | 'urns-and-memorabilia'
  | 'vetunity-private'
  | 'vetunity-communal';

export interface EditPathFacts {
  serviceTypeName: string;
  isPackage: boolean;
  relationshipType: RelationshipType;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The wizard path for a booking, or undefined when it has none (vet supply orders). */
export function editPath({ serviceTypeName, isPackage, relationshipType }: EditPathFacts): EditPath | undefined {
  const name = serviceTypeName.trim().toLowerCase();
  if (same(name, SERVICE_TYPE_NAMES.vetSupply)) return undefined;
  if (same(name, 'products only')) return 'urns-and-memorabilia';
  if (isPackage) return 'package';
  if (name.startsWith('private cremation')) {
    if (relationshipType === 'vet_unity') return 'vetunity-private';
    if (relationshipType === 'referral') return 'referral';
    return 'private';
  }
  if (name.startsWith('communal cremation')) {
    return relationshipType === 'vet_unity' && same(name, SERVICE_TYPE_NAMES.communal) ? 'vetunity-communal' : 'communal';
  }
  return undefined;
}

/**
 * The Edit link of the bookings list (spec 000 s2): when the booking is editable (no ok_cremate_c),
 * Unsubmitted, and an edit path exists.
 */
export function editLink(booking: StageFacts & EditPathFacts & { id: string; okToCremate: boolean }): string | undefined {
  if (!isEditable(booking.okToCremate) || displayStage(booking) !== 'Unsubmitted') return undefined;
  const path = editPath(booking);
  return path ? `/edit-booking-${path}/${booking.id}` : undefined;
}
