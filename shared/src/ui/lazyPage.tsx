import { createElement, lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { report } from '@portal/shared/reporting';
import { ClientCareCall, useClientCare } from './ClientCare';

/** Pauses before fetching a failed chunk again. */
export const LAZY_RETRY_DELAYS_MS = [500, 1500] as const;
export const LAZY_FAILED_MESSAGE = 'This page could not be loaded.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(load: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const pause = delays[attempt];
      if (pause === undefined) throw error;
      await sleep(pause);
    }
  }
}

function LoadFailed({ onRetry, what }: { onRetry: () => void; what: string }) {
  // The owner app gives its Client Care line (issue 15 item 5): an owner can call rather than be stuck.
  const clientCare = useClientCare();
  return (
    <Stack role="alert" gap="3" align="flex-start" padding="6" borderWidth="1px" borderRadius="md" bg="orange.50">
      <Text fontWeight="semibold">{what}</Text>
      <Text>
        {clientCare
          ? 'Please check your connection and try again. If it keeps failing, call us and we will help.'
          : 'Check your connection and try again; if it keeps failing, please contact our Client Care team.'}
      </Text>
      <Button colorPalette="teal" onClick={onRetry}>
        Try again
      </Button>
      {clientCare ? <ClientCareCall line={clientCare} /> : null}
    </Stack>
  );
}

/**
 * React.lazy for a page's (or a dialog's) code, made for networks that fail. A chunk that does not
 * arrive (a dropped connection, a server restarting, webpack's chunk timeout) is fetched again, twice,
 * with backoff; after that the page says so in place, with "Try again", which fetches it anew.
 * React.lazy alone keeps a rejection for good: one failed chunk left its page broken (and the remote's
 * "Try again" with it) until the whole portal was reloaded. Here the lazy component never rejects: a
 * final failure resolves to the notice, and Try again swaps in a new lazy component.
 *
 * `load` answers the component: `lazyPage(() => import('./BookingsPage').then((m) => m.BookingsPage))`.
 */
export type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts fetching the page's code now (the page a visit opens on, before the first render asks for it). */
  preload: () => void;
};

export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  delays: readonly number[] = LAZY_RETRY_DELAYS_MS,
  /** What failed, said first: a part of a page (the photo cropper) names itself, not the page. */
  what = LAZY_FAILED_MESSAGE,
): LazyPage<P> {
  let version = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const retry = () => {
    current = attempt();
    version += 1;
    for (const listener of listeners) listener();
  };
  const Failed = () => <LoadFailed onRetry={retry} what={what} />;
  // The code of this attempt, fetched once: by a preload or by the first render, whichever comes first.
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= withRetries(load, delays).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        report(error);
        return { default: Failed as ComponentType<P> };
      },
    ));
  const attempt = (): LazyExoticComponent<ComponentType<P>> => {
    loading = undefined;
    return lazy(loadOnce);
  };
  let current = attempt();

  function LazyPage(props: P) {
    useSyncExternalStore(subscribe, () => version);
    return createElement(current, props);
  }
  LazyPage.preload = () => void loadOnce();
  return LazyPage;
}
