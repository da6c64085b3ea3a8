import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { createContactMutation } from '@portal/shared/api/contact';
import { vetQuery } from '@portal/shared/api/vet';
import {
  newMemberFormSchema,
  type NewMemberForm,
  type NewMemberFormInput,
} from '@portal/contracts/schemas/contact';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { FormField, HStack, Input } from '@portal/shared/ui';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { applyServerFieldErrors } from '@portal/shared/forms';
import { FormActions } from '../../components/FormActions';
import { ManagersOnly } from '../../components/ManagersOnly';
import { PageTitle } from '../../components/PageTitle';
import { useIsManager } from '../../lib/access';
import { withNotice } from '../../lib/notice';
import { AccessLevelSelect } from './AccessLevelSelect';
import { MemberFormCard } from './MemberFormCard';
import { memberAddedNotice } from './notices';

const WIRE_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  email_address: 'email',
  portal_access_c: 'accessLevel',
} as const;

function NewMemberCard() {
  const api = useApi();
  // The new member drops the team list kept from before: it shows them.
  const add = useMutation(createContactMutation(api, useQueryClient()));
  const navigate = useNavigate();
  const vet = useQuery(vetQuery(api));
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewMemberFormInput, unknown, NewMemberForm>({
    resolver: valibotResolver(newMemberFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', accessLevel: 'Level 1' },
  });

  const onSubmit = handleSubmit(async (member) => {
    setFailure(null);
    if (vet.status !== 'success') return;
    try {
      // New members start Active (spec 001 s9); the API creates their identity user.
      const created = await add.mutateAsync({
        vetAccountId: vet.data.id,
        write: {
          first_name: member.firstName,
          last_name: member.lastName,
          email_address: member.email,
          portal_access_c: member.accessLevel,
          cognito_portal_active_c: 1,
        },
      });
      void navigate('/manage-practice', withNotice(memberAddedNotice(created)));
    } catch (error) {
      if (!(await applyServerFieldErrors(error, WIRE_FIELDS, setError))) {
        console.error('The member could not be created', error);
        setFailure(DEFAULT_FAILURE);
      }
    }
  });

  return (
    <MemberFormCard
      label="New member"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
    >
      <HStack gap="4" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <FormField label="First name" error={errors.firstName?.message} required>
          <Input autoComplete="off" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message} required>
          <Input autoComplete="off" {...register('lastName')} />
        </FormField>
      </HStack>
      <FormField
        label="Email"
        error={errors.email?.message}
        helperText="They sign in with this email. We email them a temporary password."
        required
      >
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
      <FormField label="Access level" error={errors.accessLevel?.message} required>
        <AccessLevelSelect {...register('accessLevel')} />
      </FormField>
      <FormActions
        submitLabel="Create profile"
        submitting={isSubmitting}
        disabled={vet.status !== 'success'}
        onCancel={() => void navigate('/manage-practice')}
      />
    </MemberFormCard>
  );
}

/**
 * /manage-practice/new-member (spec 001 s2.3, s2.4, s2.11): a Level 3 adds a member. Anyone else
 * reads only why they cannot, with no offer of what the page then refuses.
 */
export function NewMemberPage() {
  const isManager = useIsManager();
  return (
    <>
      <PageTitle title="New member" intro={isManager ? 'Add a member of your practice to the portal.' : undefined} />
      <ManagersOnly>
        <NewMemberCard />
      </ManagersOnly>
    </>
  );
}
