// The one action a scanned booking's stage allows, as a form: "Handed to the driver" (who handed over,
// the driver, the bags), "Ashes received at the clinic" (nothing to ask), "Collected by the family"
// (who collected, and the owner's surname or the collection code they give). Checked with the schema
// portal-api checks the scan with (scanBodySchema); the fields a 422 names show its messages.
import { useEffect, type RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { SCAN_ACTION_LABELS, type ClinicScanAction, type ScanInput } from '@portal/contracts/domain/custody-scan';
import { MAX_BAGS, scanBodySchema, type ScanBody } from '@portal/contracts/schemas/custody-scan';
import { applyServerFieldErrors } from '@portal/shared/forms';
import { Button, chakra, FormField, Input, Stack, Text } from '@portal/shared/ui';

/** The form's values: the action's fields as typed, and what the scan itself carries. */
export interface ScanFormFields {
  action: ClinicScanAction;
  tag: string;
  input: ScanInput;
  handed_over_by: string;
  driver_name: string;
  bag_count: string;
  collected_by: string;
  identity_check: string;
}

const FIELDS = ['handed_over_by', 'driver_name', 'bag_count', 'collected_by', 'identity_check'] as const;
type FieldName = (typeof FIELDS)[number];
const WIRE_FIELDS: Record<string, FieldName> = Object.fromEntries(FIELDS.map((field) => [field, field]));

/** The body the scan sends for these values (the device's name is the page's). */
const bodyOf = (values: ScanFormFields) => values as v.InferInput<typeof scanBodySchema>;

// The variant schema over every action is the API's; the form holds every action's fields flat, so the
// resolver is typed for them (the schema keeps only the fields of the action chosen).
const resolver = ((values, context, options) =>
  valibotResolver(scanBodySchema)(bodyOf(values), context, options as never)) as Resolver<ScanFormFields, unknown, ScanBody>;

/** The body these values make, or undefined while a field is missing or wrong (for a refused scan's record). */
export function scanBodyOf(values: ScanFormFields): ScanBody | undefined {
  const parsed = v.safeParse(scanBodySchema, bodyOf(values));
  return parsed.success ? parsed.output : undefined;
}

export interface ScanFormProps {
  action: ClinicScanAction;
  /** The code the scan read, and how (the booking on screen was opened with it). */
  tag: string;
  input: ScanInput;
  /** Records the scan; resolves with what made it fail (undefined once recorded), so a 422's fields show its messages. */
  onRecord: (body: ScanBody) => Promise<unknown>;
  recording: boolean;
  /** The form's values now, for a scan of another tag while this booking is on screen. */
  valuesRef: RefObject<(() => ScanFormFields) | null>;
}

export function ScanForm({ action, tag, input, onRecord, recording, valuesRef }: ScanFormProps) {
  const label = SCAN_ACTION_LABELS[action];
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<ScanFormFields, unknown, ScanBody>({
    defaultValues: { action, tag, input, handed_over_by: '', driver_name: '', bag_count: '', collected_by: '', identity_check: '' },
    resolver,
    mode: 'onSubmit',
  });

  useEffect(() => {
    valuesRef.current = getValues;
    return () => {
      valuesRef.current = null;
    };
  }, [getValues, valuesRef]);

  // The first field takes the focus as the booking opens: the nurse types straight on.
  useEffect(() => {
    if (action === 'handed_to_driver') setFocus('driver_name');
    else if (action === 'collected_by_family') setFocus('collected_by');
  }, [action, setFocus]);

  const submit = handleSubmit(async (body) => {
    const failure = await onRecord(body);
    if (failure) await applyServerFieldErrors(failure, WIRE_FIELDS, setError);
  });

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack gap="4" maxWidth="32rem">
        {action === 'handed_to_driver' ? (
          <>
            <FormField label="Driver’s name" required error={errors.driver_name?.message}>
              <Input {...register('driver_name')} autoComplete="off" />
            </FormField>
            <FormField label="Number of bags" required error={errors.bag_count?.message} helperText={`1 to ${MAX_BAGS}`}>
              <Input {...register('bag_count')} inputMode="numeric" autoComplete="off" maxWidth="8rem" />
            </FormField>
            <FormField label="Handed over by" error={errors.handed_over_by?.message} helperText="Leave blank if it was you.">
              <Input {...register('handed_over_by')} autoComplete="off" />
            </FormField>
          </>
        ) : null}
        {action === 'collected_by_family' ? (
          <>
            <FormField label="Collected by" required error={errors.collected_by?.message} helperText="The name of the person collecting the ashes.">
              <Input {...register('collected_by')} autoComplete="off" />
            </FormField>
            <FormField
              label="Owner’s surname or collection code"
              required
              error={errors.identity_check?.message}
              helperText="Ask the person for the owner’s surname, or the 6-digit code texted to the family."
            >
              <Input {...register('identity_check')} autoComplete="off" />
            </FormField>
          </>
        ) : null}
        {action === 'ashes_received_at_clinic' ? <Text>Check the name on the ashes’ container matches the pet above, then record it.</Text> : null}
        <Button type="submit" colorPalette="teal" alignSelf="start" loading={recording}>
          Record: {label}
        </Button>
      </Stack>
    </chakra.form>
  );
}
