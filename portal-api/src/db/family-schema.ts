import type { FamilyUpdateKind } from '@portal/contracts/domain/family-updates';
import type { ConfirmationState } from '@portal/contracts/domain/family-confirmation';

/** A family's private tracking link (migration 0011): only the SHA-256 of its secret is kept. */
export interface TrackingLinkTable {
  id: string;
  /** Hex SHA-256 of the link's secret (32 random bytes, base64url). */
  token_hash: string;
  booking_id: string;
  /** The owner's mobile the link was texted to, as the booking held it. */
  sent_to: string;
  created_at: string;
  /** Null until the pet is home; then 30 days after. */
  expires_at: string | null;
  revoked_at: string | null;
}

/** An update a booking's owner was texted (at most one of each kind per booking). */
export interface FamilyUpdateTable {
  booking_id: string;
  update_kind: FamilyUpdateKind;
  /** The stage whose move sent it. */
  stage: string;
  outbox_message_id: string | null;
  created_at: string;
}

/** A booking's family confirmation (issue 36, migration 0021): one row per booking asked or skipped. */
export interface BookingConfirmationTable {
  booking_id: string;
  state: ConfirmationState;
  /** The current request (a new one on each edit that asks again); null when skipped. */
  request_id: string | null;
  /** When the current request was texted (business clock); null when skipped. */
  requested_at: string | null;
  /** When its one reminder went (business clock); null before. */
  reminded_at: string | null;
  /** When the current request's links stop opening the page (system time). */
  expires_at: string | null;
  sent_to: string | null;
  skip_reason: string | null;
  /** The contact id of the nurse who submitted without asking. */
  skipped_by: string | null;
  /** The family's latest answer to the current request. */
  answer: 'confirm' | 'concern' | null;
  answer_at: string | null;
  answer_name: string | null;
  answer_words: string | null;
  /** The confirmation_answers row of the current request's latest confirm (the consent PDF's record). */
  consent_answer_id: string | null;
  verbal_reason: string | null;
  /** The Level 3 member who recorded it: contact id and name as it was then. */
  verbal_by: string | null;
  verbal_by_name: string | null;
  verbal_at: string | null;
  updated_at: string;
}

/** A confirmation link (migration 0021): only the SHA-256 of its secret is kept, as owner_links. */
export interface ConfirmationLinkTable {
  id: string;
  token_hash: string;
  booking_id: string;
  request_id: string;
  sent_to: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** An answer the family gave on the confirmation page, with what the page showed them. */
export interface ConfirmationAnswerTable {
  id: string;
  booking_id: string;
  request_id: string;
  link_id: string;
  answer: 'confirm' | 'concern';
  name: string | null;
  words: string | null;
  consent_wording: string;
  /** ConfirmationPageDto as JSON. */
  shown: string;
  answered_at: string;
}

export interface FamilyDatabase {
  tracking_links: TrackingLinkTable;
  family_updates: FamilyUpdateTable;
  booking_confirmations: BookingConfirmationTable;
  confirmation_links: ConfirmationLinkTable;
  confirmation_answers: ConfirmationAnswerTable;
}
