import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  type CognitoIdentityProviderClient,
  type UpdateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DemoIdentityUser } from '../seed/demo-data.ts';
import { usernameForEmail } from '../data/contacts.ts';
import { createCognitoClient, isIdentityError } from './cognito-client.ts';
import type { IdentitySettings } from './settings.ts';
import { generateTemporaryPassword } from './temporary-password.ts';

export const USER_POOL_NAME = 'vet-portal';
export const APP_CLIENT_NAME = 'vet-portal-web';

async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
  if (existing) return existing;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: USER_POOL_NAME,
      // The portal's rule: a letter, a number and a symbol, at least 8 characters.
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
    }),
  );
  if (!UserPool?.Id) throw new Error('CreateUserPool returned no pool id');
  return UserPool.Id;
}

/**
 * The app client's settings. `PreventUserExistenceErrors: 'ENABLED'` (issue 29): Cognito then answers
 * sign-in, confirmation and password recovery for an unknown user as for a known one (a code "sent" to a
 * simulated address), so nobody learns from it who has an account. cognito-local keeps the setting but
 * still answers UserNotFoundException; the forgot-password page says the same for both.
 */
export const APP_CLIENT_SETTINGS = {
  ClientName: APP_CLIENT_NAME,
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  PreventUserExistenceErrors: 'ENABLED',
} satisfies Omit<UpdateUserPoolClientCommandInput, 'UserPoolId' | 'ClientId'>;

async function ensureAppClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const { UserPoolClients = [] } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = UserPoolClients.find((appClient) => appClient.ClientName === APP_CLIENT_NAME)?.ClientId;
  if (existing) {
    // A client made before issue 29 gets the settings too (a kept data folder).
    await client.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: existing, ...APP_CLIENT_SETTINGS }));
    return existing;
  }
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({ UserPoolId: userPoolId, GenerateSecret: false, ...APP_CLIENT_SETTINGS }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('CreateUserPoolClient returned no client id');
  return UserPoolClient.ClientId;
}

async function userExists(client: CognitoIdentityProviderClient, userPoolId: string, username: string): Promise<boolean> {
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    return true;
  } catch (error) {
    if (isIdentityError(error, 'UserNotFoundException')) return false;
    throw error;
  }
}

/** Creates a missing user; an existing one is left as it is (its password may have been changed). */
async function ensureUser(client: CognitoIdentityProviderClient, userPoolId: string, user: DemoIdentityUser): Promise<void> {
  const username = usernameForEmail(user.email);
  if (await userExists(client, userPoolId, username)) return;
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: username,
      TemporaryPassword: 'temporaryPassword' in user.login ? user.login.temporaryPassword : generateTemporaryPassword(),
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  if ('password' in user.login) {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: username,
        Password: user.login.password,
        Permanent: true,
      }),
    );
  }
  if (!user.enabled) await client.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username }));
}

/**
 * Idempotently creates the user pool, its web app client (no secret, USER_PASSWORD_AUTH) and the users,
 * and returns the settings the API and the front end need. Works against a local endpoint or AWS.
 */
export async function bootstrapIdentity(
  { region, endpoint }: { region: string; endpoint?: string },
  users: readonly DemoIdentityUser[],
): Promise<IdentitySettings> {
  const client = createCognitoClient({ region, endpoint });
  try {
    const userPoolId = await ensureUserPool(client);
    const clientId = await ensureAppClient(client, userPoolId);
    for (const user of users) await ensureUser(client, userPoolId, user);
    const issuer = endpoint ? `${endpoint}/${userPoolId}` : `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
    return {
      region,
      userPoolId,
      clientId,
      ...(endpoint ? { endpoint } : {}),
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
    };
  } finally {
    client.destroy();
  }
}
