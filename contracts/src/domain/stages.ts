// Order stages (spec 000 s4): what a booking's order_stage_c shows as, the status line at
// VP Submitted, and the tracker step each stage belongs to.
/** As in `@portal/contracts/wire/vet` (kept here so the stage rules import nothing of the wire types). */
export type RelationshipType = 'vet_direct' | 'referral' | 'vet_unity';

export const STAGES = {
  unsubmitted: 'VP Unsubmitted',
  submitted: 'VP Submitted',
  pendingDetails: 'Pet Collected - Pending Details',
  cancelled: 'Cancelled',
  awaitingReturnDelivery: 'Awaiting Return Delivery',
} as const;

/**
 * A details update refused because the booking moved on while the page had it open (submitted in
 * another tab or by a double click, or moved by the crematorium): nothing of the update was stored.
 */
export const BOOKING_CHANGED_MESSAGE =
  'This booking was changed since this page opened it (for example, it was submitted), so these changes were not saved. Open the booking again to see the latest.';

/** The stage as the portal shows it ('parsedOrderStage'). */
export type DisplayStage = 'Completed' | 'Pet Collected - Pending Details' | 'Unsubmitted' | 'Submitted' | 'In Progress';

export interface StageFacts {
  orderStage: string;
  /** is_final_order_stage_c */
  isFinalStage: boolean;
  /** is_open_order_c */
  isOpenOrder: boolean;
}

/** Display stage from order_stage_c (spec 000 s4, Display stage), the rules in their order. */
export function displayStage({ orderStage, isFinalStage, isOpenOrder }: StageFacts): DisplayStage {
  if (orderStage !== STAGES.cancelled && isFinalStage) return 'Completed';
  if (orderStage === STAGES.pendingDetails && !isOpenOrder) return STAGES.pendingDetails;
  if (orderStage === STAGES.unsubmitted) return 'Unsubmitted';
  if (orderStage === STAGES.submitted) return 'Submitted';
  return 'In Progress';
}

export interface StatusLineFacts {
  orderStage: string;
  relationshipType: RelationshipType;
  okToPrepare: boolean;
}

/**
 * The status line (spec 000 s4), only at VP Submitted. `date` is where '[date]' goes; undefined
 * where the table has no row (vet_unity with ok-to-prepare) or the stage is another.
 */
export function statusLine({ orderStage, relationshipType, okToPrepare }: StatusLineFacts): { text: string; withDate: boolean } | undefined {
  if (orderStage !== STAGES.submitted) return undefined;
  if (relationshipType === 'vet_direct') {
    return okToPrepare
      ? { text: 'Final instructions received', withDate: true }
      : { text: 'Waiting for final instructions', withDate: false };
  }
  if (!okToPrepare) return { text: 'Waiting for final instructions and/or payment', withDate: false };
  if (relationshipType === 'referral') return { text: 'Final instructions and/or payment received', withDate: true };
  return undefined;
}

/** Tracker steps in order, with the stages each covers (spec 000 s4, Tracker). */
export const TRACKER_STEPS = [
  {
    step: 'Collection',
    stages: ['Pre-Booking', 'Awaiting Collection', 'Pet Collected', 'With Contractor', 'At Transport / Holding Facility'],
  },
  { step: 'Confirmation', stages: ['Awaiting Keepsakes', 'On Hold'] },
  { step: 'Keepsakes', stages: ['Awaiting Cremation'] },
  { step: 'Cremation', stages: ['In Cremation'] },
  { step: 'Memorialisation', stages: ['Awaiting Processing', 'Ashes Processed', 'Ashes in Library (On Hold)'] },
  { step: 'Inspection', stages: ['Preparation Completed'] },
  {
    step: 'Return',
    stages: [
      'Quality Assurance Completed',
      'Split Delivery - Awaiting Return',
      'Returned',
      'Ready at Office',
      'Posted and Awaiting Product',
      'Awaiting Return Delivery',
      'Ready at Office (Awaiting Completion)',
    ],
  },
  { step: 'Completed', stages: ['Completed - Returned', 'Completed - Posted'] },
] as const;

export type TrackerStep = (typeof TRACKER_STEPS)[number]['step'];

/** The tracker step of a stage, or undefined for a stage the tracker does not name. */
export function trackerStep(orderStage: string): TrackerStep | undefined {
  return TRACKER_STEPS.find(({ stages }) => (stages as readonly string[]).includes(orderStage))?.step;
}

/** Every stage the tracker names, in tracker order. */
export const TRACKER_STAGES: readonly string[] = TRACKER_STEPS.flatMap(({ stages }) => stages);

/** Stages that end a booking (is_final_order_stage_c is set on reaching them). */
export const FINAL_STAGES: readonly string[] = ['Completed - Returned', 'Completed - Posted', STAGES.cancelled];

/**
 * The usual path of a private cremation with ashes returned, which the back office steps along
 * ('next'). Side stages (On Hold, Ashes in Library, split and posted deliveries) are reached by name.
 */
export const USUAL_PATH: readonly string[] = [
  STAGES.unsubmitted,
  STAGES.submitted,
  'Pre-Booking',
  'Awaiting Collection',
  'Pet Collected',
  'With Contractor',
  'At Transport / Holding Facility',
  'Awaiting Keepsakes',
  'Awaiting Cremation',
  'In Cremation',
  'Awaiting Processing',
  'Ashes Processed',
  'Preparation Completed',
  'Quality Assurance Completed',
  'Awaiting Return Delivery',
  'Returned',
  'Completed - Returned',
];

/** Every stage a booking can have. */
export const ALL_STAGES: readonly string[] = [
  STAGES.unsubmitted,
  STAGES.submitted,
  STAGES.pendingDetails,
  ...TRACKER_STAGES,
  STAGES.cancelled,
];

/** The stage after this one on the usual path; undefined at its end or off it. */
export function nextStage(orderStage: string): string | undefined {
  const at = USUAL_PATH.indexOf(orderStage);
  if (at === -1) {
    const step = trackerStep(orderStage);
    if (!step) return orderStage === STAGES.pendingDetails ? 'Awaiting Keepsakes' : undefined;
    // Off the path inside a step: continue with the first path stage of the next step.
    const stepIndex = TRACKER_STEPS.findIndex((s) => s.step === step);
    return TRACKER_STEPS.slice(stepIndex + 1)
      .flatMap(({ stages }) => stages)
      .find((stage) => USUAL_PATH.includes(stage));
  }
  return USUAL_PATH[at + 1];
}

/** A booking is editable unless ok_cremate_c is set (spec 000 s4, Editability). */
export function isEditable(okToCremate: boolean): boolean {
  return !okToCremate;
}
