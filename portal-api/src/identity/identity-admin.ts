import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoClient, isIdentityError } from './cognito-client.ts';
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

export function createCognitoIdentityAdmin(settings: IdentitySettings): IdentityAdmin {
  const client = createCognitoClient(settings);
  const UserPoolId = settings.userPoolId;
  return {
    async createUser({ username, email, temporaryPassword }) {
      try {
        await client.send(
          new AdminCreateUserCommand({
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
      const command = enabled
        ? new AdminEnableUserCommand({ UserPoolId, Username: username })
        : new AdminDisableUserCommand({ UserPoolId, Username: username });
      try {
        await client.send(command);
      } catch (error) {
        if (!isIdentityError(error, 'UserNotFoundException')) throw error;
      }
    },
  };
}
