import { useApi } from '@portal/shared/api';
import { familyUpdatesSettingQuery, updateFamilyUpdatesSettingMutation } from '@portal/shared/api/family-updates';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { PracticeSwitchSetting } from './PracticeSwitchSetting';

export const FAMILY_UPDATES_LABEL = 'Text the family at each step';

/** Whether the practice texts the family at each step (issue 19 item 3): a Level 3's. Off until a Level 3 turns it on. */
export function FamilyUpdatesSetting() {
  const api = useApi();
  const setting = useQuery(familyUpdatesSettingQuery(api));
  const save = useMutation(updateFamilyUpdatesSettingMutation(api, useQueryClient()));
  return (
    <PracticeSwitchSetting
      title="Texts to families"
      description="When this is on, the pet’s owner gets a text message when their pet is collected, when the ashes are ready to come home and when they are returned. Each text has a private link to a page that shows only where their pet is up to and your practice’s name and phone: no prices and no other bookings. Owners are texted only for submitted bookings that have their mobile number."
      label={FAMILY_UPDATES_LABEL}
      what="family texts"
      setting={setting}
      save={save.mutateAsync}
    />
  );
}
