// The one typed API client of the portal (ky). It adds the bearer token and the Brand header to
// every call, reports server errors, and on 401/403 raises an event: it never navigates itself.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import ky, { HTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { report } from '@portal/shared/reporting';
import type { SessionStore } from '@portal/shared/session';
import type { ApiErrorBody, ErrorDetail } from '@portal/contracts/wire/error-body';

export type ApiClient = KyInstance;
export type ApiEventType = 'unauthorized' | 'forbidden';

/** The client raises these; the host listens and navigates to /login. */
export const apiEvents = new EventTarget();

export interface ApiClientOptions {
  baseUrl: string;
  session: SessionStore;
  defaultBrand: string;
  events?: EventTarget;
  fetch?: typeof fetch;
  /** Reports a server error; defaults to the shared error reporting. */
  reportError?: typeof report;
}

/**
 * Marks a call as the owner's (ky context): it carries the owner's guest token and grant, never a staff
 * token, even in a browser where practice staff are signed in (an owner link opened under the portal).
 */
export const OWNER_CALL = { owner: true } as const;

/** The client for an owner's engraving pages: every call is an owner call. */
export function ownerApiClient(api: ApiClient): ApiClient {
  return api.extend({ context: OWNER_CALL });
}

const isOwnerCall = (context: Record<string, unknown>) => context.owner === true;

/** The credentials a call carries: the owner's for an owner call, else the staff token (or the owner's without one). */
function credentialsFor(session: SessionStore, ownerCall: boolean): { token: string | null; grant: string | null } {
  const { accessToken, clientToken, clientGrant } = session.getState();
  if (ownerCall || !accessToken) return { token: clientToken, grant: clientGrant };
  return { token: accessToken, grant: null };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session, events = apiEvents, reportError = report } = options;
  return ky.create({
    baseUrl: options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    fetch: options.fetch,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request, options: { context } }) => {
          const { token, grant } = credentialsFor(session, isOwnerCall(context));
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // An owner's call carries the grant of the phone check.
          if (grant) request.headers.set('Engraving-Grant', grant);
          request.headers.set('Brand', session.getState().profile?.brand ?? options.defaultBrand);
        },
      ],
      afterResponse: [
        ({ request, response, options: { context } }) => {
          if (response.status === 401) {
            // An owner call ends the owner's session only: staff signed in on this browser stay so.
            if (isOwnerCall(context)) session.getState().setClientToken(null);
            else session.getState().clear();
            events.dispatchEvent(new CustomEvent<ApiEventType>('unauthorized'));
          } else if (response.status === 403) {
            events.dispatchEvent(new CustomEvent<ApiEventType>('forbidden'));
          } else if (response.status >= 500) {
            const path = new URL(request.url).pathname;
            reportError(new Error(`API ${request.method} ${path} answered ${response.status}`), {
              status: response.status,
            });
          }
        },
      ],
    },
  });
}

export type { ErrorDetail };

/** Reads `errors.detail` of a failed call, or undefined when there is none. */
export async function errorDetail(error: unknown): Promise<ErrorDetail | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  // ky 2 reads the error body into `data` (the response body is then used up).
  const data = (error as HTTPError & { data?: unknown }).data as ApiErrorBody | undefined;
  if (data && typeof data === 'object') return data.errors?.detail;
  try {
    const body = (await error.response.clone().json()) as ApiErrorBody;
    return body.errors?.detail;
  } catch {
    return undefined;
  }
}

/** What a call that never got an answer tells the person (offline, the connection dropped, or no answer in time). */
export const UNREACHABLE_MESSAGE = 'The portal could not be reached. Please check your internet connection and try again.';

/**
 * Whether a failure is the connection's rather than the portal's: the call got no answer (offline, the
 * connection dropped, it timed out), or the browser is offline (e.g. a code chunk could not be loaded).
 */
export function isUnreachable(error: unknown): boolean {
  // An HTTP error is an answer: the portal was reached.
  if (error instanceof HTTPError) return false;
  return isNetworkError(error) || isTimeoutError(error) || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * What a failed call should tell the person: the server's message (or its fields' messages); when the
 * portal could not be reached, that; else `fallback`.
 */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (isUnreachable(error)) return UNREACHABLE_MESSAGE;
  const detail = await errorDetail(error);
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (detail && typeof detail === 'object') {
    const texts = [...new Set(Object.values(detail).filter((text): text is string => typeof text === 'string' && text.trim() !== ''))];
    if (texts.length) return texts.join(' ');
  }
  return fallback;
}

export { HTTPError };

const ApiContext = createContext<ApiClient | null>(null);

/** Hands the API client to every component below it; a test can hand in another. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return createElement(ApiContext.Provider, { value: client }, children);
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
