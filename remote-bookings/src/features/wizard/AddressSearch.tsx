import { useEffect, useId, useState } from 'react';
import { usePlacesWidget } from 'react-google-autocomplete';
import { useApi } from '@portal/shared/api';
import { searchAddresses, type AddressSuggestion } from '@portal/shared/api/wizard-reference';
import { getConfig } from '@portal/shared/config';
import type { AddressValue } from '@portal/shared/schemas/booking';
import { Box, Button, FormField, Input, Stack, Text } from '@portal/shared/ui';
import { PLACE_FIELDS, placeToAddress } from './googlePlace';

export const ADDRESS_MIN_CHARS = 3;

interface AddressSearchProps {
  label: string;
  text: string;
  error: string | undefined;
  required?: boolean;
  disabled?: boolean;
  onText: (text: string) => void;
  onChoose: (address: AddressValue, description: string) => void;
}

/**
 * Address search from 3 characters (spec 000 s5), through the provider of config.addresses: the local
 * gazetteer of portal-api by default, or Google Places (`react-google-autocomplete`, Australia only,
 * language en) when it is 'google'. Typing clears the chosen address until a suggestion is picked.
 */
export function AddressSearch(props: AddressSearchProps) {
  const addresses = getConfig().addresses;
  return addresses.provider === 'google' ? <GoogleAddressSearch {...props} apiKey={addresses.apiKey} /> : <LocalAddressSearch {...props} />;
}

/** Google Places Autocomplete on the field; the chosen place is mapped by `placeToAddress`. */
function GoogleAddressSearch({ label, text, error, required, disabled, onText, onChoose, apiKey }: AddressSearchProps & { apiKey: string }) {
  const { ref } = usePlacesWidget<HTMLInputElement>({
    apiKey,
    language: 'en',
    options: { componentRestrictions: { country: 'au' }, types: ['address'], fields: PLACE_FIELDS },
    onPlaceSelected: (place) => {
      const chosen = placeToAddress(place);
      if (chosen) onChoose(chosen.address, chosen.description);
    },
  });
  return (
    <FormField label={label} error={error} required={required} helperText="Type at least 3 characters, then choose an address">
      <Input ref={ref} value={text} disabled={disabled} autoComplete="off" onChange={(event) => onText(event.target.value)} />
    </FormField>
  );
}

function LocalAddressSearch({ label, text, error, required, disabled, onText, onChoose }: AddressSearchProps) {
  const api = useApi();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open || text.trim().length < ADDRESS_MIN_CHARS) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      searchAddresses(api, text).then(
        (found) => {
          if (!cancelled) setSuggestions(found);
        },
        (failure: unknown) => console.error('Address search failed', failure),
      );
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, text, open]);

  const showList = open && text.trim().length >= ADDRESS_MIN_CHARS;
  return (
    <Box position="relative">
      <FormField label={label} error={error} required={required} helperText="Type at least 3 characters, then choose an address">
        <Input
          value={text}
          disabled={disabled}
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          onChange={(event) => {
            setOpen(true);
            onText(event.target.value);
          }}
        />
      </FormField>
      {showList ? (
        <Stack id={listId} role="listbox" aria-label={`${label} suggestions`} gap="0" borderWidth="1px" rounded="md" mt="1" bg="bg" shadow="md" maxH="64" overflowY="auto">
          {suggestions.length === 0 ? (
            <Text px="3" py="2" color="fg.muted" fontSize="sm">
              No matching addresses
            </Text>
          ) : (
            suggestions.map((suggestion) => (
              <Button
                key={suggestion.description}
                role="option"
                aria-selected={false}
                variant="ghost"
                justifyContent="flex-start"
                fontWeight="normal"
                onClick={() => {
                  const { description, ...address } = suggestion;
                  onChoose(address, description);
                  setOpen(false);
                }}
              >
                {suggestion.description}
              </Button>
            ))
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
