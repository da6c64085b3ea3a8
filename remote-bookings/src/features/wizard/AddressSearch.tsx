import { useCallback } from 'react';
import { usePlacesWidget } from 'react-google-autocomplete';
import { useApi } from '@portal/shared/api';
import { searchAddresses } from '@portal/shared/api/wizard-reference';
import type { AddressSuggestion } from '@portal/contracts/wire/wizard-reference';
import { getConfig } from '@portal/shared/config';
import type { AddressValue } from '@portal/contracts/schemas/booking-form';
import { Combobox, FormField, Input } from '@portal/shared/ui';
import { PLACE_FIELDS, placesSuggestionActive, placeToAddress } from './googlePlace';

export const ADDRESS_MIN_CHARS = 3;
const ADDRESS_HELP = 'Type at least 3 characters, then choose an address';

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

/**
 * Google Places Autocomplete on the field (Google's own menu and keys); the chosen place is mapped by
 * `placeToAddress`. Enter on a highlighted suggestion picks it without submitting the step.
 */
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
    <FormField label={label} error={error} required={required} helperText={ADDRESS_HELP}>
      <Input
        ref={ref}
        value={text}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && placesSuggestionActive(document)) event.preventDefault();
        }}
      />
    </FormField>
  );
}

/** portal-api's gazetteer (GET portal/address/search), the practice's own state first. */
function LocalAddressSearch({ label, text, error, required, disabled, onText, onChoose }: AddressSearchProps) {
  const api = useApi();
  const load = useCallback(async (query: string) => ({ items: await searchAddresses(api, query), more: false }), [api]);
  return (
    <Combobox<AddressSuggestion>
      label={label}
      value={text}
      onValueChange={onText}
      load={load}
      itemText={(suggestion) => suggestion.description}
      itemKey={(suggestion) => suggestion.description}
      onPick={({ description, ...address }) => onChoose(address, description)}
      minChars={ADDRESS_MIN_CHARS}
      emptyText="No matching addresses"
      failedText="Addresses could not be searched just now. Type again to retry."
      error={error}
      helperText={ADDRESS_HELP}
      required={required}
      disabled={disabled}
    />
  );
}
