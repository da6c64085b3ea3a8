// /login (spec 000 s2, s5 'Login', s4 'Sign-in'): one light screen (issue 17), drawn with the first
// screens' kit. The address opened cold gets it as a first screen (first-screen/login.tsx: no
// federation runtime, no UI kit); the host's route shows the same screen inside the app
// (LoginRoute.tsx). Each hands it its services and how to move on: the route navigates, the first
// screen loads the next page of the full app.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ApiClient } from '@portal/shared/api';
import { brandForHost, type RuntimeConfig } from '@portal/contracts/wire/config';
import { isIdentityError, loginErrorMessage } from '@portal/contracts/domain/identity-errors';
import type { Identity } from '@portal/shared/identity';
import { LightAlert, LightButton, LightField, LightLink, LightPasswordField, type Go } from '@portal/shared/light';
import { report } from '@portal/shared/reporting';
import { sessionStore } from '@portal/shared/session';
import { AuthCard } from './AuthCard';
import { LoginSchema, type LoginValues } from './schemas';
import { signIn } from './signIn';

export const LOGIN_HEADING = 'Welcome to our Vet Portal';
export const NEUTRAL_WELCOME =
  'Book and follow pet cremations, memorial products and vet supply orders for the families in your care.';

/** What a page hands the sign-in page (router state): where a session ended, or news to show. */
export interface LoginState {
  from?: string;
  /**
   * `from` is the address this page was opened at with no one signed in (a link, a scanned pet tag's
   * QR code, a bookmark), not a page where someone's session ended: whoever signs in goes there.
   */
  opened?: boolean;
  notice?: string;
}

/**
 * Where to go after sign-in: the staff engraving flow, the page that sent them here (unless another
 * member's session ended there: they start on their own dashboard; an address opened signed out is
 * what this person asked for), or the dashboard.
 */
export function destination(params: URLSearchParams, state: LoginState | null, resumes: boolean): string {
  const bookingId = params.get('bookingId');
  const quotedProductId = params.get('quotedProductId');
  if (bookingId && quotedProductId) {
    const query = new URLSearchParams({ staff: '1', bookingId, quotedProductId });
    return `/engraving/check-existing?${query.toString()}`;
  }
  if ((resumes || state?.opened) && state?.from && state.from.startsWith('/') && !state.from.startsWith('//')) return state.from;
  return '/dashboard';
}

export interface LoginScreenProps {
  config: RuntimeConfig;
  identity: Identity;
  api: ApiClient;
  /** The address's query: the staff engraving flow's bookingId and quotedProductId. */
  search: string;
  /** The address's host name: a site's own brand welcomes there (`brandsByHost`). */
  hostname: string;
  /** What the page that sent the person here handed over. */
  state: LoginState | null;
  /** Opens the next page: signed in (replacing /login in the history), or the new-password path. */
  go: Go;
  /** Follows 'Forgot your password?' inside the app; without it, the browser loads the page. */
  follow?: (to: string) => void;
}

export function LoginScreen({ config, identity, api, search, hostname, state, go, follow }: LoginScreenProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(state?.notice ?? null);
  // Signed in and on the way to the next page (a page load from the first screen): the button keeps
  // saying so until the page goes.
  const [leaving, setLeaving] = useState(false);
  const welcome = brandForHost(config, hostname)?.welcome ?? NEUTRAL_WELCOME;

  // The browser brought this page back from its cache (Back, after a page load that went on): it is a form again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

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
        setLeaving(true);
        go(`/forgot-password?${new URLSearchParams({ email: username }).toString()}`, { state: { firstSignIn: true } });
      } else if (outcome.kind === 'no-contact') {
        setFailure(outcome.message);
      } else {
        setLeaving(true);
        go(destination(new URLSearchParams(search), state, outcome.resumes), { replace: true });
      }
    } catch (error) {
      // The identity provider's own refusals are expected; anything else is worth knowing about.
      if (!isIdentityError(error)) report(error);
      setFailure(loginErrorMessage(error));
    }
  });
  const busy = isSubmitting || leaving;

  return (
    <AuthCard title={LOGIN_HEADING} intro={welcome}>
      <form className="lt-stack lt-dense" data-gap="4" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in">
        {notice ? <LightAlert status="success" message={notice} onClose={() => setNotice(null)} /> : null}
        {failure ? <LightAlert status="error" message={failure} onClose={() => setFailure(null)} /> : null}
        <LightField label="Username (email)" error={errors.username?.message} required type="email" autoComplete="username" {...register('username')} />
        <LightPasswordField label="Password" error={errors.password?.message} required autoComplete="current-password" {...register('password')} />
        <LightButton type="submit" loading={busy} loadingText="Signing in">
          Sign in
        </LightButton>
        <p className="lt-text lt-center">
          <LightLink href="/forgot-password" onNavigate={follow}>
            Forgot your password?
          </LightLink>
        </p>
        <span className="lt-visually-hidden" role="status" aria-live="polite">
          {busy ? 'Signing in' : ''}
        </span>
      </form>
    </AuthCard>
  );
}
