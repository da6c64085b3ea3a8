// The family confirms what will be done (issue 36). The calls (portal-api/openapi.yaml has them too):
//
// The family (no session: the link's secret is the key, the owner's mobile the second factor, as the
// engraving approval's phone check; 5 wrong numbers per link in 15 minutes, then 429 with Retry-After):
// Errors are the portal's { errors: { detail } }: a string, or the fields named with their messages (422).
//   POST portal/confirmation { key, phone }                   -> 200 { data: ConfirmationPageDto }
//        404 CONFIRMATION_MESSAGES.linkInvalid for an unknown, expired or revoked link (no try counted);
//        422 { phone } a wrong or malformed number (with the tries left, as the engraving check says them);
//        429 paused, with Retry-After
//   POST portal/confirmation/answer { key, phone, answer: 'confirm', name }
//                             | { key, phone, answer: 'concern', words }  -> 200 { data: ConfirmationPageDto } (after)
//        the same 404/422/429; 409 CONFIRMATION_MESSAGES.noLongerAnswerable once the cremation started or
//        the booking was cancelled; 422 { name } or { words }
//
// The practice (staff session; another practice's booking is 404 like every call):
//   GET  portal/vet/family_confirmation               -> 200 { data: { enabled } }  Level 3 only (403)
//   PUT  portal/vet/family_confirmation { enabled }   -> 200 { data: { enabled } }  Level 3 only (403)
//   GET  portal/booking/{id}/confirmation             -> 200 { data: FamilyConfirmationDto | null }  null: never asked
//   POST portal/booking/{id}/confirmation/verbal { reason }  -> 200 { data: FamilyConfirmationDto }
//        Level 3 only (403 CONFIRMATION_MESSAGES.verbalLevel3); 422 { reason } without one; 422 { booking }
//        for a booking never asked or skipped (CONFIRMATION_MESSAGES.noConfirmation)
//   GET  portal/booking/{id}/confirmation/consent     -> 200 { url, expires_at }  a 5-minute signed link to the
//        consent PDF (what was shown, the typed name, when, the link), as the certificate's and tags' links;
//        404 CONFIRMATION_MESSAGES.noConsent before the family confirmed the current request on the page
//   GET  portal/dashboard/confirmations               -> 200 { data: ConfirmationCountsDto }
// Every booking answer (GET booking, the lists, GET booking/{id}) carries `family_confirmation` (below).
// Submitting: POST portal/booking/{id}/complete takes `skip_family_confirmation: { reason }` to not ask.
// Live: every change of a booking's confirmation reaches the practice's open pages as the live channel's
// `booking-moved` (with the booking's current stage), as a back-office move does.
import type { ConfirmationState } from '@portal/contracts/domain/family-confirmation';

/** What a booking answer says of its family confirmation (null or absent: the family was never asked). */
export interface FamilyConfirmationDto {
  state: ConfirmationState;
  /** CONFIRMATION_STATE_LABELS[state]: what the list row's status and the details page say. */
  label: string;
  /** True while a concern holds the booking before the cremation (the back office refuses to move it into the cremation). */
  on_hold: boolean;
  /**
   * True when changing the service type, products or engraving now revokes the family's link and texts
   * them a new request (a request was sent: awaiting, confirmed, concern or verbal; and the cremation has
   * not started and the booking is not cancelled). The edit pages can say so before saving.
   */
  rerequest_on_change: boolean;
  /** When the latest request was texted (ISO); null when skipped. */
  requested_at: string | null;
  /** When the one reminder went (ISO); null before it. */
  reminded_at: string | null;
  /** When the latest request's link stops opening the page (ISO); null when skipped. */
  expires_at: string | null;
  /** The mobile the request went to, as the booking holds it; null when skipped. */
  sent_to: string | null;
  /** The nurse's reason for not asking (state skipped). */
  skip_reason: string | null;
  /** The family's latest answer on the page, with their own words; null before one. */
  answer: ConfirmationAnswerDto | null;
  /** The Level 3 member's verbal confirmation (state verbal); null otherwise. */
  verbal: { reason: string; by: string; at: string } | null;
  /** Whether a consent PDF can be downloaded (the family confirmed on the page at least once for the current request). */
  has_consent: boolean;
}

export interface ConfirmationAnswerDto {
  answer: 'confirm' | 'concern';
  at: string;
  /** The name the family typed (confirm). */
  name: string | null;
  /** The family's words (concern), as typed. */
  words: string | null;
}

/** GET portal/dashboard/confirmations: the tiles' counts, over the practice's bookings not yet at the cremation. */
export interface ConfirmationCountsDto {
  awaiting: number;
  concern: number;
}

/** One product as it will be made (the family's page). */
export interface ConfirmationProductDto {
  name: string;
  quantity: number;
  /** The options chosen (a colour, a size), by name. */
  options: string[];
  /** The engraving as it will be made: the latest artwork; null for a product without one. */
  engraving: ConfirmationEngravingDto | null;
}

export interface ConfirmationEngravingDto {
  /** The artwork version shown (1, 2, …). */
  version: number;
  /** The text lines as they will be engraved, in order. */
  lines: string[];
  /** The icon's name; null for none. */
  icon: string | null;
  photo: boolean;
  /** 'Rosie / Always by our side, icon Heart (Right), with a photo' (domain/engraving engravedSummary). */
  summary: string;
  /** Whether the owner has approved this artwork. */
  approved: boolean;
  /** A short-lived link to the artwork image (398 px wide PNG). */
  artwork_url: string | null;
}

/** What the family's confirmation page shows: this booking only, nothing of staff or other bookings. */
export interface ConfirmationPageDto {
  /** The pet's first name; null without one. */
  pet_name: string | null;
  service: {
    /** The service type as people read it ('Private Cremation'). */
    name: string;
    /** What will be done, in the family's words (domain/family-confirmation SERVICE_WORDS). */
    says: string;
  };
  products: ConfirmationProductDto[];
  /**
   * What the family pays, inc GST: only when the practice charges at the portal's retail price (pricing
   * RRP with portal access); null otherwise, and `amount_note` says who will tell them.
   */
  amount: number | null;
  amount_note: string | null;
  practice: { name: string; phone: string | null };
  /** The words the family agrees to with Confirm (recorded with their name). */
  consent_wording: string;
  /** Where the booking's confirmation is now. */
  state: ConfirmationState;
  /** The family's latest answer; null before one. */
  answer: ConfirmationAnswerDto | null;
  /** False once the cremation started or the booking was cancelled: the page shows, the answers are refused. */
  can_answer: boolean;
  /** When this link stops opening the page (ISO). */
  expires_at: string;
}
