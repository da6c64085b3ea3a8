import type { UseFormRegisterReturn } from 'react-hook-form';
import { ACCESS_LEVELS } from '@portal/contracts/schemas/contact';
import { NativeSelect } from '@portal/shared/ui';
import { accessLevelLabel } from '../../lib/labels';

/** The access level choice of the member forms: Level 1 (Vet Staff) or Level 3 (Vet Owner). */
export function AccessLevelSelect(field: UseFormRegisterReturn) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {ACCESS_LEVELS.map((level) => (
          <option key={level} value={level}>
            {accessLevelLabel(level)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
