import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from '@portal/shared/router';
import type * as v from 'valibot';
import { codeSentMessage, isIdentityError, resetErrorOutcome, sendCodeErrorMessage } from '@portal/contracts/domain/identity-errors';
import { LightStyles } from '@portal/shared/light';
import { report } from '@portal/shared/reporting';
import { Button, FormField, HStack, Input, Link, PasswordInput, Stack, Text } from '@portal/shared/ui';
import { useServices } from '../../app/services';
import { AuthCard } from './AuthCard';
import { CodeStepSchema, EmailStepSchema, PasswordStepSchema } from './schemas';

type Step = 'email' | 'code' | 'password';
const STEP_TITLES: Record<Step, string> = {
  email: 'Step 1 of 3 - Send verification code',
  code: 'Step 2 of 3 - Enter verification code',
  password: 'Step 3 of 3 - Choose a new password',
};
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with your new password.';

type StepFailure =
  | { kind: 'code-mismatch'; message: string }
  | { kind: 'return-to-login'; message: string }
  | { kind: 'other'; message: string };

function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const { identity } = useServices();
  const { register, handleSubmit, setError, formState } = useForm<v.InferOutput<typeof EmailStepSchema>>({
    resolver: valibotResolver(EmailStepSchema),
    defaultValues: { email: initialEmail },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await identity.forgotPassword(email);
      onSent(email);
    } catch (error) {
      if (!isIdentityError(error)) report(error);
      // An unknown address goes on as a known one does: the page does not tell who has an account.
      const message = sendCodeErrorMessage(error);
      if (message === null) onSent(email);
      else setError('email', { message });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Send verification code">
      <Stack gap="4">
        <Text>Enter the email you sign in with. We will email you a verification code.</Text>
        <FormField label="Email" error={formState.errors.email?.message} required>
          <Input type="email" autoComplete="username" {...register('email')} />
        </FormField>
        <Button type="submit" colorPalette="teal" loading={formState.isSubmitting} loadingText="Sending code">
          Send code
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ email, initialCode, onCode }: { email: string; initialCode: string; onCode: (code: string) => void }) {
  const { register, handleSubmit, formState } = useForm<v.InferOutput<typeof CodeStepSchema>>({
    resolver: valibotResolver(CodeStepSchema),
    defaultValues: { code: initialCode },
  });
  const submit = handleSubmit(({ code }) => onCode(code));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Enter verification code">
      <Stack gap="4">
        <Text>{codeSentMessage(email)}</Text>
        <FormField label="Verification code" error={formState.errors.code?.message} required>
          <Input inputMode="numeric" autoComplete="one-time-code" {...register('code')} />
        </FormField>
        <Button type="submit" colorPalette="teal">
          Next
        </Button>
      </Stack>
    </form>
  );
}

function PasswordStep({
  email,
  code,
  onDone,
  onFailure,
}: {
  email: string;
  code: string;
  onDone: () => void;
  onFailure: (failure: StepFailure) => void;
}) {
  const { identity } = useServices();
  const { register, handleSubmit, setError, formState } = useForm<v.InferOutput<typeof PasswordStepSchema>>({
    resolver: valibotResolver(PasswordStepSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await identity.confirmPassword(email, code, password);
      onDone();
    } catch (error) {
      if (!isIdentityError(error)) report(error);
      const outcome = resetErrorOutcome(error);
      if (outcome.kind === 'password-rule') setError('password', { message: outcome.message });
      else onFailure(outcome);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Choose a new password">
      <Stack gap="4">
        <FormField
          label="New password"
          error={formState.errors.password?.message}
          helperText="At least 8 characters, with a letter, a number and a symbol."
          required
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Retype new password" error={formState.errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" colorPalette="teal" loading={formState.isSubmitting} loadingText="Saving password">
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** Forgot password (spec 000 s5): send the code, enter it, choose a new password, then sign in. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const firstSignIn = Boolean((location.state as { firstSignIn?: boolean } | null)?.firstSignIn);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<StepFailure | null>(null);

  const intro = firstSignIn
    ? 'Welcome! Before you first sign in, please choose your own password. We will email you a verification code.'
    : 'Reset your password in three steps.';

  return (
    <>
      {/* The frame (AuthCard) is the sign-in page's, drawn with the light kit. */}
      <LightStyles />
      <AuthCard title="Forgot your password?" intro={intro}>
        <Text fontWeight="semibold" aria-live="polite">
          {STEP_TITLES[step]}
        </Text>
        {failure ? (
          <Stack role="alert" gap="2" padding="3" borderRadius="md" bg="red.50" color="red.800">
            {failure.kind === 'code-mismatch' ? (
              <Link
                as="button"
                color="inherit"
                textDecoration="underline"
                onClick={() => {
                  setFailure(null);
                  setStep('code');
                }}
              >
                {failure.message}
              </Link>
            ) : (
              <Text>{failure.message}</Text>
            )}
            {failure.kind === 'return-to-login' ? (
              <Link asChild color="inherit" textDecoration="underline">
                <RouterLink to="/login">Return to login</RouterLink>
              </Link>
            ) : null}
          </Stack>
        ) : null}
        {step === 'email' ? (
          <EmailStep
            initialEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setStep('code');
            }}
          />
        ) : null}
        {step === 'code' ? (
          <CodeStep
            email={email}
            initialCode={code}
            onCode={(entered) => {
              setCode(entered);
              setFailure(null);
              setStep('password');
            }}
          />
        ) : null}
        {step === 'password' ? (
          <PasswordStep
            email={email}
            code={code}
            onFailure={setFailure}
            onDone={() => void navigate('/login', { replace: true, state: { notice: PASSWORD_RESET_DONE } })}
          />
        ) : null}
        <HStack justify="space-between">
          {step !== 'email' ? (
            <Button variant="ghost" onClick={() => { setFailure(null); setStep(step === 'password' ? 'code' : 'email'); }}>
              Previous
            </Button>
          ) : <span />}
          <Link asChild>
            <RouterLink to="/login">Back to sign in</RouterLink>
          </Link>
        </HStack>
      </AuthCard>
    </>
  );
}

