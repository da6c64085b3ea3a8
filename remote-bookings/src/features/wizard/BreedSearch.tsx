import { useEffect, useId, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { fetchPetBreeds } from '@portal/shared/api/wizard-reference';
import type { BreedValue } from '@portal/shared/schemas/booking';
import { Box, Button, FormField, Input, Stack, Text } from '@portal/shared/ui';

interface BreedSearchProps {
  petType: string;
  text: string;
  error: string | undefined;
  disabled?: boolean;
  onText: (text: string) => void;
  onChoose: (breed: BreedValue) => void;
}

/** The breed, searched and paged from the server for the chosen pet type (spec 001 s7). */
export function BreedSearch({ petType, text, error, disabled, onText, onChoose }: BreedSearchProps) {
  const api = useApi();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [breeds, setBreeds] = useState<BreedValue[]>([]);
  const [page, setPage] = useState(1);
  const [lastPage, setLastPage] = useState(1);

  useEffect(() => {
    if (!open || !petType) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      fetchPetBreeds(api, petType, text, page).then(
        (result) => {
          if (cancelled) return;
          setBreeds((before) => (page === 1 ? result.breeds : [...before, ...result.breeds]));
          setLastPage(result.lastPage);
        },
        (failure: unknown) => console.error('Breeds could not be loaded', failure),
      );
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, petType, text, page, open]);

  return (
    <Box position="relative">
      <FormField label="Breed" error={error} required>
        <Input
          value={text}
          disabled={disabled}
          autoComplete="off"
          role="combobox"
          aria-expanded={open && Boolean(petType)}
          aria-controls={listId}
          aria-autocomplete="list"
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setOpen(true);
            setPage(1);
            onText(event.target.value);
          }}
        />
      </FormField>
      {open && petType ? (
        <Stack id={listId} role="listbox" aria-label="Breed suggestions" gap="0" borderWidth="1px" rounded="md" mt="1" bg="bg" shadow="md" maxH="64" overflowY="auto">
          {breeds.length === 0 ? (
            <Text px="3" py="2" color="fg.muted" fontSize="sm">
              No matching breeds
            </Text>
          ) : (
            breeds.map((breed) => (
              <Button
                key={breed.name}
                role="option"
                aria-selected={breed.name === text}
                variant="ghost"
                justifyContent="flex-start"
                fontWeight="normal"
                onClick={() => {
                  onChoose(breed);
                  setOpen(false);
                }}
              >
                {breed.name}
                {breed.customUnit ? ` (${breed.customUnit})` : ''}
              </Button>
            ))
          )}
          {page < lastPage ? (
            <Button variant="plain" size="sm" onClick={() => setPage((current) => current + 1)}>
              More breeds
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
