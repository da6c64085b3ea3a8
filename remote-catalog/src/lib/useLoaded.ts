import { useEffect, useState } from 'react';
import { useApi, type ApiClient } from '@portal/shared/api';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads once per `key` with the API client of the page, aborting a stale request when the key changes
 * or the component goes. A failure is logged (spec 001 s8: fetch failures are logged) and handed back.
 */
export function useLoaded<T>(key: string | null, load: (api: ApiClient, signal: AbortSignal) => Promise<T>): Loaded<T> {
  const api = useApi();
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return undefined;
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
