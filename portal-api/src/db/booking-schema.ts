import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CollectionAddressDto, OwnerContactDto } from '@portal/contracts/wire/bookings';

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

export interface OrderEventTable {
  id: string;
  booking_id: string;
  from_value: string | null;
  to_value: string;
  date_modified: string;
  created_by: string | null;
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
}

export type QuotedProduct = Selectable<QuotedProductTable>;
export type SpecialInstruction = Selectable<SpecialInstructionTable>;
export type Invoice = Selectable<InvoiceTable>;
