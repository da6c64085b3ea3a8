import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from '@portal/shared/router';
import { useApi } from '@portal/shared/api';
import { brandForHost } from '@portal/shared/config';
import { isIdentityError, loginErrorMessage } from '@portal/shared/domain/identity-errors';
import { report } from '@portal/shared/reporting';
import { sessionStore } from '@portal/shared/session';
import { Button, FormField, Input, Link, PasswordInput, PortalAlert, Stack, Text } from '@portal/shared/ui';
import { useServices } from '../../app/services';
import { AuthCard } from './AuthCard';
import { LoginSchema, type LoginValues } from './schemas';
import { signIn } from './signIn';

export const LOGIN_HEADING = 'Welcome to our Vet Portal';
const NEUTRAL_WELCOME =
  'Book and follow pet cremations, memorial products and vet supply orders for the families in your care.';

interface LoginState {
  from?: string;
  notice?: string;
}

/**
 * Where to go after sign-in: the staff engraving flow, the page that sent them here (unless another
 * member's session ended there: they start on their own dashboard), or the dashboard.
 */
function destination(params: URLSearchParams, state: LoginState | null, resumes: boolean): string {
  const bookingId = params.get('bookingId');
  const quotedProductId = params.get('quotedProductId');
  if (bookingId && quotedProductId) {
    const query = new URLSearchParams({ staff: '1', bookingId, quotedProductId });
    return `/engraving/check-existing?${query.toString()}`;
  }
  if (resumes && state?.from && state.from.startsWith('/') && !state.from.startsWith('//')) return state.from;
  return '/dashboard';
}

export function LoginPage() {
  const { config, identity } = useServices();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state as LoginState | null) ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(state?.notice ?? null);
  const welcome = brandForHost(config, window.location.hostname)?.welcome ?? NEUTRAL_WELCOME;

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: valibotResolver(LoginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    setNotice(null);
    try {
      const outcome = await signIn({ identity, api, session: sessionStore }, username, password);
      if (outcome.kind === 'new-password-required') {
        void navigate(`/forgot-password?${new URLSearchParams({ email: username }).toString()}`, { state: { firstSignIn: true } });
      } else if (outcome.kind === 'no-contact') {
        setFailure(outcome.message);
      } else {
        void navigate(destination(params, state, outcome.resumes), { replace: true });
      }
    } catch (error) {
      // The identity provider's own refusals are expected; anything else is worth knowing about.
      if (!isIdentityError(error)) report(error);
      setFailure(loginErrorMessage(error));
    }
  });

  return (
    <AuthCard title={LOGIN_HEADING} intro={welcome}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in">
        <Stack gap="4">
          {notice ? <PortalAlert status="success" message={notice} timeout={0} onClose={() => setNotice(null)} /> : null}
          {failure ? <PortalAlert status="danger" message={failure} timeout={0} onClose={() => setFailure(null)} /> : null}
          <FormField label="Username (email)" error={errors.username?.message} required>
            <Input type="email" autoComplete="username" {...register('username')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message} required>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={isSubmitting} loadingText="Signing in">
            Sign in
          </Button>
          <Text textAlign="center">
            <Link asChild>
              <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
