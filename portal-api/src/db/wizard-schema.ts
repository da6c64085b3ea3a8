import type { Generated } from 'kysely';

/** Tables of migration 0004_wizard_reference (the booking wizards' reference data). */
export interface PetTypeTable {
  id: string;
  pet_type: string;
  seq: number;
}

export interface PetBreedTable {
  id: string;
  pet_type: string;
  name: string;
  /** e.g. 'grams': the pet is weighed in this unit instead of kg. */
  custom_unit: string | null;
  /** kg per custom unit, e.g. 0.001 for grams. */
  custom_unit_to_kg_ratio: number | null;
}

export interface CollectionZoneTable {
  id: string;
  name: string;
  state: string;
}

export interface CollectionZonePostcodeTable {
  postcode: string;
  zone_id: string;
}

export interface CollectionProductTable {
  id: string;
  zone_id: string;
  name: string;
  is_home_collection: Generated<0 | 1>;
  unit_price: number;
  seq: number;
}

export interface BookingIdempotencyKeyTable {
  practice_id: string;
  idempotency_key: string;
  booking_id: string;
  created_at: string;
  /** SHA-256 (hex) of the create's canonical JSON body; null for keys stored before it was kept. */
  request_hash: string | null;
}

export interface WizardDatabase {
  pet_types: PetTypeTable;
  pet_breeds: PetBreedTable;
  collection_zones: CollectionZoneTable;
  collection_zone_postcodes: CollectionZonePostcodeTable;
  collection_products: CollectionProductTable;
  booking_idempotency_keys: BookingIdempotencyKeyTable;
}

