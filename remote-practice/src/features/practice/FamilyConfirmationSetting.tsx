import { useApi } from '@portal/shared/api';
import { familyConfirmationSettingQuery, updateFamilyConfirmationSettingMutation } from '@portal/shared/api/family-confirmation';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { PracticeSwitchSetting } from './PracticeSwitchSetting';

export const FAMILY_CONFIRMATION_LABEL = 'Ask families to confirm what will be done';

/**
 * Whether the practice asks each family to confirm what will be done before the cremation (issue 36): a
 * Level 3's. On until a Level 3 turns it off.
 */
export function FamilyConfirmationSetting() {
  const api = useApi();
  const setting = useQuery(familyConfirmationSettingQuery(api));
  const save = useMutation(updateFamilyConfirmationSettingMutation(api, useQueryClient()));
  return (
    <PracticeSwitchSetting
      title="Families confirm the booking"
      description="When this is on, the pet’s owner gets a text when a booking is submitted, with a private link to a page that says in plain words what will be done: the service, the products and engraving as they will be made, and what they pay. They confirm by typing their name, or tell you something is not right; a concern holds the booking before the cremation until it is put right. A nurse can choose not to ask a family, with a reason, when submitting."
      label={FAMILY_CONFIRMATION_LABEL}
      what="family confirmation"
      setting={setting}
      save={save.mutateAsync}
    />
  );
}
