import { useCallback } from 'react';
import { useApi } from '@portal/shared/api';
import { fetchPetBreeds } from '@portal/shared/api/wizard-reference';
import type { BreedValue } from '@portal/contracts/schemas/booking-form';
import { Combobox } from '@portal/shared/ui';
import { DETAILS_LABELS } from './detailsForm';

interface BreedSearchProps {
  petType: string;
  text: string;
  error: string | undefined;
  disabled?: boolean;
  onText: (text: string) => void;
  onChoose: (breed: BreedValue) => void;
}

/**
 * The breed, searched and paged from the server for the chosen pet type (spec 001 s7): the list opens
 * on focus, narrows as the person types, and its last option loads the next page.
 */
export function BreedSearch({ petType, text, error, disabled, onText, onChoose }: BreedSearchProps) {
  const api = useApi();
  const load = useCallback(
    async (search: string, page: number) => {
      const found = await fetchPetBreeds(api, petType, search, page);
      return { items: found.breeds, more: found.currentPage < found.lastPage };
    },
    [api, petType],
  );
  return (
    <Combobox<BreedValue>
      label={DETAILS_LABELS['pet.breedText']}
      value={text}
      onValueChange={onText}
      load={load}
      itemText={(breed) => `${breed.name}${breed.customUnit ? ` (${breed.customUnit})` : ''}`}
      itemKey={(breed) => breed.name}
      onPick={onChoose}
      exactText={(breed) => breed.name}
      openOnFocus
      canSuggest={Boolean(petType)}
      emptyText="No matching breeds"
      failedText="Breeds could not be loaded just now. Type again to retry."
      moreText="More breeds"
      delay={150}
      error={error}
      required
      disabled={disabled}
    />
  );
}
