// The identity provider (AWS Cognito, or the local stand-in at `identity.endpoint`) through
// amazon-cognito-identity-js, USER_PASSWORD_AUTH. The SDK is loaded on first use, so pages that do
// not sign anyone in do not pay for it.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type * as CognitoSdk from 'amazon-cognito-identity-js';
import type { CognitoUser, CognitoUserPool, CognitoUserSession } from 'amazon-cognito-identity-js';
import type { RuntimeConfig } from '@portal/contracts/wire/config';

type Sdk = typeof CognitoSdk;

let sdk: Promise<Sdk> | undefined;
const loadSdk = () => (sdk ??= import(/* webpackChunkName: "identity" */ 'amazon-cognito-identity-js'));

export type SignInResult =
  | { kind: 'signed-in'; accessToken: string }
  | { kind: 'new-password-required'; user: CognitoUser };

export interface SignInOptions {
  /**
   * false: the session is kept in memory only and never becomes the page's signed-in user (the
   * owners' guest account, which must not replace a staff member's session in the same browser).
   */
  remember?: boolean;
}

export interface Identity {
  signIn(username: string, password: string, options?: SignInOptions): Promise<SignInResult>;
  completeNewPassword(user: CognitoUser, newPassword: string): Promise<string>;
  /** A valid access token for the stored session (refreshed when needed), or null. */
  currentAccessToken(): Promise<string | null>;
  forgotPassword(username: string): Promise<void>;
  confirmPassword(username: string, code: string, newPassword: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
}

/**
 * A sign-in kept in memory only (remember: false, the owners' guest account): USER_PASSWORD_AUTH as
 * the one InitiateAuth call the SDK would send, without loading the SDK (25 KB gzip of the owner's
 * first screen, issue 17), since nothing is stored, refreshed or challenged. An account that must
 * choose a new password cannot go on here.
 */
async function passwordSignInOnce(config: RuntimeConfig['identity'], username: string, password: string): Promise<SignInResult> {
  const response = await fetch(config.endpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.clientId, AuthParameters: { USERNAME: username.trim(), PASSWORD: password } }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    AuthenticationResult?: { AccessToken?: string };
    ChallengeName?: string;
    __type?: string;
    message?: string;
  };
  const accessToken = body.AuthenticationResult?.AccessToken;
  if (response.ok && accessToken) return { kind: 'signed-in', accessToken };
  const error = new Error(body.message ?? (body.ChallengeName ? `The account must answer ${body.ChallengeName}` : `Sign-in failed: HTTP ${response.status}`));
  // The SDK's error names (NotAuthorizedException, ...), as its callers read them.
  error.name = body.__type?.split('#').pop() ?? body.ChallengeName ?? 'SignInFailed';
  throw error;
}

export function createIdentity(config: RuntimeConfig['identity']): Identity {
  let pool: CognitoUserPool | undefined;
  const poolData = () => ({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  });
  const getPool = async () => {
    const { CognitoUserPool } = await loadSdk();
    pool ??= new CognitoUserPool(poolData());
    return pool;
  };
  const userFor = async (username: string) => {
    const { CognitoUser } = await loadSdk();
    const user = new CognitoUser({ Username: username.trim(), Pool: await getPool() });
    user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
    return user;
  };
  const sessionOf = (user: CognitoUser) =>
    new Promise<CognitoUserSession | null>((resolve) => {
      user.getSession((error: Error | null, session: CognitoUserSession | null) =>
        resolve(error || !session?.isValid() ? null : session),
      );
    });

  return {
    async signIn(username, password, options) {
      if (options?.remember === false) return passwordSignInOnce(config, username, password);
      const { AuthenticationDetails } = await loadSdk();
      const user = await userFor(username);
      const details = new AuthenticationDetails({ Username: username.trim(), Password: password });
      return new Promise<SignInResult>((resolve, reject) => {
        user.authenticateUser(details, {
          onSuccess: (session) => resolve({ kind: 'signed-in', accessToken: session.getAccessToken().getJwtToken() }),
          onFailure: reject,
          newPasswordRequired: () => resolve({ kind: 'new-password-required', user }),
        });
      });
    },
    completeNewPassword(user, newPassword) {
      return new Promise<string>((resolve, reject) => {
        user.completeNewPasswordChallenge(newPassword, {}, {
          onSuccess: (session) => resolve(session.getAccessToken().getJwtToken()),
          onFailure: reject,
        });
      });
    },
    async currentAccessToken() {
      const user = (await getPool()).getCurrentUser();
      if (!user) return null;
      const session = await sessionOf(user);
      return session ? session.getAccessToken().getJwtToken() : null;
    },
    async forgotPassword(username) {
      const user = await userFor(username);
      await new Promise<void>((resolve, reject) => {
        user.forgotPassword({ onSuccess: () => resolve(), onFailure: reject, inputVerificationCode: () => resolve() });
      });
    },
    async confirmPassword(username, code, newPassword) {
      const user = await userFor(username);
      await new Promise<void>((resolve, reject) => {
        user.confirmPassword(code.trim(), newPassword, { onSuccess: () => resolve(), onFailure: reject });
      });
    },
    async changePassword(oldPassword, newPassword) {
      const user = (await getPool()).getCurrentUser();
      if (!user || !(await sessionOf(user))) throw Object.assign(new Error('Please sign in again.'), { code: 'NotAuthorizedException' });
      await new Promise<void>((resolve, reject) => {
        user.changePassword(oldPassword, newPassword, (error) => (error ? reject(error) : resolve()));
      });
    },
    async signOut() {
      const user = (await getPool()).getCurrentUser();
      user?.signOut();
    },
  };
}

const IdentityContext = createContext<Identity | null>(null);

/**
 * Hands the page's one identity instance to every app below it (the host renders it; a remote's
 * standalone bootstrap renders its own), so a remote can call `changePassword` without host code.
 */
export function IdentityProvider({ identity, children }: { identity: Identity; children: ReactNode }) {
  return createElement(IdentityContext.Provider, { value: identity }, children);
}

/** The identity provider of the page, or null outside an IdentityProvider. */
export function useIdentity(): Identity | null {
  return useContext(IdentityContext);
}
