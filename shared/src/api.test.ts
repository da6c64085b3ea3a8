import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, createSessionStore } from '@portal/shared/session';
import { createApiClient, errorMessage, isUnreachable, ownerApiClient, UNREACHABLE_MESSAGE } from './api';

function setup(status: number, body: unknown = {}) {
  localStorage.clear();
  const session = createSessionStore();
  session.getState().signIn('token-123', { username: 'a@b.c', contactId: 'c1', role: 'Level 1', brand: 'Edenhills' });
  const events = new EventTarget();
  const seen: string[] = [];
  events.addEventListener('unauthorized', () => seen.push('unauthorized'));
  events.addEventListener('forbidden', () => seen.push('forbidden'));
  const requests: Request[] = [];
  const fetchFake = vi.fn((input: Request) => {
    requests.push(input);
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  const reportError = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    session,
    defaultBrand: 'Lawnswood',
    events,
    fetch: fetchFake as unknown as typeof fetch,
    reportError,
  });
  return { api, session, seen, requests, reportError };
}

describe('API client', () => {
  beforeEach(() => localStorage.clear());

  it('sends the bearer token and the Brand header', async () => {
    const { api, requests } = setup(200, { data: [] });
    await api.get('portal/vet/contacts').json();
    expect(requests[0]!.url).toBe('http://api.test/portal/vet/contacts');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer token-123');
    expect(requests[0]!.headers.get('Brand')).toBe('Edenhills');
  });

  it('sends the default brand when the user has none', async () => {
    const { api, session, requests } = setup(200, { data: [] });
    session.getState().signIn('t', { username: 'a', contactId: 'c', role: 'Level 1' });
    await api.get('portal/brand').json();
    expect(requests[0]!.headers.get('Brand')).toBe('Lawnswood');
  });

  it('on 401 removes the stored token and raises unauthorized', async () => {
    const { api, session, seen } = setup(401);
    await expect(api.get('portal/vet').json()).rejects.toThrow();
    expect(seen).toEqual(['unauthorized']);
    expect(session.getState().accessToken).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('on 403 raises forbidden and keeps the token', async () => {
    const { api, session, seen } = setup(403);
    await expect(api.get('portal/vet').json()).rejects.toThrow();
    expect(seen).toEqual(['forbidden']);
    expect(session.getState().accessToken).toBe('token-123');
  });

  it('reports a 500 but not a 422', async () => {
    const failing = setup(500);
    await expect(failing.api.post('portal/vet', { json: {} }).json()).rejects.toThrow();
    expect(failing.reportError).toHaveBeenCalledTimes(1);

    const invalid = setup(422, { errors: { detail: { pricing_information_c: 'bad' } } });
    await expect(invalid.api.post('portal/vet', { json: {} }).json()).rejects.toThrow();
    expect(invalid.reportError).not.toHaveBeenCalled();
    expect(invalid.seen).toEqual([]);
  });

  it("sends an owner call with the owner's guest token and grant, never the staff token of the same browser", async () => {
    const { api, session, requests } = setup(200, { data: {} });
    session.getState().setClientToken('guest-token', 'grant-1');
    await ownerApiClient(api).get('portal/engraving/booking/b1/q1').json();
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer guest-token');
    expect(requests[0]!.headers.get('Engraving-Grant')).toBe('grant-1');
    // Other calls stay the staff member's.
    await api.get('portal/vet').json();
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer token-123');
    expect(requests[1]!.headers.get('Engraving-Grant')).toBeNull();
  });

  it('on a 401 of an owner call ends the owner session only', async () => {
    const { api, session, seen } = setup(401);
    session.getState().setClientToken('guest-token', 'grant-1');
    await expect(ownerApiClient(api).get('portal/engraving/booking/b1/q1').json()).rejects.toThrow();
    expect(seen).toEqual(['unauthorized']);
    expect(session.getState()).toMatchObject({ accessToken: 'token-123', clientToken: null, clientGrant: null });
  });
});

describe('errorMessage', () => {
  const failed = async (status: number, body: unknown) => {
    const { api } = setup(status, body);
    return api.get('portal/booking/b1').json().then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error,
    );
  };

  it("answers the server's message, or its fields' messages once each, else the fallback", async () => {
    expect(await errorMessage(await failed(409, { errors: { detail: 'The booking changed.' } }), 'Fallback')).toBe('The booking changed.');
    const fields = { errors: { detail: { line_items: 'Cedar Urn: Finish is required', again: 'Cedar Urn: Finish is required', other: 'Plaque: text is required' } } };
    expect(await errorMessage(await failed(422, fields), 'Fallback')).toBe('Cedar Urn: Finish is required Plaque: text is required');
    expect(await errorMessage(await failed(500, {}), 'Fallback')).toBe('Fallback');
    expect(await errorMessage(new Error('offline'), 'Fallback')).toBe('Fallback');
  });

  it('says the portal could not be reached when a call got no answer, and only then', async () => {
    const session = createSessionStore();
    const api = createApiClient({
      baseUrl: 'http://api.test/',
      session,
      defaultBrand: 'Lawnswood',
      events: new EventTarget(),
      // What Chromium's fetch throws when the network is gone.
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      reportError: vi.fn(),
    });
    const dropped = await api.post('portal/booking', { json: {} }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUnreachable(dropped)).toBe(true);
    expect(await errorMessage(dropped, 'Fallback')).toBe(UNREACHABLE_MESSAGE);
    expect(isUnreachable(await failed(500, {}))).toBe(false);
    expect(isUnreachable(new Error('a fault of the page'))).toBe(false);
  });

  it('reads any failure while the browser is offline as the portal being unreachable', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await errorMessage(new Error('Loading chunk 7 failed'), 'Fallback')).toBe(UNREACHABLE_MESSAGE);
    } finally {
      onLine.mockRestore();
    }
  });
});
