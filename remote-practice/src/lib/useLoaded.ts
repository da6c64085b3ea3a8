import { useEffect, useState } from 'react';
import { useApi, type ApiClient } from '@portal/shared/api';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads once per `key` with the page's API client. A failure is logged and the page shows what it
 * can (spec 001 s8: vet details and member fetch failures are only logged); a 401/403 is handled by
 * the host, which sends the person to /login.
 */
export function useLoaded<T>(key: string, load: (api: ApiClient) => Promise<T>): [Loaded<T>, (data: T) => void] {
  const api = useApi();
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    let cancelled = false;
    load(api).then(
      (data) => {
        if (!cancelled) setState({ key, loaded: { status: 'ready', data } });
      },
      (error: unknown) => {
        console.error(`Could not load ${key}`, error);
        if (!cancelled) setState({ key, loaded: { status: 'failed' } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is a new function every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
  const loaded: Loaded<T> = state.key === key ? state.loaded : { status: 'loading' };
  return [loaded, (data: T) => setState({ key, loaded: { status: 'ready', data } })];
}
