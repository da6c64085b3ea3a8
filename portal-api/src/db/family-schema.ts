import type { FamilyUpdateKind } from '@portal/contracts/domain/family-updates';

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

export interface FamilyDatabase {
  tracking_links: TrackingLinkTable;
  family_updates: FamilyUpdateTable;
}
