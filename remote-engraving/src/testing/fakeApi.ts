// A fake portal-api for component tests: answers by "METHOD path" and records every call (a multipart
// body as its fields, a file as its name, type and size), in the order made.
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
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
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

export function fakeApi(answers: Record<string, FakeReply>, log: string[] = []) {
  const sent: SentCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = decodeURIComponent(new URL(request.url).pathname.replace(/^\//, ''));
    const call: SentCall = { method: request.method, path, body: await bodyOf(request), headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])) };
    sent.push(call);
    log.push(`${request.method} ${path}`);
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ errors: { detail: 'Not found' } }), { status: 404 });
    const { status = 200, body, headers = {} } = typeof answer === 'function' ? await answer(call) : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
  const api = createApiClient({ baseUrl: 'http://api.test/', session: sessionStore, defaultBrand: 'Lawnswood', fetch, reportError: () => undefined });
  return { api, sent, log };
}
