import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AdminGetUserCommand,
  ChangePasswordCommand,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type RunningServices } from '../services.ts';
import { CONTACT_IDS, DEMO_PASSWORD, demoIdentityUsers, NEW_STARTER_TEMPORARY_PASSWORD, PRACTICE_IDS } from '../seed/demo-data.ts';
import { findFreePort } from '../testing/free-port.ts';
import { bootstrapIdentity } from './bootstrap.ts';
import { createCognitoClient } from './cognito-client.ts';
import { IDENTITY_REGION, type IdentitySettings } from './settings.ts';

/** The real cognito-local on a free port and a temp data dir, with the API in front of it. */
let services: RunningServices;
let dataDir: string;
let cognito: CognitoIdentityProviderClient;
let settings: IdentitySettings;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-identity-'));
  services = await startServices(
    {
      dataDir,
      database: { dataDir },
      port: 0,
      publicUrl: undefined,
      corsOrigins: [],
      production: false,
      grantSecret: undefined,
      ownerAppUrl: 'http://localhost:8083',
      portalAppUrl: 'http://localhost:8080',
      engravingGuestUsername: 'guest@owners.example.com',
      twilio: undefined,
    },
    await findFreePort(),
  );
  settings = services.identitySettings;
  cognito = createCognitoClient(settings);
}, 30_000);

afterAll(async () => {
  cognito?.destroy();
  await services?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(username: string, password: string) {
  return cognito.send(
    new InitiateAuthCommand({
      ClientId: settings.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
}

async function callApi(method: string, urlPath: string, token: string, body?: unknown) {
  return fetch(`${services.api.url}${urlPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, Brand: 'Lawnswood', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('the local identity stand-in with the API', () => {
  it('writes identity.json naming the pool, client, issuer and JWKS', () => {
    const written = JSON.parse(fs.readFileSync(path.join(dataDir, 'identity.json'), 'utf8')) as IdentitySettings;
    expect(written).toEqual(settings);
    expect(written.region).toBe('ap-southeast-2');
    expect(written.issuer).toBe(`${written.endpoint}/${written.userPoolId}`);
    expect(written.jwksUrl).toBe(`${written.issuer}/.well-known/jwks.json`);
  });

  it('bootstraps idempotently: the same pool and client a second time', async () => {
    const again = await bootstrapIdentity({ region: IDENTITY_REGION, endpoint: settings.endpoint! }, demoIdentityUsers);
    expect(again).toEqual(settings);
  });

  it('makes the app client hide whether a user exists (PreventUserExistenceErrors, issue 29)', async () => {
    const { UserPoolClient } = await cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: settings.userPoolId, ClientId: settings.clientId }));
    expect(UserPoolClient).toMatchObject({ PreventUserExistenceErrors: 'ENABLED', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] });
  });

  it('signs direct.staff in with USER_PASSWORD_AUTH and the API accepts the real access token', async () => {
    const { AuthenticationResult } = await signIn('direct.staff@example.com', DEMO_PASSWORD);
    const token = AuthenticationResult?.AccessToken;
    expect(token).toBeTruthy();
    const response = await callApi('GET', '/portal/vet/contacts', token!);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: string }[] };
    expect(data.map((contact) => contact.id)).toContain(CONTACT_IDS.directStaff);
  });

  it('refuses the real id token', async () => {
    const { AuthenticationResult } = await signIn('direct.staff@example.com', DEMO_PASSWORD);
    expect((await callApi('GET', '/portal/vet', AuthenticationResult!.IdToken!)).status).toBe(401);
  });

  it('asks new.starter for a new password', async () => {
    const result = await signIn('new.starter@example.com', NEW_STARTER_TEMPORARY_PASSWORD);
    expect(result.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('creates the identity user of a new member, and disables it when the member is deactivated', async () => {
    const { AuthenticationResult } = await signIn('direct.manager@example.com', DEMO_PASSWORD);
    const token = AuthenticationResult!.AccessToken!;
    const created = await callApi('POST', '/portal/contact', token, {
      vet_account_id: PRACTICE_IDS.direct,
      first_name: 'Kim',
      last_name: 'Lane',
      email_address: 'kim.lane@example.com',
      portal_access_c: 'Level 1',
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: settings.userPoolId, Username: 'kim.lane@example.com' }));
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');

    const deactivated = await callApi('POST', `/portal/contact/${data.id}`, token, { cognito_portal_active_c: 0 });
    expect(deactivated.status).toBe(200);
    const disabled = await cognito.send(new AdminGetUserCommand({ UserPoolId: settings.userPoolId, Username: 'kim.lane@example.com' }));
    expect(disabled.Enabled).toBe(false);
  });

  it('refuses a password change to the current password, and still tells a wrong current password apart', async () => {
    const { AuthenticationResult } = await signIn('unity.staff@example.com', DEMO_PASSWORD);
    const AccessToken = AuthenticationResult!.AccessToken!;
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      cognito.send(new ChangePasswordCommand({ AccessToken, PreviousPassword, ProposedPassword }));

    await expect(change(DEMO_PASSWORD, DEMO_PASSWORD)).rejects.toMatchObject({
      name: 'PasswordHistoryPolicyViolationException',
      message: 'The new password must be different from the current password.',
    });
    await expect(change('Wrong#2026', 'Wrong#2026')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    // The password is unchanged, and a different one is still accepted.
    expect((await signIn('unity.staff@example.com', DEMO_PASSWORD)).AuthenticationResult?.AccessToken).toBeTruthy();
    await change(DEMO_PASSWORD, 'Changed#2026');
    expect((await signIn('unity.staff@example.com', 'Changed#2026')).AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
