// The guest's sign-in without the Cognito SDK (issue 17): one InitiateAuth call, as the SDK sends it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdentity } from './identity';

const CONFIG = { region: 'ap-southeast-2', userPoolId: 'local_abc', clientId: 'client-1', endpoint: 'http://127.0.0.1:9229' } as const;

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signIn with remember: false', () => {
  it('sends USER_PASSWORD_AUTH to the pool endpoint and answers the access token', async () => {
    const fetchMock = answer(200, { AuthenticationResult: { AccessToken: 'guest-token', IdToken: 'id', ExpiresIn: 3600 } });
    const result = await createIdentity(CONFIG).signIn(' guest@owners.example.com ', 'Guest#2026', { remember: false });
    expect(result).toEqual({ kind: 'signed-in', accessToken: 'guest-token' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:9229');
    expect(new Headers(init?.headers).get('X-Amz-Target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(JSON.parse(init?.body as string)).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-1',
      AuthParameters: { USERNAME: 'guest@owners.example.com', PASSWORD: 'Guest#2026' },
    });
  });

  it("goes to the region's Cognito endpoint when none is configured", async () => {
    const fetchMock = answer(200, { AuthenticationResult: { AccessToken: 't' } });
    await createIdentity({ ...CONFIG, endpoint: undefined }).signIn('guest', 'pw', { remember: false });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://cognito-idp.ap-southeast-2.amazonaws.com/');
  });

  it("rejects with the service's error name and message", async () => {
    answer(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    await expect(createIdentity(CONFIG).signIn('guest', 'wrong', { remember: false })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('rejects an account that must answer a challenge (it cannot go on without the SDK)', async () => {
    answer(200, { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' });
    await expect(createIdentity(CONFIG).signIn('guest', 'pw', { remember: false })).rejects.toMatchObject({ name: 'NEW_PASSWORD_REQUIRED' });
  });
});
