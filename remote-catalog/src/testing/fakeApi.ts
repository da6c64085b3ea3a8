// A fake portal-api for component tests: answers by "METHOD path" (the query is handed to the
// answer) and records every call; an answer may be a promise, to hold a request open.
import { createApiClient } from '@portal/shared/api';
import { sessionStore } from '@portal/shared/session';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Answer = FakeAnswer | ((call: SentCall) => FakeAnswer | Promise<FakeAnswer>);

export function fakeApi(answers: Record<string, Answer>) {
  const sent: SentCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname.replace(/^\//, ''));
    const text = request.method === 'GET' ? '' : await request.text();
    const call: SentCall = { method: request.method, path, query: url.searchParams, headers: request.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
    sent.push(call);
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ errors: { detail: 'Not found' } }), { status: 404 });
    const { status = 200, body } = typeof answer === 'function' ? await answer(call) : answer;
    if (request.signal.aborted) throw new DOMException('The request was aborted', 'AbortError');
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    session: sessionStore,
    defaultBrand: 'Lawnswood',
    fetch,
    reportError: () => undefined,
  });
  return { api, sent, calls: (method: string, path: string) => sent.filter((call) => call.method === method && call.path === path) };
}

/** A promise with its resolve handed out, to answer a held request when the test says. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
