// Overdue before the family calls: each stage a pet or its ashes wait in has an expected time, by the
// kind of service; a booking longer than that in its stage is overdue (the dashboard's tile, the
// bookings list's filter, the Level 3 members' daily digest). Its time counts from when it reached the
// stage (bookings.stage_entered_at). Defaults to tune with the crematorium; docs/product.md has the table.
import { isCommunalCremation, isDispersal, isPrivateCremation } from '@portal/contracts/wire/service-types';
import { formatStageDuration } from '@portal/contracts/domain/custody';

/** The services whose pets are in custody: private (ashes returned), private with the ashes dispersed, communal (stray and wildlife too). */
export type CustodyService = 'private' | 'dispersal' | 'communal';
export const CUSTODY_SERVICES: readonly CustodyService[] = ['private', 'dispersal', 'communal'];

/** The custody service of a service type; undefined for one that sends no pet (products only, vet supply). */
export function custodyServiceOf(serviceTypeName: string): CustodyService | undefined {
  if (isDispersal(serviceTypeName)) return 'dispersal';
  if (isPrivateCremation(serviceTypeName)) return 'private';
  if (isCommunalCremation(serviceTypeName)) return 'communal';
  return undefined;
}

const DAY = 24;

/**
 * Hours a booking is expected to stay in each stage, by service: a stage not named has no expected time
 * (VP Unsubmitted: a draft; the two On Hold stages: held on purpose; the final stages). Communal
 * collections and cremations run less often than private ones; the ashes of a private cremation wait
 * up to two weeks at the clinic for the family.
 *
 * | stage | private | dispersal | communal |
 * |---|---|---|---|
 * | VP Submitted, Pre-Booking | 24 h | 24 h | 2 days |
 * | Awaiting Collection | 2 days | 2 days | 4 days |
 * | Pet Collected | 24 h | 24 h | 2 days |
 * | Pet Collected - Pending Details | 2 days | 2 days | 2 days |
 * | With Contractor | 2 days | 2 days | 3 days |
 * | At Transport / Holding Facility | 3 days | 3 days | 5 days |
 * | Awaiting Keepsakes | 3 days | 3 days | 3 days |
 * | Awaiting Cremation | 3 days | 3 days | 7 days |
 * | In Cremation | 24 h | 24 h | 24 h |
 * | Awaiting Processing, Ashes Processed, Preparation Completed, Quality Assurance Completed | 2 days each | 2 days | 2 days |
 * | Awaiting Return Delivery, Returned | 3 days | | |
 * | Split Delivery - Awaiting Return | 5 days | | |
 * | Posted and Awaiting Product | 10 days | | |
 * | Ready at Office, Ready at Office (Awaiting Completion) | 14 days | | |
 */
/** A private or dispersal cremation, from the booking to its ashes ready (a dispersal ends there). */
const INDIVIDUAL_CREMATION: Readonly<Record<string, number>> = {
  'VP Submitted': DAY,
  'Pre-Booking': DAY,
  'Awaiting Collection': 2 * DAY,
  'Pet Collected': DAY,
  'Pet Collected - Pending Details': 2 * DAY,
  'With Contractor': 2 * DAY,
  'At Transport / Holding Facility': 3 * DAY,
  'Awaiting Keepsakes': 3 * DAY,
  'Awaiting Cremation': 3 * DAY,
  'In Cremation': DAY,
  'Awaiting Processing': 2 * DAY,
  'Ashes Processed': 2 * DAY,
  'Preparation Completed': 2 * DAY,
  'Quality Assurance Completed': 2 * DAY,
};

export const EXPECTED_HOURS: Readonly<Record<CustodyService, Readonly<Record<string, number>>>> = {
  private: {
    ...INDIVIDUAL_CREMATION,
    // The ashes' way back to the family.
    'Awaiting Return Delivery': 3 * DAY,
    Returned: 3 * DAY,
    'Split Delivery - Awaiting Return': 5 * DAY,
    'Posted and Awaiting Product': 10 * DAY,
    'Ready at Office': 14 * DAY,
    'Ready at Office (Awaiting Completion)': 14 * DAY,
  },
  dispersal: INDIVIDUAL_CREMATION,
  communal: {
    'VP Submitted': 2 * DAY,
    'Pre-Booking': 2 * DAY,
    'Awaiting Collection': 4 * DAY,
    'Pet Collected': 2 * DAY,
    'Pet Collected - Pending Details': 2 * DAY,
    'With Contractor': 3 * DAY,
    'At Transport / Holding Facility': 5 * DAY,
    'Awaiting Keepsakes': 3 * DAY,
    'Awaiting Cremation': 7 * DAY,
    'In Cremation': DAY,
    'Awaiting Processing': 2 * DAY,
    'Ashes Processed': 2 * DAY,
    'Preparation Completed': 2 * DAY,
    'Quality Assurance Completed': 2 * DAY,
  },
};

/** Hours a booking of `service` is expected to stay at `stage`; undefined when the stage has no expected time. */
export function expectedHours(service: CustodyService | undefined, stage: string): number | undefined {
  return service ? EXPECTED_HOURS[service][stage] : undefined;
}

const HOUR_MS = 3_600_000;

export interface OverdueFacts {
  serviceTypeName: string;
  orderStage: string;
  /** When it reached the stage (ISO). */
  stageEnteredAt: string;
}

export interface Overdue {
  expectedHours: number;
  /** When the stage's expected time ran out (ISO). */
  dueAt: string;
  /** Seconds past it. */
  overdueSeconds: number;
}

/** Whether the booking is overdue at `now`, and by how much; null when it is not (or its stage has no expected time). */
export function overdueAt({ serviceTypeName, orderStage, stageEnteredAt }: OverdueFacts, now: Date): Overdue | null {
  const hours = expectedHours(custodyServiceOf(serviceTypeName), orderStage);
  if (hours === undefined) return null;
  const due = Date.parse(stageEnteredAt) + hours * HOUR_MS;
  if (Number.isNaN(due) || now.getTime() <= due) return null;
  return { expectedHours: hours, dueAt: new Date(due).toISOString(), overdueSeconds: Math.floor((now.getTime() - due) / 1000) };
}

/** The latest a booking of `service` may have reached `stage` and not be overdue at `now` (ISO), for each stage with an expected time. */
export function overdueThresholds(service: CustodyService, now: Date): { stage: string; enteredBefore: string }[] {
  return Object.entries(EXPECTED_HOURS[service]).map(([stage, hours]) => ({ stage, enteredBefore: new Date(now.getTime() - hours * HOUR_MS).toISOString() }));
}

/** How an overdue booking is said in the digest and on the page: "Awaiting Collection for 3 days 2 h (expected within 2 days)". */
export function overdueSentence(stage: string, inStageSeconds: number, hours: number): string {
  return `${stage} for ${formatStageDuration(inStageSeconds)} (expected within ${formatStageDuration(hours * 3600)})`;
}
