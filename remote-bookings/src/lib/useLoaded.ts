import { useEffect, useState } from 'react';
import { useApi, type ApiClient } from '@portal/shared/api';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads once per `key` with the page's API client, cancelling a stale answer. A failure is logged
 * (spec 000 s8: failed fetches are logged) and handed to the page; 401/403 are the host's.
 */
export function useLoaded<T>(key: string, load: (api: ApiClient, signal: AbortSignal) => Promise<T>): Loaded<T> {
  const api = useApi();
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    load(api, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, loaded: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load ${key}`, error);
        setState({ key, loaded: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
