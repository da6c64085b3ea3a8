import type { Generated, Selectable } from 'kysely';
import type { Flag } from './booking-schema.ts';

/** Tables of migration 0006_engraving (issue 6). */

/** A product's plaque config (spec 001 s3), the spec's fields in snake case. */
export interface PlaqueConfigTable {
  product_id: string;
  size: string;
  ratios: string;
  shape: string;
  color: string;
  /** mm: '0', one number or 'WxH'. */
  dimensions: string;
  /** cm: '0', one number or 'WxH'. */
  photo_size: string;
  icon_ratio: number;
  name_size: number;
  text1_size: number;
  text2_size: number;
  name_max: number;
  text1_max: number;
  text2_max: number;
  vessel_image: 1 | 2 | 3;
}

export type EngravingUploadKind = 'custom_text' | 'engraving_options';
export type EngravingActor = 'staff' | 'owner';

export interface EngravingUploadTable {
  /** engraving/{bookingId}/{quotedProductId}/{kind}-{timestamp}.png; the file store's key of its bytes. */
  key: string;
  booking_id: string;
  quoted_product_id: string;
  kind: EngravingUploadKind;
  content_type: string;
  size: number;
  uploaded_by: EngravingActor;
  created_at: string;
}

export interface EngravingVersionTable {
  id: string;
  booking_id: string;
  quoted_product_id: string;
  version: number;
  actual_product_id: string;
  submitted_at: string;
  submitted_by: EngravingActor;
  contact_id: string | null;
  approved: Generated<Flag>;
  approved_at: string | null;
  /** Who approved it: the owner, or a staff member in staff mode (null before approval, or when not recorded). */
  approved_by: EngravingActor | null;
  /** The staff member who approved it; null for the owner. */
  approved_contact_id: string | null;
  image_options_key: string;
  engraving_options_key: string;
  /** JSON of EngravingDraftFieldsDto. */
  fields: string;
}

export interface EngravingVerifyAttemptTable {
  id: Generated<number>;
  booking_id: string;
  /** The owner link the try was made with (migration 0008); null for tries before links. */
  link_id: string | null;
  attempted_at: string;
  succeeded: Flag;
}

/** An owner's approval link (migration 0008): only the SHA-256 of its secret is kept. */
export interface OwnerLinkTable {
  id: string;
  /** Hex SHA-256 of the link's secret (32 random bytes, base64url). */
  token_hash: string;
  booking_id: string;
  quoted_product_id: string;
  /** The owner's mobile the link was sent to, as the booking held it. */
  sent_to: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OutboxMessageTable {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  link: string | null;
  booking_id: string | null;
  quoted_product_id: string | null;
  /** The artwork version an approval request is for (null before migration 0009, or for another message). */
  version_id: string | null;
  provider: string;
  status: 'kept' | 'sent' | 'failed';
  error: string | null;
  created_at: string;
}

export interface EngravingDatabase {
  plaque_configs: PlaqueConfigTable;
  engraving_uploads: EngravingUploadTable;
  engraving_versions: EngravingVersionTable;
  engraving_verify_attempts: EngravingVerifyAttemptTable;
  owner_links: OwnerLinkTable;
  outbox_messages: OutboxMessageTable;
}

export type PlaqueConfigRow = Selectable<PlaqueConfigTable>;
export type EngravingVersionRow = Selectable<EngravingVersionTable>;
export type OutboxMessage = Selectable<OutboxMessageTable>;
export type OwnerLinkRow = Selectable<OwnerLinkTable>;
