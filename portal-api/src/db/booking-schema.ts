import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CollectionAddressDto, OwnerContactDto } from '@portal/contracts/wire/bookings';
import type { CustodyEventKind } from '@portal/contracts/wire/custody';
import type { IdentityCheck, ScanAction, ScanInput, ScanRefusal } from '@portal/contracts/domain/custody-scan';

/** Tables of migration 0002_bookings (the booking domain). 0/1 columns are SQLite integers. */
export type Flag = 0 | 1;

/** An owner: the submit format's contact fields (OwnerContactDto) as they are. */
export interface OwnerTable extends OwnerContactDto {
  id: string;
  practice_id: string;
  first_name: string;
  last_name: string;
  return_add_option_c: string | null;
}

export interface PetTable {
  id: string;
  practice_id: string;
  pet_first_name_c: string;
  pet_last_name_c: string | null;
  pet_breed_type_c: string | null;
  pet_breed_c: string | null;
  pet_sex_c: string | null;
  pet_size_c: string | null;
  pet_weight_c: number | null;
  custom_unit_c: string | null;
  custom_unit_value_c: number | null;
  pet_collected_c: Generated<Flag>;
  pet_details_checked_c: Generated<Flag>;
  pet_had_issue_c: Generated<Flag>;
}

export type BookingType = 'Private' | 'Communal' | 'Products' | 'Vet Supply';

