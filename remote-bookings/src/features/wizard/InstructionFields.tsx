import { useFieldArray, useFormState, type UseFormReturn } from 'react-hook-form';
import { INSTRUCTIONS_MAX } from '@portal/contracts/domain/limits';
import { INSTRUCTIONS_FULL_MESSAGE } from '@portal/contracts/schemas/booking';
import { type DetailsValues } from '@portal/contracts/schemas/booking-form';
import { Box, Button, chakra, FormField, Heading, HStack, Input, Stack, Text } from '@portal/shared/ui';
import { fieldMessage, instructionLabel } from './detailsForm';

/** The details step's special instructions (spec 001 s2.10): rows to add and delete, at most INSTRUCTIONS_MAX. */
export function InstructionFields({ form, locked }: { form: UseFormReturn<DetailsValues>; locked: boolean }) {
  const { control, register } = form;
  const { errors } = useFormState({ control });
  const instructions = useFieldArray({ control, name: 'instructions' });
  return (
    <chakra.fieldset disabled={locked}>
      <Heading as="h2" size="lg" mb="3">
        <chakra.legend>Special instructions</chakra.legend>
      </Heading>
      <Stack gap="3">
        {instructions.fields.map((field, index) => (
          <HStack key={field.id} align="flex-end">
            <Box flex="1">
              <FormField label={instructionLabel(index)} error={fieldMessage(errors, `instructions.${index}.description`)}>
                <Input {...register(`instructions.${index}.description`)} />
              </FormField>
            </Box>
            {!locked ? (
              <Button variant="outline" colorPalette="red" aria-label={`Delete special instruction ${index + 1}`} onClick={() => instructions.remove(index)}>
                Delete
              </Button>
            ) : null}
          </HStack>
        ))}
        {!locked ? (
          <Box>
            {/* A booking keeps at most INSTRUCTIONS_MAX (the server's limit too): the button says why it stops. */}
            <Button
              variant="outline"
              disabled={instructions.fields.length >= INSTRUCTIONS_MAX}
              aria-describedby={instructions.fields.length >= INSTRUCTIONS_MAX ? 'instructions-full' : undefined}
              onClick={() => instructions.append({ id: null, description: '' })}
            >
              Add special instruction
            </Button>
            {instructions.fields.length >= INSTRUCTIONS_MAX ? (
              <Text id="instructions-full" color="fg.muted" fontSize="sm" mt="1" role="status">
                {INSTRUCTIONS_FULL_MESSAGE}
              </Text>
            ) : null}
          </Box>
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
}
