import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { CHANGE_PASSWORD_MESSAGES, changePasswordError, isIdentityError } from '@portal/contracts/domain/identity-errors';
import { useIdentity } from '@portal/shared/identity';
import { report } from '@portal/shared/reporting';
import { Card, FormField, PasswordInput, PortalAlert, Stack, Text } from '@portal/shared/ui';
import { FormActions } from '../../components/FormActions';
import { PageTitle } from '../../components/PageTitle';
import { UpdatePasswordSchema, type UpdatePasswordValues } from './schema';

/**
 * /manage-practice/update-password (spec 001 s2.3: title 'Password', header 'Update password'): the
 * identity provider's change-password with the current and the new password.
 */
export function UpdatePasswordPage() {
  const identity = useIdentity();
  const [notice, setNotice] = useState<{ status: 'success' | 'danger'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordValues>({
    resolver: valibotResolver(UpdatePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setNotice(null);
    if (!identity) return;
    try {
      await identity.changePassword(oldPassword, newPassword);
      reset();
      setNotice({ status: 'success', message: CHANGE_PASSWORD_MESSAGES.changed });
    } catch (error) {
      if (!isIdentityError(error)) report(error);
      const { field, message } = changePasswordError(error);
      if (field === 'root') setNotice({ status: 'danger', message });
      else setError(field, { type: 'identity', message }, { shouldFocus: true });
    }
  });

  return (
    <>
      <PageTitle title="Password" />
      <Card.Root maxWidth="lg">
        <Card.Header>
          <Card.Title as="h2">Update password</Card.Title>
          <Card.Description>
            Use at least 8 characters with a letter, a number and a symbol (for example: @, !, $), and not
            your current password.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          {identity ? (
            <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Update password">
              <Stack gap="4">
                {notice ? (
                  <PortalAlert status={notice.status} message={notice.message} timeout={0} onClose={() => setNotice(null)} />
                ) : null}
                <FormField label="Current password" error={errors.oldPassword?.message} required>
                  <PasswordInput autoComplete="current-password" {...register('oldPassword')} />
                </FormField>
                <FormField label="New password" error={errors.newPassword?.message} required>
                  <PasswordInput autoComplete="new-password" {...register('newPassword')} />
                </FormField>
                <FormField label="Retype new password" error={errors.confirmPassword?.message} required>
                  <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
                </FormField>
                <FormActions submitLabel="Update password" submitting={isSubmitting} />
              </Stack>
            </form>
          ) : (
            <Text>Please sign in through the portal to change your password.</Text>
          )}
        </Card.Body>
      </Card.Root>
    </>
  );
}
