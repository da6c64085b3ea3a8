import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createCognitoClient } from '../identity/cognito-client.ts';
import type { IdentitySettings } from '../identity/settings.ts';

export type { IdentitySettings };

/**
 * Sets a member's password in the identity pool as if they had chosen it on their first sign-in (no
 * new-password step left): for a journey that starts after that step, which another journey walks
 * through the pages (e2e practice.spec.ts).
 */
export async function setChosenPassword(identity: IdentitySettings, username: string, password: string): Promise<void> {
  const cognito = createCognitoClient(identity);
  try {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: identity.userPoolId, Username: username, Password: password, Permanent: true }));
  } finally {
    cognito.destroy();
  }
}
