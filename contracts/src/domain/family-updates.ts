// The family kept informed (issue 19 item 3): which stage moves text the owner, and the tracker the
// owner's private link opens, in the family's words. Pure rules shared by portal-api (the texts and
// the tracking answer) and the owner app (the tracking page).

import { formatPhone } from './phone';

/**
 * The updates a family is texted, each at most once per booking: the stage moves' three, and the
 * clinic's scan of the ashes back (`at_clinic`, with the collection code the family gives to collect them).
 */
export type FamilyUpdateKind = 'collected' | 'ready' | 'at_clinic' | 'returned';

/** The tracker the family sees, in its words, in order (the last is completion); what each says now: familyTrackingSays. */
export const FAMILY_STEPS = [
  {
    title: 'In our care',
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
    stages: ['Awaiting Processing', 'Ashes Processed', 'Ashes in Library (On Hold)', 'Preparation Completed', 'Quality Assurance Completed'],
  },
  {
    title: 'Ready to come home',
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
    stages: ['Returned', 'Completed - Returned', 'Completed - Posted'],
  },
] as const;

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

/** How long a tracking link's key is (32 random bytes in base64url): a shorter one was cut short on the way. */
export const TRACKING_KEY_LENGTH = 43;

/** The tracking page's path in the owner app. */
export const TRACKING_PATH = '/track';

/** The pet's name to start a sentence with ('Your pet' without one). */
function petNamed(pet: string | null | undefined): string {
  const name = pet?.trim() || 'your pet';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * How every text to a family opens (issue 32 item 4): their practice speaks (the family chose them and
 * knows their name), and greets the owner by first name. The approval request opens the same way
 * (portal-api messaging/approval-requests.ts) and says who makes the plaque.
 */
export function familyTextOpening(practice: string, ownerFirstName: string | null | undefined): string {
  const name = ownerFirstName?.trim();
  return `${practice}: Hello${name ? ` ${name}` : ''}, `;
}

/** A sentence that follows a greeting: 'Your pet' starts lower case there. */
const afterGreeting = (sentence: string) => sentence.replace(/^Your pet/, 'your pet');

export interface FamilyUpdateTextParts {
  pet: string | null;
  /** The owner's first name, for the greeting. */
  owner: string | null;
  practice: string;
  /** The practice's phone as stored; said before the link, so a link cut short still leaves a number. */
  practicePhone: string | null;
  link: string;
  /** What the tracking page says now (familyTrackingSays), so the text and the page agree. */
  says: string | null;
  /** The code the family gives to collect the ashes from the clinic (the `at_clinic` text), spoken as '482 913'. */
  collectionCode?: string | null;
}

/** The text each update sends. */
export function familyUpdateText(kind: FamilyUpdateKind, { pet, owner, practice, practicePhone, link, says, collectionCode }: FamilyUpdateTextParts): string {
  const Name = petNamed(pet);
  const fallback: Record<FamilyUpdateKind, string> = {
    collected: `${Name} has been collected and is in our care.`,
    ready: `${Name}'s ashes are ready to come home.`,
    at_clinic: `${Name}'s ashes are back at the clinic and ready for you to collect.`,
    returned: `${Name}'s ashes have been returned to you.`,
  };
  const code = collectionCode ? ` When you come, give your surname or this collection code: ${collectionCode}.` : '';
  const phone = practicePhone ? formatPhone(practicePhone) : '';
  const call = phone ? ` Questions? Call us on ${phone}.` : '';
  const follow = kind === 'returned' ? `This link stays open for ${TRACKING_LINK_DAYS_AFTER_RETURN} days: ${link}` : `You can follow each step here: ${link}`;
  return `${familyTextOpening(practice, owner)}${afterGreeting(says ?? fallback[kind])}${code}${call} ${follow}`;
}

/** Where the family receives the ashes: back at the practice (the owner's 'vet_address'), or at home. */
export type AshesReturnTo = 'practice' | 'home';

/** The owner's return_add_option_c as the family's words need it: 'customer_address' is home; else the practice. */
export function ashesReturnTo(returnAddOption: string | null | undefined): AshesReturnTo {
  return returnAddOption === 'customer_address' ? 'home' : 'practice';
}

/**
 * What the tracking page says now (issue 32 item 4): the pet by name, and for ashes that are ready,
 * what happens next for this booking: collected from the practice, delivered home, or a call to
 * arrange a collection (the crematorium's Ready at Office stages). Null when the family is not told
 * about the stage (the page then asks them to call the practice).
 */
export function familyTrackingSays(
  orderStage: string,
  { pet, practice, returnTo }: { pet: string | null | undefined; practice: string; returnTo: AshesReturnTo },
): string | null {
  const Name = petNamed(pet);
  switch (familyProgress(orderStage)) {
    case 0:
      return `We will text you as soon as ${Name} is in our care.`;
    case 1:
      return `${Name} has been collected and is in our care. We will look after them gently at every step.`;
    case 2:
      return `${Name}'s cremation is complete, and the ashes are being prepared with care.`;
    case 3:
      if (orderStage.startsWith('Ready at Office')) return `${Name}'s ashes are ready to be collected. Please call ${practice} to arrange a time.`;
      if (orderStage === 'Posted and Awaiting Product') return `${Name}'s ashes are ready and have been posted to you.`;
      return returnTo === 'home'
        ? `${Name}'s ashes are ready and will be delivered to your home. We will text you when they have been delivered.`
        : `${Name}'s ashes are ready and are on their way back to ${practice}. We will text you when you can collect them there.`;
    case 4:
      return `${Name}'s ashes have been returned to you. We hope they bring you comfort.`;
    default:
      return null;
  }
}

/**
 * The day each family step was first reached, from the booking's stage moves (oldest first): one entry
 * per step of FAMILY_STEPS, null for a step not reached.
 */
export function familyStepDates(moves: readonly { to: string; at: string }[]): (string | null)[] {
  const reached: (string | null)[] = FAMILY_STEPS.map(() => null);
  for (const move of moves) {
    const progress = familyProgress(move.to) ?? 0;
    for (let step = 0; step < progress; step++) reached[step] ??= move.at;
  }
  return reached;
}
