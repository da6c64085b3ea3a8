import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cspNonce } from '../csp-nonce';
import { portalSystem } from './system';

let cache: EmotionCache | undefined;

/**
 * One emotion cache for the page, carrying the Content-Security-Policy nonce of the response that
 * served it (`style-src 'nonce-…'`), so the style tags Chakra injects are allowed without
 * 'unsafe-inline'. Created on first use: the page's nonce is only known in the browser.
 */
function portalCache(): EmotionCache {
  cache ??= createCache({ key: 'css', nonce: cspNonce() });
  return cache;
}

/** Chakra and its emotion cache, rendered once per page (by the host, or a remote's own bootstrap). */
export function PortalProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={portalCache()}>
      <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

/**
 * Builds the UI kit's Chakra system and emotion cache in a task of their own (the next one). An app
 * calls it before it awaits config.json, so the work happens while the file is on its way, apart
 * from the long task that evaluates the app's modules and from the first render. PortalProvider
 * builds them on first use all the same.
 */
export function prepareUi(): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        portalSystem();
        portalCache();
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 0);
  });
}
