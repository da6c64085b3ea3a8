// The family kept informed (issue 19 item 3):
//   GET  portal/vet/family_updates              -> 200 { data: { enabled } }        Level 3 only (403)
//   PUT  portal/vet/family_updates { enabled }  -> 200 { data: { enabled } }        Level 3 only (403); 422 names `enabled`
//   GET  portal/booking/{id}/tracking           -> 200 { data: FamilyTrackingDto }  the texts sent and the links still open
//   POST portal/booking/{id}/tracking/revoke    -> 200 { data: FamilyTrackingDto }  closes every link of the booking, and
//                                                  every later one (no more texts), for good
//   POST portal/tracking { key }                -> 200 { data: TrackingDto }        no session: the link's secret is the key;
//                                                  404 for an unknown, revoked or expired link
import type { FamilyUpdateKind } from '@portal/contracts/domain/family-updates';

export interface FamilyUpdatesSettingDto {
  enabled: boolean;
}

export interface FamilyTrackingDto {
  /** The texts sent, oldest first. */
  texts: { kind: FamilyUpdateKind; sent_at: string }[];
  /** How many of the booking's links still open the tracking page. */
  open_links: number;
  /** When the open links close (30 days after the pet is home); null while it is not home. */
  expires_at: string | null;
  /** When staff closed the booking's tracking: no link or text after it, even before the first. Null while open. */
  closed_at: string | null;
}

/** What the family's tracking page shows: nothing but the stage and the practice's name and phone. */
export interface TrackingDto {
  /** Family steps reached (0 before collection, 1 to 4); null when the family is not told (call the practice). */
  progress: number | null;
  /** The pet's first name, as the texts name them; null without one. */
  pet_name: string | null;
  /** The step in the family's words, with what happens next (domain/family-updates familyTrackingSays); null when not told. */
  says: string | null;
  /** When each family step was reached (ISO), one per step; null for a step not reached; empty when not told. */
  step_dates: (string | null)[];
  practice: { name: string; phone: string | null };
}
