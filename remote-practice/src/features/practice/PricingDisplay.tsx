import { useEffect, useRef, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { updatePricingMutation, vetQuery } from '@portal/shared/api/vet';
import { PRICING_OPTIONS, type PricingOption } from '@portal/contracts/wire/vet';
import { showsPrices } from '@portal/contracts/domain/pricing';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { Card, FormField, HStack, NativeSelect, Text } from '@portal/shared/ui';
import { SavedCheck } from '../../components/SavedCheck';

/** How long the check icon shows after a save (spec 001 s9). */
export const SAVED_CHECK_MS = 2500;

const PRICING_HINTS: Record<PricingOption, string> = {
  'No price': 'Staff see no prices, and the cart adds no collection or return fees.',
  Pricebook: 'Staff see your practice’s pricebook prices.',
  RRP: 'Staff see the recommended retail prices.',
};

/**
 * The practice's price display (spec 001 s2.11): a Level 3 changes it and it saves at once, with a
 * check for 2.5 s; every other page reads GET portal/vet when it opens, so prices follow at once.
 * A Level 1 sees the setting only. A failed save is logged (spec 001 s8) and the choice goes back.
 */
export function PricingDisplay({ canChange }: { canChange: boolean }) {
  const api = useApi();
  const vet = useQuery(vetQuery(api));
  // The practice every page reads: a change shows at once wherever prices show (the shared cache); the
  // answer replaces it, and a failure puts back the practice shown before.
  const save = useMutation(updatePricingMutation(api, useQueryClient()));
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (vet.status !== 'success') {
    return (
      <Card.Root>
        <Card.Body>
          <Text>{vet.status === 'pending' ? 'Loading the price display…' : 'The price display could not be loaded.'}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  const practice = vet.data;

  const change = async (pricing: PricingOption) => {
    setSavedAt(null);
    try {
      await save.mutateAsync(pricing);
      setSavedAt(Date.now());
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSavedAt(null), SAVED_CHECK_MS);
    } catch (error) {
      console.error('The price display could not be saved', error);
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Pricing display</Card.Title>
        <Card.Description>What prices your staff see across the portal: in the cart, products and bookings.</Card.Description>
      </Card.Header>
      <Card.Body>
        {canChange ? (
          <HStack align="flex-end" gap="3" maxWidth="md">
            <FormField label="Prices shown to staff" helperText={PRICING_HINTS[practice.pricing]}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={practice.pricing}
                  onChange={(event) => void change(event.currentTarget.value as PricingOption)}
                >
                  {PRICING_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <SavedCheck shown={savedAt !== null} />
          </HStack>
        ) : (
          <Text>
            Prices shown to staff: <strong>{practice.pricing}</strong>. Only a Vet Owner (Level 3) can change this.
          </Text>
        )}
        {!practice.hasPortalAccess ? (
          <Text marginTop="3" color="fg.muted">
            Your practice has no portal pricing access, so prices stay hidden whatever is chosen here.
          </Text>
        ) : null}
        <Text marginTop="3" fontSize="sm" color="fg.muted" data-testid="prices-shown">
          {showsPrices(practice) ? 'Prices are shown across the portal.' : 'Prices are hidden across the portal.'}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
