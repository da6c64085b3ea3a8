import { useEffect, useState } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { useApi } from '@portal/shared/api';
import { fetchCollectionProducts, petTypesQuery } from '@portal/shared/api/wizard-reference';
import type { CollectionProduct } from '@portal/contracts/wire/wizard-reference';
import type { Address } from '@portal/contracts/wire/vet';
import { productsForOption } from '@portal/contracts/domain/collection';
import { collectionOptionsFor, OWNER_SKIP_HINT } from '@portal/contracts/domain/owner-skip';
import { applyServerFieldErrors } from '@portal/shared/forms';
import { COLLECTION_OPTIONS, MESSAGES, PET_SEXES, type CollectionOption } from '@portal/contracts/schemas/booking';
import { validateDetails, type DetailsContext, type DetailsValues } from '@portal/contracts/schemas/booking-form';
import { useQuery } from '@portal/shared/query';
import { Box, chakra, FormField, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@portal/shared/ui';
import { AddressSearch } from './AddressSearch';
import { BreedSearch } from './BreedSearch';
import { DETAILS_LABELS, detailsFieldOf, detailsSchema, fieldMessage, weightLabel } from './detailsForm';
import { InstructionFields } from './InstructionFields';
import { shownErrors, staleErrorChanges } from './shownErrors';

export const LOCKED_NOTE = 'Should you need to change, please contact our Client Care team';
export const HOME_COLLECTION_NOTE = "Collection from the owner's home address carries a $50 additional charge.";
export const DETAILS_FORM_ID = 'owner-pet-details-form';

const OPTION_LABELS: Record<CollectionOption, string> = {
  vet_address: 'Vet clinic address',
  customer_address: "Owner's home address",
  postal_address: 'Another address',
};

export interface DetailsStepProps {
  initial: DetailsValues;
  context: DetailsContext;
  /** Owner skip forced on and the checkbox disabled (communal with keepsake). */
  skipLocked: boolean;
  /** The booking had a weight before (a locked booking's weight cannot change). */
  hadWeight: boolean;
  officeAddress: Address;
  /** Every change, so the draft keeps what is typed. */
  onChange: (values: DetailsValues) => void;
  /** Next: the values passed every rule. Resolves with what made the save fail (undefined once saved), so the fields a 422 names show its messages. */
  onSave: (values: DetailsValues) => Promise<unknown>;
  /** A save is waiting for the portal: the fields rest, so nothing typed meanwhile is left out of it. */
  saving?: boolean;
}

/** The owner, pet, collection and special-instruction step (spec 000 s2, s4, s5; spec 001 s2.10). */
export function DetailsStep({ initial, context, skipLocked, hadWeight, officeAddress, onChange, onSave, saving = false }: DetailsStepProps) {
  const api = useApi();
  const petTypes = useQuery(petTypesQuery(api));
  const form = useForm<DetailsValues>({ defaultValues: initial, resolver: valibotResolver(detailsSchema(context)), mode: 'onSubmit' });
  const { register, handleSubmit, setValue, setError, control, formState } = form;
  const { errors } = formState;
  const values = useWatch({ control }) as DetailsValues;
  const [zone, setZone] = useState<{ postcode: string; products: CollectionProduct[] } | null>(null);
  const locked = context.locked;

  // Keep the draft in step with what is typed: saved in the change itself (a subscription, not an
  // effect after the next paint), so a reload or crash right after a change loses nothing.
  const { subscribe } = form;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values: all }) => onChange(all) }),
    [subscribe, onChange],
  );

  // A message the form showed goes as soon as its field is valid, whatever made it valid (a pick, or
  // another field: a pet type for the breed's 'Pet type should be selected first'); it is not kept
  // until the next Next. Fields showing nothing get no new message while the person types.
  const { clearErrors } = form;
  useEffect(() => {
    const { clear, update } = staleErrorChanges(shownErrors(errors), validateDetails(values, context));
    for (const path of clear) clearErrors(path as 'owner.firstName');
    for (const [path, text] of update) setError(path as 'owner.firstName', { type: 'validate', message: text });
  }, [values, errors, context, clearErrors, setError]);

  // Skipped owner details: the owner's address is no collection option, and is cleared if chosen.
  useEffect(() => {
    if (values.skipOwner && values.collection.option === 'customer_address') setValue('collection.option', '');
  }, [values.skipOwner, values.collection.option, setValue]);

  // Collection products for the collection address's postcode (GET portal/postcode/zone).
  const option = values.collection.option;
  const collectionAddress =
    option === 'customer_address' ? values.owner.address : option === 'postal_address' ? values.collection.address : null;
  const postcode = collectionAddress?.postalcode ?? '';
  const city = collectionAddress?.city ?? '';
  const lookup = context.collection && (option === 'customer_address' || option === 'postal_address') && /^\d{4}$/.test(postcode);
  // Only the products that serve the option (domain/collection, the rule portal-api checks too).
  const products = lookup && zone?.postcode === postcode ? productsForOption(zone.products, option) : null;
  useEffect(() => {
    if (!lookup) {
      setValue('collection.outsideZones', false);
      return;
    }
    let cancelled = false;
    fetchCollectionProducts(api, postcode, city).then(
      (found) => {
        if (cancelled) return;
        setZone({ postcode, products: found });
        setValue('collection.outsideZones', found.length === 0);
        if (!productsForOption(found, option).some((product) => product.id === form.getValues('collection.productId'))) {
          setValue('collection.productId', '');
          setValue('collection.productName', '');
        }
      },
      (failure: unknown) => console.error('Collection zone lookup failed', failure),
    );
    return () => {
      cancelled = true;
    };
  }, [api, lookup, postcode, city, option, setValue, form]);

  const submit = handleSubmit(async (valid) => {
    const failure = await onSave(valid);
    if (failure) await applyServerFieldErrors(failure, detailsFieldOf, setError);
  });

  const ownerDisabled = locked || values.skipOwner;
  const weightDisabled = locked && hadWeight;
  const customUnit = values.pet.breed?.customUnit;
  const options = collectionOptionsFor(COLLECTION_OPTIONS, values.skipOwner);
  const officeText = [officeAddress.street, officeAddress.city, officeAddress.state, officeAddress.postalcode].filter(Boolean).join(', ');

  return (
    <form id={DETAILS_FORM_ID} onSubmit={(event) => void submit(event)} noValidate aria-label="Owner, pet and collection details" aria-busy={saving}>
      <chakra.fieldset disabled={saving} minWidth="0" display="flex" flexDirection="column" gap="8">
        {locked ? (
          <Text role="note" bg="orange.50" borderWidth="1px" borderColor="orange.300" rounded="md" px="4" py="3">
            {LOCKED_NOTE}
          </Text>
        ) : null}
        <Box>
          <chakra.label display="flex" gap="2" alignItems="center" fontWeight="medium">
            <chakra.input type="checkbox" disabled={locked || skipLocked} aria-describedby="skip-owner-hint" {...register('skipOwner')} />
            Do not provide owner details
          </chakra.label>
          <Text id="skip-owner-hint" color="fg.muted" fontSize="sm" ms="6">
            {OWNER_SKIP_HINT}
          </Text>
        </Box>

        {!values.skipOwner ? (
          <chakra.fieldset disabled={ownerDisabled}>
            <Heading as="h2" size="lg" mb="3">
              <chakra.legend>Owner details</chakra.legend>
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={DETAILS_LABELS['owner.firstName']} error={fieldMessage(errors, 'owner.firstName')} required={!context.ownerOptional}>
                <Input autoComplete="off" {...register('owner.firstName')} />
              </FormField>
              <FormField label={DETAILS_LABELS['owner.lastName']} error={fieldMessage(errors, 'owner.lastName')} required={!context.ownerOptional}>
                <Input
                  autoComplete="off"
                  {...register('owner.lastName', {
                    onChange: (event: { target: { value: string } }) => {
                      // The pet's last name follows the owner's until it is typed in itself.
                      const petLast = form.getValues('pet.lastName');
                      const previous = values.owner.lastName;
                      if (!petLast || petLast === previous) setValue('pet.lastName', event.target.value);
                    },
                  })}
                />
              </FormField>
              <FormField label={DETAILS_LABELS['owner.phoneNumber']} error={fieldMessage(errors, 'owner.phoneNumber')} required={!context.ownerOptional} helperText="Digits only, e.g. 0412345678">
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...register('owner.phoneNumber', {
                    onChange: (event: { target: { value: string } }) => setValue('owner.phoneNumber', event.target.value.replace(/\D/g, '')),
                  })}
                />
              </FormField>
              <FormField label={DETAILS_LABELS['owner.email']} error={fieldMessage(errors, 'owner.email')}>
                <Input type="email" autoComplete="off" {...register('owner.email')} />
              </FormField>
            </SimpleGrid>
            <Box mt="4">
              <AddressSearch
                label={DETAILS_LABELS['owner.addressText']}
                text={values.owner.addressText}
                error={fieldMessage(errors, 'owner.addressText')}
                required={!context.ownerOptional}
                disabled={ownerDisabled}
                onText={(text) => {
                  setValue('owner.addressText', text);
                  setValue('owner.address', null);
                }}
                onChoose={(address, description) => {
                  setValue('owner.address', { ...address, country: address.country || 'Australia' });
                  setValue('owner.addressText', description, { shouldValidate: formState.isSubmitted });
                }}
              />
            </Box>
          </chakra.fieldset>
        ) : null}

        <chakra.fieldset>
          <Heading as="h2" size="lg" mb="3">
            <chakra.legend>Pet details</chakra.legend>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={DETAILS_LABELS['pet.firstName']} error={fieldMessage(errors, 'pet.firstName')} required>
              <Input autoComplete="off" disabled={locked} {...register('pet.firstName')} />
            </FormField>
            <FormField label={DETAILS_LABELS['pet.lastName']} error={fieldMessage(errors, 'pet.lastName')} required>
              <Input autoComplete="off" disabled={locked} {...register('pet.lastName')} />
            </FormField>
            <FormField label={DETAILS_LABELS['pet.type']} error={fieldMessage(errors, 'pet.type')} required>
              <NativeSelect.Root disabled={locked}>
                <NativeSelect.Field
                  disabled={locked}
                  {...register('pet.type', {
                    onChange: () => {
                      // Changing the type clears the breed (spec 000 s4).
                      setValue('pet.breedText', '');
                      setValue('pet.breed', null);
                      setValue('pet.customUnitValue', '');
                    },
                  })}
                >
                  <option value="">Select pet type</option>
                  {/* The chosen type is an option even before the list has loaded, so the select shows it. */}
                  {[...new Set([initial.pet.type, ...(petTypes.data ?? [])])].filter(Boolean).map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <BreedSearch
              petType={values.pet.type}
              text={values.pet.breedText}
              error={fieldMessage(errors, 'pet.breedText')}
              disabled={locked}
              onText={(text) => {
                setValue('pet.breedText', text);
                if (values.pet.breed && values.pet.breed.name !== text) setValue('pet.breed', null);
              }}
              onChoose={(breed) => {
                setValue('pet.breed', breed);
                setValue('pet.breedText', breed.name, { shouldValidate: formState.isSubmitted });
              }}
            />
            <chakra.fieldset disabled={locked} aria-invalid={fieldMessage(errors, 'pet.sex') ? true : undefined}>
              <chakra.legend fontWeight="medium" fontSize="sm" mb="1">
                {DETAILS_LABELS['pet.sex']} <chakra.span color="fg.error" aria-hidden>*</chakra.span>
              </chakra.legend>
              <HStack gap="6">
                {PET_SEXES.map((sex) => (
                  <chakra.label key={sex} display="flex" gap="2" alignItems="center">
                    <chakra.input type="radio" value={sex} {...register('pet.sex')} />
                    {sex}
                  </chakra.label>
                ))}
              </HStack>
              {fieldMessage(errors, 'pet.sex') ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {fieldMessage(errors, 'pet.sex')}
                </Text>
              ) : null}
            </chakra.fieldset>
            {customUnit ? (
              <FormField label={weightLabel(customUnit)} error={fieldMessage(errors, 'pet.customUnitValue')} required>
                <Input
                  inputMode="decimal"
                  disabled={weightDisabled}
                  {...register('pet.customUnitValue')}
                />
              </FormField>
            ) : (
              <FormField label={weightLabel(null)} error={fieldMessage(errors, 'pet.weight')} required>
                <Input
                  inputMode="decimal"
                  disabled={weightDisabled}
                  {...register('pet.weight')}
                />
              </FormField>
            )}
          </SimpleGrid>
        </chakra.fieldset>

        {context.collection ? (
          <chakra.fieldset>
            <Heading as="h2" size="lg" mb="3">
              <chakra.legend>Collection details</chakra.legend>
            </Heading>
            <Stack gap="3">
              <Stack gap="2" role="radiogroup" aria-label={DETAILS_LABELS['collection.option']} aria-invalid={fieldMessage(errors, 'collection.option') ? true : undefined}>
                {options.map((value) => (
                  <chakra.label key={value} display="flex" gap="2" alignItems="flex-start">
                    <chakra.input type="radio" value={value} mt="1" {...register('collection.option')} />
                    <Box>
                      <Text>{OPTION_LABELS[value]}</Text>
                      <Text color="fg.muted" fontSize="sm">
                        {value === 'vet_address' ? officeText : value === 'customer_address' ? HOME_COLLECTION_NOTE : 'Collect from an address you choose'}
                      </Text>
                    </Box>
                  </chakra.label>
                ))}
              </Stack>
              {fieldMessage(errors, 'collection.option') ? (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {fieldMessage(errors, 'collection.option')}
                </Text>
              ) : null}
              {option === 'postal_address' ? (
                <AddressSearch
                  label={DETAILS_LABELS['collection.addressText']}
                  text={values.collection.addressText}
                  error={fieldMessage(errors, 'collection.addressText')}
                  required
                  onText={(text) => {
                    setValue('collection.addressText', text);
                    setValue('collection.address', null);
                  }}
                  onChoose={(address, description) => {
                    setValue('collection.address', address);
                    setValue('collection.addressText', description, { shouldValidate: formState.isSubmitted });
                  }}
                />
              ) : null}
              {option === 'postal_address' || option === 'customer_address' ? (
                values.collection.outsideZones ? (
                  <Text color="fg.error" fontWeight="semibold" role="alert">
                    {MESSAGES.outsideZones}
                  </Text>
                ) : (
                  <FormField label={DETAILS_LABELS['collection.productId']} error={fieldMessage(errors, 'collection.productId')} required>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        {...register('collection.productId', {
                          onChange: (event: { target: { value: string } }) => {
                            const product = products?.find((candidate) => candidate.id === event.target.value);
                            setValue('collection.productName', product?.name ?? '');
                            setValue('collection.isHomeCollection', Boolean(product?.isHomeCollection));
                          },
                        })}
                      >
                        <option value="">{products ? 'Select collection product' : 'Choose the address first'}</option>
                        {(products ?? []).map((product) => (
                          <option key={product.id} value={product.id}>
                            {product.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                )
              ) : null}
            </Stack>
          </chakra.fieldset>
        ) : null}

        <InstructionFields form={form} locked={locked} />

        <Text color="fg.muted" fontSize="sm">
          * Required Fields
        </Text>
      </chakra.fieldset>
    </form>
  );
}