export interface BookingTable {
  id: string;
  practice_id: string;
  order_id_c: string;
  name: string | null;
  order_stage_c: string;
  service_type_id: string;
  booking_type: BookingType;
  origin: Generated<string>;
  opportunity_type: string | null;
  owner_id: string | null;
  pet_id: string | null;
  is_open_order_c: Generated<Flag>;
  is_final_order_stage_c: Generated<Flag>;
  is_package_c: Generated<Flag>;
  skip_owner_details_form_c: Generated<Flag>;
  provided_client_details_c: Generated<Flag>;
  has_default_product: Generated<Flag>;
  bill_to_c: string | null;
  vet_staff_c: string | null;
  ok_prepare_c: Generated<Flag>;
  ok_prepare_time_c: string | null;
  ok_cremate_c: Generated<Flag>;
  collection_freight_fee_c: number | null;
  return_freight_fee_c: number | null;
  client_details_c: string | null;
  office_instruction_c: string | null;
  date_entered: string;
  date_modified: string;
  created_by: string | null;
  /** When staff closed the family's tracking link (migration 0016): no link or text about it after. */
  tracking_closed_at: string | null;
  /**
   * When the booking reached its current stage (migration 0020): what its time in the stage, and so
   * whether it is overdue, counts from. Every write that moves the stage sets it.
   */
  stage_entered_at: string;
  /** The code texted to the family when the ashes came back to the clinic (migration 0019); null before. Never sent to staff. */
  collection_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A booking's collection: the submit format's address fields (CollectionAddressDto) as they are, and its product. */
export interface CollectionDetailsTable extends CollectionAddressDto {
  booking_id: string;
  collection_add_option_c: 'vet_address' | 'customer_address' | 'postal_address' | null;
  collection_product_id: string | null;
  collection_product_name: string | null;
  collection_product_quantity: Generated<number>;
  is_home_collection: Generated<Flag>;
}

/** A value set when the row is written and never changed (the custody chain seals it). */
type Sealed<T> = ColumnType<T, T, never>;
/** An optional sealed value (null when the event has none). */
type SealedOptional<T> = ColumnType<T | null, T | null | undefined, never>;

/**
 * A custody event of a booking: a stage move (the CRM's order event), a scan of its pet tag, or a
 * refused scan (migration 0019). Each is a link of the booking's hash chain (rules/custody-chain.ts):
 * written only through data/custody-chain.ts `appendCustodyEvents`, never changed.
 */
export interface OrderEventTable {
  id: string;
  booking_id: string;
  /** The stage it left (null for the first); for an event that moved nothing, the stage it happened at. */
  from_value: string | null;
  to_value: string;
  date_modified: string;
  /** A member's contact id, or the system that made it ('back office', 'crematorium', 'portal'). */
  created_by: string | null;
  /** Its place in the booking's chain, from 1 (unique per booking). */
  seq: Sealed<number>;
  event_kind: Sealed<CustodyEventKind>;
  prev_hash: Sealed<string | null>;
  hash: Sealed<string>;
  scan_action: SealedOptional<ScanAction>;
  /** The practice whose member scanned (null for the crematorium's scans). */
  scan_practice_id: SealedOptional<string>;
  scan_device: SealedOptional<string>;
  scan_input: SealedOptional<ScanInput>;
  /** The code the scan read, as it came. */
  scanned_code: SealedOptional<string>;
  handed_over_by: SealedOptional<string>;
  driver_name: SealedOptional<string>;
  bag_count: SealedOptional<number>;
  collected_by: SealedOptional<string>;
  identity_check: SealedOptional<IdentityCheck>;
  remains_weight_kg: SealedOptional<number>;
  refusal: SealedOptional<ScanRefusal>;
  refusal_message: SealedOptional<string>;
}

/** A certificate of cremation issued for a booking (migration 0019): the chain's head it certified. */
export interface CustodyCertificateTable {
  /** Random, 128 bits: the verification page's address is unguessable. */
  id: string;
  booking_id: string;
  issued_at: string;
  /** The member who asked for it. */
  issued_by: string;
  /** The last event the certificate shows, and its hash (also printed in the QR code's address). */
  head_seq: number;
  head_hash: string;
}

/** The overdue digest a practice's Level 3 members were sent on a day (migration 0020): one a practice a day. */
export interface OverdueDigestTable {
  practice_id: string;
  /** The practice's local date, YYYY-MM-DD. */
  digest_date: string;
  outbox_message_id: string | null;
  created_at: string;
}

/** A booking's stage changed (migration 0011): relayed to its practice's live channel. */
export interface LiveEventTable {
  id: Generated<number>;
  practice_id: string;
  booking_id: string;
  order_stage: string;
  date_entered: string;
  /** When a shared publisher (Ably) sent it: set by the one replica that claimed it (migration 0015). */
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One request a rate limit counted (migration 0014): shared by every replica. */
export interface RateLimitHitTable {
  id: Generated<number>;
  /** Which limit (e.g. 'error-tunnel'). */
  scope: string;
  client: string;
  /** Milliseconds since the epoch. */
  hit_at: number;
}

export interface QuotedProductTable {
  id: string;
  booking_id: string;
  parent_product_id: string | null;
  actual_product_id_c: string | null;
  producttemplate_id_c: string | null;
  name: string;
  quantity: number;
  /** RRP of one unit, inc GST. */
  unit_price: number;
  /** Pricebook price of one unit, inc GST. */
  discount_price: number;
  engraving_text: string | null;
  seq: number;
  deleted: Generated<Flag>;
  is_vpcreated: Generated<Flag>;
  package_products_c: string | null;
  /** 0 for the default service line (migration 0005). */
  can_be_deleted: Generated<Flag>;
  /** Set on a child line that is a chosen option: its group and choice. */
  option_group_id: Generated<string | null>;
  option_choice_id: Generated<string | null>;
  show_in_confirmation_email: Generated<Flag>;
}

export interface SpecialInstructionTable {
  id: string;
  opportunity_id: string;
  description: string;
  completed: Generated<Flag>;
  seq: number;
  date_entered: string;
}

export interface BookingImageTable {
  id: string;
  booking_id: string;
  kind: Generated<string>;
  file_name: string;
  /** Its bytes are in the file store under fileKeys.bookingImage(id). */
  content_type: string;
  date_entered: string;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unit_amount: number;
}

export interface InvoiceTable {
  id: string;
  practice_id: string;
  invoice_number: string;
  type: 'Invoice' | 'Rebate';
  status: string;
  date: string;
  due_date: string | null;
  reference: string | null;
  /** JSON of InvoiceLine[]. */
  lines: string;
  total: number;
}

/** A word a booking is found by (migration 0018, data/booking-search.ts). */
export interface BookingSearchTermTable {
  booking_id: string;
  practice_id: string;
  term: string;
}

export interface BookingDatabase {
  owners: OwnerTable;
  pets: PetTable;
  bookings: BookingTable;
  collection_details: CollectionDetailsTable;
  order_events: OrderEventTable;
  live_events: LiveEventTable;
  rate_limit_hits: RateLimitHitTable;
  quoted_products: QuotedProductTable;
  special_instructions: SpecialInstructionTable;
  booking_images: BookingImageTable;
  invoices: InvoiceTable;
  booking_search_terms: BookingSearchTermTable;
  custody_certificates: CustodyCertificateTable;
  overdue_digests: OverdueDigestTable;
}

export type QuotedProduct = Selectable<QuotedProductTable>;
export type SpecialInstruction = Selectable<SpecialInstructionTable>;
export type Invoice = Selectable<InvoiceTable>;
