import type { Generated, Selectable } from 'kysely';
import type { BookingDatabase } from './booking-schema.ts';
import type { WizardDatabase } from './wizard-schema.ts';
import type { CatalogDatabase } from './catalog-schema.ts';
import type { EngravingDatabase } from './engraving-schema.ts';
import type { FamilyDatabase } from './family-schema.ts';
import type { AccessLevel, MemberStatus } from '@portal/contracts/schemas/contact';
import type { PricingOption } from '@portal/contracts/schemas/vet';

export type RelationshipType = 'vet_direct' | 'referral' | 'vet_unity';

export interface BrandTable {
  id: string;
  name: string;
  /** Path under /static, made absolute per request. */
  logo_path: string;
  phone_work: string;
  email: string;
  parent: string | null;
  /** Comma-separated region codes, e.g. 'AW,SA,VIC'. */
  regions: string;
}

export interface AccountManagerTable {
  id: string;
  first_name: string;
  last_name: string;
  phone_mobile: string;
  email: string;
  /** Path under /static, made absolute per request. */
  picture_path: string;
}

export interface PracticeTable {
  id: string;
  name: string;
  opp_temporary_id: string | null;
  email: string;
  office_address_street: string;
  office_address_city: string;
  office_address_state: string;
  office_address_postalcode: string;
  office_address_country: string;
  office_address_latitude: number | null;
  office_address_longitude: number | null;
  relationship_type_c: RelationshipType;
  has_portal_access_c: 'Yes' | 'No';
  pricing_information_c: PricingOption;
  provides_client_details_c: 0 | 1;
  default_collection_location_c: 'Vet' | 'Customer';
  client_details_c: string | null;
  brand_id: string;
  account_manager_id: string | null;
  /** One of the brand's region codes (e.g. 'SA'); null when unknown (the brand's first region is used). */
  region: string | null;
  /** The practice texts the owner at each step (issue 19 item 3, migration 0011); off (0) by default. */
  family_updates_c: 0 | 1;
  /** The practice's own phone, offered on the family's tracking page; null when not known. */
  phone_office: string | null;
  /** The practice asks families to confirm what will be done (issue 36, migration 0021); on (1) for a new practice. */
  confirm_families_c: 0 | 1;
}

export interface ContactTable {
  id: string;
  practice_id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The identity user name, stored lower-case (the email). */
  cognito_username_c: string;
  portal_access_c: AccessLevel;
  cognito_portal_active_c: MemberStatus;
  created_at: string;
}

export interface ServiceTypeTable {
  id: string;
  name: string;
}

export interface PracticeServiceTypeTable {
  practice_id: string;
  service_type_id: string;
}

export interface ErrorReportTable {
  id: Generated<number>;
  event_id: string | null;
  received_at: string;
  level: string | null;
  message: string | null;
  exception_type: string | null;
  exception_value: string | null;
  /** JSON object of the event's tags. */
  tags: string;
  booking_id: string | null;
  order_number: string | null;
  envelope: string;
}

/** The files of the embedded file store (storage/database-file-store.ts), by key (storage/file-store.ts's fileKeys). */
export interface StoredFileTable {
  key: string;
  content_type: string;
  content: Buffer;
  byte_size: number;
  created_at: string;
}

export interface Database extends BookingDatabase, WizardDatabase, CatalogDatabase, EngravingDatabase, FamilyDatabase {
  brands: BrandTable;
  account_managers: AccountManagerTable;
  practices: PracticeTable;
  contacts: ContactTable;
  service_types: ServiceTypeTable;
  practice_service_types: PracticeServiceTypeTable;
  error_reports: ErrorReportTable;
  stored_files: StoredFileTable;
}

export type Contact = Selectable<ContactTable>;
export type Practice = Selectable<PracticeTable>;
export type Brand = Selectable<BrandTable>;
export type ErrorReport = Selectable<ErrorReportTable>;
