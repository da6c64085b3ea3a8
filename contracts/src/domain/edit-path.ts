// Which edit wizard opens a booking: /edit-booking-{path}/{id} (spec 000 s2; spec 001: there is no
// edit route for vet supply orders).
import type { RelationshipType } from '@portal/contracts/wire/vet';
import { isCommunalCremation, isPrivateCremation, isProductsOnly, isStrayWildlife, isVetSupplyOrder, SERVICE_TYPE_NAMES, sameServiceType } from '@portal/contracts/wire/service-types';
import { displayStage, isEditable, type StageFacts } from '@portal/contracts/domain/stages';
import { editUrl, stepsFor, type WizardVariant } from '@portal/contracts/domain/wizard';

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

/** The wizard path for a booking, or undefined when it has none (vet supply orders). */
export function editPath({ serviceTypeName, isPackage, relationshipType }: EditPathFacts): EditPath | undefined {
  if (isVetSupplyOrder(serviceTypeName)) return undefined;
  if (isProductsOnly(serviceTypeName)) return 'urns-and-memorabilia';
  if (isPackage) return 'package';
  if (isPrivateCremation(serviceTypeName)) {
    if (relationshipType === 'vet_unity') return 'vetunity-private';
    if (relationshipType === 'referral') return 'referral';
    return 'private';
  }
  if (isCommunalCremation(serviceTypeName)) {
    return relationshipType === 'vet_unity' && sameServiceType(serviceTypeName, SERVICE_TYPE_NAMES.communal) ? 'vetunity-communal' : 'communal';
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

/**
 * Where the practice changes a booking's products (its edit wizard's product list): the fix for a
 * family's concern about the urn or a keepsake (issue 36), on a booking still editable (no ok_cremate_c)
 * whose wizard has that step. A communal booking's product list is the keepsake variant's. Undefined
 * when it has none (referral and Vet Unity wizards: no products; vet supply orders: no edit wizard).
 */
export function productsEditLink(booking: EditPathFacts & { id: string; okToCremate: boolean }): string | undefined {
  const path = isEditable(booking.okToCremate) ? editPath(booking) : undefined;
  if (!path) return undefined;
  const variant: WizardVariant = path === 'communal' ? { path, communalKind: isStrayWildlife(booking.serviceTypeName) ? 'wildlife' : 'keepsake' } : { path };
  const steps = stepsFor(variant, booking.serviceTypeName);
  // A dispersal package's products are its bundle.
  const step = steps.includes('product-list') ? 'product-list' : steps.includes('bundle') ? 'bundle' : undefined;
  return step ? `${editUrl(variant, booking.id)}#${step}` : undefined;
}

/**
 * What the crematorium waits for at 'Pet Collected - Pending Details' (spec 000 s2: the dashboard's
 * 'Private Cremation: Awaiting Instructions' table lists these bookings): the pet is with it and the
 * booking lacks the family's instructions.
 */
export const AWAITING_INSTRUCTIONS_HINT =
  'The crematorium has collected the pet and is waiting for the family’s instructions: the service, urn and keepsakes they have chosen, and anything to know before the cremation.';

/** The hint's action on a booking the practice can edit, and its link's words. */
export const ADD_INSTRUCTIONS_TEXT = 'Edit the booking to add them, then save each step.';
export const ADD_INSTRUCTIONS_LABEL = 'Add the family’s instructions';
/** On a booking the portal cannot edit (ok to cremate, or no edit path). */
export const SEND_INSTRUCTIONS_TEXT = 'This booking can no longer be changed here: please send them to our Client Care team.';

export interface NextAction {
  /** What the practice is asked to do, and why. */
  text: string;
  /** Where the practice does it, when the portal can. */
  link?: { href: string; label: string };
}

/**
 * The practice's next step on a booking's details page (issue 31 item 6: a booking opened from the
 * 'Awaiting Instructions' table said nothing of what to do). Only at 'Pet Collected - Pending Details'
 * as shown (a closed order): edit the booking to add the family's instructions where it is editable
 * and has an edit path, else send them to Client Care. Undefined at every other stage.
 */
export function awaitingInstructionsAction(booking: StageFacts & EditPathFacts & { id: string; okToCremate: boolean }): NextAction | undefined {
  if (displayStage(booking) !== 'Pet Collected - Pending Details') return undefined;
  const path = isEditable(booking.okToCremate) ? editPath(booking) : undefined;
  if (!path) return { text: `${AWAITING_INSTRUCTIONS_HINT} ${SEND_INSTRUCTIONS_TEXT}` };
  return {
    text: `${AWAITING_INSTRUCTIONS_HINT} ${ADD_INSTRUCTIONS_TEXT}`,
    link: { href: `/edit-booking-${path}/${booking.id}`, label: ADD_INSTRUCTIONS_LABEL },
  };
}
