import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cspNonce } from '../csp-nonce';
import { system } from './system';

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
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
