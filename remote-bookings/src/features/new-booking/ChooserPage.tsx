import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isUnreachable, UNREACHABLE_MESSAGE } from '@portal/shared/api';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLocation, useNavigate, useSearchParams } from '@portal/shared/router';
import { draftKey, isUnfinishedDraft, useDrafts, type BookingDraft } from '@portal/shared/booking-draft';
import { bookingOptionsFor, HORSE_LIVESTOCK_NOTE, wizardUrl, type WizardVariant } from '@portal/contracts/domain/wizard';
import { chooserSchema, type ChooserValues } from '@portal/contracts/schemas/booking-form';
import { Box, Button, Card, chakra, FormField, Heading, HStack, Input, Spinner, Stack, Text } from '@portal/shared/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { usePractice } from '../../lib/usePractice';
import { UnfinishedBookingDialog } from './UnfinishedBookingDialog';

/**
 * The booking option chooser (spec 000 s2 'New booking', s5): staff name and an option, both required.
 * Next starts a blank booking with the name typed here; an unfinished booking of the same kind in this
 * browser is offered by name first, and taken only if the person continues it (issue 31).
 */
export function ChooserPage() {
  const practice = usePractice();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The draft whose first step sent the person back here with Previous (WizardPage).
  const cameBackFrom = (useLocation().state as { fromDraft?: unknown } | null)?.fromDraft;
  const chooser = useDrafts((state) => state.chooser);
  const setChooser = useDrafts((state) => state.setChooser);
  const drafts = useDrafts((state) => state.drafts);
  const clearDraft = useDrafts((state) => state.clear);
  const [unfinished, setUnfinished] = useState<{ variant: WizardVariant; serviceTypeName: string; draft: BookingDraft } | null>(null);
  const options =
    practice.status === 'success'
      ? bookingOptionsFor(
          practice.data.vet.relationshipType,
          practice.data.serviceTypes.map((type) => type.name),
        )
      : [];
  const wanted = params.get('bookingoption')?.trim().toLowerCase();
  // `?bookingoption=` names a service type (the dashboard's vet supply tile) or an option's label (a wizard
  // opened without the staff member's name sends the person here with its option).
  const preselected = wanted
    ? options.find((option) => option.label.toLowerCase() === wanted || option.serviceTypeName === wanted)?.label
    : undefined;

  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<ChooserValues>({
    resolver: valibotResolver(chooserSchema),
    values: { staffName: chooser.staffName, option: preselected ?? chooser.option },
    resetOptions: { keepDirtyValues: true },
  });
  const chosen = useWatch({ control, name: 'option' });

  const onSubmit = handleSubmit((values) => {
    const option = options.find((candidate) => candidate.label === values.option);
    if (!option) return;
    setChooser(values);
    const key = draftKey('new', option.variant);
    const draft = drafts[key];
    const sameServiceType = draft?.serviceTypeName?.trim().toLowerCase() === option.serviceTypeName.trim().toLowerCase();
    if (cameBackFrom === key && draft && sameServiceType) {
      void navigate(wizardUrl(option.variant));
      return;
    }
    if (isUnfinishedDraft(draft)) {
      setUnfinished({ variant: option.variant, serviceTypeName: option.serviceTypeName, draft });
      return;
    }
    clearDraft(key);
    void navigate(wizardUrl(option.variant));
  });

  if (practice.status === 'pending') return <Spinner role="status" aria-label="Loading booking options" />;
  // Without the practice there are no options to offer: say so, rather than an empty list.
  if (practice.status === 'error') {
    return <LoadFailed message={isUnreachable(practice.error) ? UNREACHABLE_MESSAGE : DEFAULT_FAILURE} onRetry={practice.refetch} />;
  }

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        New booking
      </Heading>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New booking">
        <Stack gap="5">
          <FormField label="Booking vet staff member name" error={errors.staffName?.message} required>
            <Input autoComplete="name" {...register('staffName', { onChange: (e: { target: { value: string } }) => setChooser({ staffName: e.target.value, option: getValues('option') }) })} />
          </FormField>
          <chakra.fieldset aria-invalid={errors.option ? true : undefined} aria-describedby={errors.option ? 'option-error' : undefined}>
            <chakra.legend fontWeight="medium" mb="2">
              Booking option <chakra.span color="fg.error" aria-hidden>*</chakra.span>
            </chakra.legend>
            <Stack gap="2" role="radiogroup" aria-required="true" aria-label="Booking option">
              {options.map((option) => (
                <Card.Root key={option.label} size="sm" variant="outline" borderColor={chosen === option.label ? 'teal.600' : errors.option ? 'red.600' : undefined}>
                  <Card.Body>
                    <chakra.label display="flex" gap="3" alignItems="flex-start" cursor="pointer">
                      <chakra.input
                        type="radio"
                        value={option.label}
                        mt="1"
                        aria-describedby={`help-${option.label.replace(/\W+/g, '-')}`}
                        aria-invalid={errors.option ? true : undefined}
                        {...register('option', { onChange: (e: { target: { value: string } }) => setChooser({ staffName: getValues('staffName'), option: e.target.value }) })}
                      />
                      <Box>
                        <Text fontWeight="semibold">{option.label}</Text>
                        <Text id={`help-${option.label.replace(/\W+/g, '-')}`} color="fg.muted" fontSize="sm">
                          {option.help}
                        </Text>
                      </Box>
                    </chakra.label>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
            {errors.option ? (
              <Text id="option-error" role="alert" color="fg.error" fontSize="sm" mt="2">
                {errors.option.message}
              </Text>
            ) : null}
          </chakra.fieldset>
          <Text color="fg.muted" fontSize="sm">
            {HORSE_LIVESTOCK_NOTE}
          </Text>
          <HStack justify="space-between">
            <Button variant="outline" type="button" onClick={() => void navigate('/dashboard')}>
              Previous
            </Button>
            <Button type="submit" colorPalette="teal">
              Next
            </Button>
          </HStack>
        </Stack>
      </form>
      {unfinished ? (
        <UnfinishedBookingDialog
          draft={unfinished.draft}
          chosenServiceTypeName={unfinished.serviceTypeName}
          onClose={() => setUnfinished(null)}
          onContinue={() => void navigate(wizardUrl(unfinished.variant))}
          onStartNew={() => {
            clearDraft(draftKey('new', unfinished.variant));
            void navigate(wizardUrl(unfinished.variant));
          }}
        />
      ) : null}
    </Stack>
  );
}
