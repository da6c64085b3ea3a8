// The family kept informed (issue 19 item 3): which stage moves text the owner, and the tracker the
// owner's private link opens, in the family's words. Pure rules shared by portal-api (the texts and
// the tracking answer) and the owner app (the tracking page).

/** The updates a family is texted, each at most once per booking. */
export type FamilyUpdateKind = 'collected' | 'ready' | 'returned';

/** The tracker the family sees, in its words, in order (the last is completion). */
export const FAMILY_STEPS = [
  {
    title: 'In our care',
    says: 'Your pet has been collected and is in our care. We will look after them gently at every step.',
    stages: [
      'Pet Collected',
      'Pet Collected - Pending Details',
      'With Contractor',
      'At Transport / Holding Facility',
      'Awaiting Keepsakes',
      'On Hold',
      'Awaiting Cremation',
      'In Cremation',
    ],
  },
  {
    title: 'Cremation complete',
    says: 'The cremation is complete, and the ashes are being prepared with care.',
    stages: ['Awaiting Processing', 'Ashes Processed', 'Ashes in Library (On Hold)', 'Preparation Completed', 'Quality Assurance Completed'],
  },
  {
    title: 'Ready to come home',
    says: 'The ashes are ready to come home.',
    stages: [
      'Awaiting Return Delivery',
      'Split Delivery - Awaiting Return',
      'Ready at Office',
      'Ready at Office (Awaiting Completion)',
      'Posted and Awaiting Product',
    ],
  },
  {
    title: 'Home with you',
    says: 'The ashes have been returned. We hope they bring you comfort.',
    stages: ['Returned', 'Completed - Returned', 'Completed - Posted'],
  },
] as const;

export type FamilyStepTitle = (typeof FAMILY_STEPS)[number]['title'];

/**
 * How many of the family's steps a stage has reached (1 to 4); 0 before the pet is collected;
 * null for a stage the family is not told about (Cancelled, or one the tracker does not know).
 */
export function familyProgress(orderStage: string): number | null {
  const index = FAMILY_STEPS.findIndex(({ stages }) => (stages as readonly string[]).includes(orderStage));
  if (index !== -1) return index + 1;
  const beforeCollection = ['VP Unsubmitted', 'VP Submitted', 'Pre-Booking', 'Awaiting Collection'];
  return beforeCollection.includes(orderStage) ? 0 : null;
}

/** The text a move to this stage sends (when the practice allows it), or none. */
export function familyUpdateFor(orderStage: string): FamilyUpdateKind | undefined {
  switch (familyProgress(orderStage)) {
    case 1:
      return 'collected';
    case 3:
      return 'ready';
    case 4:
      return 'returned';
    default:
      return undefined;
  }
}

/** The tracking link stays open this many days after the pet is home (the 'Home with you' step). */
export const TRACKING_LINK_DAYS_AFTER_RETURN = 30;

/** The fragment parameter of the tracking link that carries its secret (as the approval link's). */
export const TRACKING_KEY_PARAM = 'k';

/** The tracking page's path in the owner app. */
export const TRACKING_PATH = '/track';

/** The text each update sends; `pet` is the pet's name (or none), `practice` the practice's name. */
export function familyUpdateText(kind: FamilyUpdateKind, { pet, practice, link }: { pet: string | null; practice: string; link: string }): string {
  const name = pet?.trim() || 'your pet';
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  switch (kind) {
    case 'collected':
      return `${practice}: ${Name} has been collected and is in gentle care. You can follow each step here: ${link}`;
    case 'ready':
      return `${practice}: ${Name}'s ashes are ready to come home. You can follow each step here: ${link}`;
    case 'returned':
      return `${practice}: ${Name}'s ashes have been returned to you. This link stays open for ${TRACKING_LINK_DAYS_AFTER_RETURN} days: ${link}`;
  }
}
