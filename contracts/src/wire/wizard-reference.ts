// The booking wizards' look-ups: pet types, pet breeds (paged search), collection products of a
// postcode's zone, and the local address search (spec 000 s7; spec 001 s7).
import type { Address } from '@portal/contracts/domain/address';
import type { BreedValue } from '@portal/contracts/schemas/booking-form';

export interface PetBreedDto {
  id: string;
  name: string;
  custom_unit: string | null;
  custom_unit_to_kg_ratio: number | null;
}

export interface BreedPage {
  breeds: BreedValue[];
  currentPage: number;
  lastPage: number;
}

export const toBreed = (dto: PetBreedDto): BreedValue => ({
  name: dto.name,
  customUnit: dto.custom_unit,
  customUnitToKgRatio: dto.custom_unit_to_kg_ratio,
});

export interface CollectionProduct {
  id: string;
  name: string;
  isHomeCollection: boolean;
}

/** A result of the address search (portal-api's gazetteer answers these). */
export interface AddressSuggestion extends Address {
  description: string;
}
