import type * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import type * as CognitoClient from './cognito-client.ts';
import type { IdentitySettings } from './settings.ts';

export class IdentityUserExistsError extends Error {
  constructor(username: string) {
    super(`Identity user ${username} already exists`);
    this.name = 'IdentityUserExistsError';
  }
}

/** What the API does to identity users when practice members change. */
export interface IdentityAdmin {
  /**
   * Creates a user that must set a new password at first sign-in. The pool emails the temporary
   * password (Cognito's invitation message; the local stand-in logs it and keeps it in its user record).
   */
  createUser(user: { username: string; email: string; temporaryPassword: string }): Promise<void>;
  /** Enables or disables sign-in; a user the pool does not know is left alone. */
  setUserEnabled(username: string, enabled: boolean): Promise<void>;
}

/**
 * The pool's admin calls through the AWS SDK, loaded with the first call: members change rarely, and
 * loading the SDK at start was a tenth of portal-api's start (and of every restart).
 */
export function createCognitoIdentityAdmin(settings: IdentitySettings): IdentityAdmin {
  let loaded: Promise<{ sdk: typeof CognitoSdk; client: CognitoSdk.CognitoIdentityProviderClient; isIdentityError: typeof CognitoClient.isIdentityError }> | undefined;
  const cognito = () =>
    (loaded ??= Promise.all([import('@aws-sdk/client-cognito-identity-provider'), import('./cognito-client.ts')]).then(([sdk, { createCognitoClient, isIdentityError }]) => ({
      sdk,
      client: createCognitoClient(settings),
      isIdentityError,
    })));
  const UserPoolId = settings.userPoolId;
  return {
    async createUser({ username, email, temporaryPassword }) {
      const { sdk, client, isIdentityError } = await cognito();
      try {
        await client.send(
          new sdk.AdminCreateUserCommand({
            UserPoolId,
            Username: username,
            TemporaryPassword: temporaryPassword,
            DesiredDeliveryMediums: ['EMAIL'],
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
      } catch (error) {
        if (isIdentityError(error, 'UsernameExistsException')) throw new IdentityUserExistsError(username);
        throw error;
      }
    },
    async setUserEnabled(username, enabled) {
      const { sdk, client, isIdentityError } = await cognito();
      const command = enabled
        ? new sdk.AdminEnableUserCommand({ UserPoolId, Username: username })
        : new sdk.AdminDisableUserCommand({ UserPoolId, Username: username });
      try {
        await client.send(command);
      } catch (error) {
        if (!isIdentityError(error, 'UserNotFoundException')) throw error;
      }
    },
  };
}
