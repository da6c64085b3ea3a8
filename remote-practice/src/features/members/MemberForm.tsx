import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { updateContactMutation } from '@portal/shared/api/contact';
import type { TeamMember } from '@portal/contracts/wire/contacts';
import { useMutation, useQueryClient } from '@portal/shared/query';
import { FormField, HStack, NativeSelect } from '@portal/shared/ui';
import { FormActions } from '../../components/FormActions';
import { statusLabel } from '../../lib/labels';
import { withNotice } from '../../lib/notice';
import { AccessLevelSelect } from './AccessLevelSelect';
import { applyServerFieldErrors, refusalMessage } from '@portal/shared/forms';
import { MemberDetails } from './MemberDetails';
import { MemberFormCard } from './MemberFormCard';
import { memberUpdatedNotice } from './notices';

interface MemberValues {
  accessLevel: string;
  memberStatus: string;
}

const WIRE_FIELDS = { portal_access_c: 'accessLevel', cognito_portal_active_c: 'memberStatus' } as const;

/**
 * The manager view of another member (spec 001 s2.11): names and email read-only, access level and
 * status selectors. 'Update profile' saves them and returns to /manage-practice (spec 001 s4, Member
 * update), which says what changed.
 */
export function MemberForm({ member }: { member: TeamMember }) {
  const api = useApi();
  // The save drops the team list kept from before: it shows the member as saved.
  const save = useMutation(updateContactMutation(api, useQueryClient()));
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberValues>({
    defaultValues: { accessLevel: member.accessLevel, memberStatus: String(member.memberStatus) },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const accessLevel = values.accessLevel;
    const memberStatus = Number(values.memberStatus);
    if (accessLevel === member.accessLevel && memberStatus === member.memberStatus) {
      void navigate('/manage-practice', withNotice(memberUpdatedNotice(member, member)));
      return;
    }
    setSaving(true);
    try {
      const updated = await save.mutateAsync({ id: member.id, write: { portal_access_c: accessLevel, cognito_portal_active_c: memberStatus } });
      void navigate('/manage-practice', withNotice(memberUpdatedNotice(member, updated)));
    } catch (error) {
      // A field the API names (e.g. the last Level 3) gets its message; anything else is logged and,
      // unlike spec 001 s8 (only logged), also said, so a refused save is never silent.
      if (!(await applyServerFieldErrors(error, WIRE_FIELDS, setError))) {
        console.error('The member could not be updated', error);
        setFailure(await refusalMessage(error));
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <MemberFormCard
      label="Member profile"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      failureTimeout={0}
      onDismissFailure={() => setFailure(null)}
    >
      <MemberDetails member={member} />
      <HStack gap="4" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <FormField label="Access level" error={errors.accessLevel?.message}>
          <AccessLevelSelect {...register('accessLevel')} />
        </FormField>
        <FormField
          label="Status"
          error={errors.memberStatus?.message}
          helperText="An inactive member is signed out at once and cannot sign in."
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...register('memberStatus')}>
              {[1, 0].map((status) => (
                <option key={status} value={String(status)}>
                  {statusLabel(status)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </HStack>
      <FormActions submitLabel="Update profile" submitting={saving} />
    </MemberFormCard>
  );
}
