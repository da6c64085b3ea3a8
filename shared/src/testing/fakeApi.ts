// A fake portal-api for component tests: answers by "METHOD path" and records every call in the order
// made (the query, the headers with names in lower case, a JSON body as its value, a multipart body as
// its fields and a file as its name, type and size). An answer may be a function of the call, and a
// promise, to hold a request open until the test says (`deferred`).
import { createApiClient } from '@portal/shared/api';
import { sessionStore } from '@portal/shared/session';

export interface FakeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
  body: unknown;
}

/** An answer, or a function making one (late, for a test that holds a call open). */
export type FakeReply = FakeAnswer | ((call: SentCall) => FakeAnswer | Promise<FakeAnswer>);

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    });
    return fields;
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The API client of a test, on the fake; `log` collects "METHOD path" of every call (shared across fakes if given). */
export function fakeApi(answers: Record<string, FakeReply>, log: string[] = []) {
  const sent: SentCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname.replace(/^\//, ''));
    const headers = Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value]));
    const call: SentCall = { method: request.method, path, query: url.searchParams, headers, body: await bodyOf(request) };
    sent.push(call);
    log.push(`${request.method} ${path}`);
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ errors: { detail: 'Not found' } }), { status: 404 });
    const { status = 200, body, headers: answerHeaders = {} } = typeof answer === 'function' ? await answer(call) : answer;
    if (request.signal.aborted) throw new DOMException('The request was aborted', 'AbortError');
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...answerHeaders } });
  };
  const api = createApiClient({ baseUrl: 'http://api.test/', session: sessionStore, defaultBrand: 'Lawnswood', fetch, reportError: () => undefined });
  return { api, sent, log, calls: (method: string, path: string) => sent.filter((call) => call.method === method && call.path === path) };
}

/** A promise with its resolve handed out, to answer a held request when the test says. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
