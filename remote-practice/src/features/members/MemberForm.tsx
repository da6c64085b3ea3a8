import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { updateContact, type ContactWrite } from '@portal/shared/api/contact';
import type { TeamMember } from '@portal/shared/api/contacts';
import { Button, Card, FormField, HStack, Input, NativeSelect, Stack } from '@portal/shared/ui';
import { statusLabel } from '../../lib/labels';
import { AccessLevelSelect } from './AccessLevelSelect';
import { showFieldErrors } from './fieldErrors';

interface MemberValues {
  accessLevel: string;
  memberStatus: string;
}

const WIRE_FIELDS = { portal_access_c: 'accessLevel', cognito_portal_active_c: 'memberStatus' } as const;

/**
 * One member's record (spec 001 s2.11): names and email are read-only; the manager view adds the
 * access level and status selectors. 'Update profile' saves and goes on to `doneTo`
 * (spec 001 s4, Member update: /manage-practice for the manager, /dashboard for one's own profile).
 */
export function MemberForm({ member, managerView, doneTo }: { member: TeamMember; managerView: boolean; doneTo: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberValues>({
    defaultValues: { accessLevel: member.accessLevel, memberStatus: String(member.memberStatus) },
  });

  const onSubmit = handleSubmit(async (values) => {
    // Names are read-only here; sending them back unchanged is harmless (only changes count).
    const write: ContactWrite = { first_name: member.firstName, last_name: member.lastName };
    if (managerView) {
      write.portal_access_c = values.accessLevel;
      write.cognito_portal_active_c = Number(values.memberStatus);
    }
    setSaving(true);
    try {
      await updateContact(api, member.id, write);
      void navigate(doneTo);
    } catch (error) {
      // Only logged (spec 001 s8), unless the API names a field (e.g. the last Level 3).
      if (!(await showFieldErrors(error, WIRE_FIELDS, setError))) console.error('The member could not be updated', error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card.Root maxWidth="2xl">
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Member profile">
          <Stack gap="4">
            <HStack gap="4" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
              <FormField label="First name">
                <Input value={member.firstName} readOnly />
              </FormField>
              <FormField label="Last name">
                <Input value={member.lastName} readOnly />
              </FormField>
            </HStack>
            <FormField label="Email">
              <Input type="email" value={member.email} readOnly />
            </FormField>
            {managerView ? (
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
            ) : null}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="teal" loading={saving}>
                Update profile
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
