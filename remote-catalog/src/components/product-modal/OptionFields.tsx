// The product modal's option dropdowns (spec 001 s4, Product options), the cascade's groups in tree
// order, a revealed group indented under the choice that revealed it: each with its choices (their
// surcharge when the practice sees prices), what the chosen one adds, and why it cannot stay.
import { formatMoney, optionChoiceLabel } from '@portal/contracts/domain/pricing';
import { Box, FormField, NativeSelect, Stack } from '@portal/shared/ui';
import type { VisibleGroup } from './optionCascade';

export function OptionFields({
  groups,
  options,
  choose,
  prices,
  missingIds,
  unsuited,
}: {
  groups: VisibleGroup[];
  /** Option group id -> chosen option id. */
  options: Record<string, string>;
  choose: (groupId: string, choiceId: string) => void;
  prices: boolean;
  /** The required groups still without a choice, once a refused Add shows them. */
  missingIds: ReadonlySet<string>;
  /** Why a group's choice does not suit the pet's weight. */
  unsuited: ReadonlyMap<string, string>;
}) {
  return (
    <Stack gap="4" as="fieldset">
      <Box as="legend" fontWeight="semibold" marginBottom="2">
        Options
      </Box>
      {groups.map(({ group, depth }) => {
        const required = group.optionalStatus === 'Required';
        const missing = missingIds.has(group.id);
        const chosen = group.filteredproducts.find((choice) => choice.id === options[group.id]);
        const extra = prices && chosen && chosen.price !== null && Number(chosen.price) > 0 ? `Adds ${formatMoney(chosen.price)}` : undefined;
        return (
          <Box key={group.id} paddingStart={depth > 0 ? `${depth * 1.5}rem` : undefined}>
            <FormField label={group.name} required={required} error={missing ? `Please select ${group.name}.` : unsuited.get(group.id)} helperText={extra}>
              <NativeSelect.Root>
                <NativeSelect.Field value={options[group.id] ?? ''} onChange={(event) => choose(group.id, event.target.value)}>
                  <option value="">{required ? `Select ${group.name}` : 'None'}</option>
                  {group.filteredproducts.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {optionChoiceLabel(choice, prices)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Box>
        );
      })}
    </Stack>
  );
}
