import { startTransition, StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/shared/router';
import { apiEvents, ApiProvider, createApiClient, type ApiClient } from '@portal/shared/api';
import { loadRuntimeConfig } from '@portal/shared/config';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import { createIdentity, IdentityProvider } from '@portal/shared/identity';
import { initReporting, listenForPageErrors } from '@portal/shared/reporting';
import { sessionStore } from '@portal/shared/session';
import { PortalProvider, prepareUi } from '@portal/shared/ui';
import { Box, Container, Link, Text } from '@portal/shared/ui';

function SignedOutNotice({ portalUrl }: { portalUrl: string }) {
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    const onUnauthorized = () => setSignedOut(true);
    apiEvents.addEventListener('unauthorized', onUnauthorized);
    return () => apiEvents.removeEventListener('unauthorized', onUnauthorized);
  }, []);
  if (!signedOut) return null;
  return (
    <Box role="status" bg="orange.50" borderBottomWidth="1px" paddingX="4" paddingY="2">
      <Text>
        This module runs on its own here. Sign in through the portal at <Link href={portalUrl}>{portalUrl}</Link> to
        use it with your practice's data.
      </Text>
    </Box>
  );
}

/** What a standalone frame gets: the runtime config, the portal's address and the remote's routes. */
export interface StandaloneFrameProps {
  config: RuntimeConfig;
  /** The portal (the host) this remote belongs to, e.g. for a link to its sign-in. */
  portalUrl: string;
  children: ReactNode;
}

/** The default frame: a wide container, and a notice on a 401 that the module runs on its own here. */
export function StandaloneFrame({ portalUrl, children }: StandaloneFrameProps) {
  return (
    <>
      <SignedOutNotice portalUrl={portalUrl} />
      <Container maxW="6xl" paddingY="6">
        {children}
      </Container>
    </>
  );
}

export interface StandaloneOptions {
  /** The portal's address; defaults to the local host app. */
  portalUrl?: string;
  /**
   * What frames the routes inside the providers (default StandaloneFrame). remote-engraving's owner
   * app gives its own phone-first shell.
   */
  frame?: ComponentType<StandaloneFrameProps>;
  /**
   * Runs once config.json is read, before the UI kit is built and the first render: what the first
   * page can ask for that early (the owner app's lookup and artwork) is not kept waiting by either.
   */
  onStart?: (services: { config: RuntimeConfig; api: ApiClient }) => void;
}

/**
 * Renders a remote on its own origin from its own index.html, with the providers the host would
 * otherwise give it. Used for developing and releasing one remote alone, and for the owners' engraving
 * approval app.
 */
export async function renderStandalone(
  Routes: ComponentType,
  { portalUrl = 'http://localhost:8080', frame: Frame = StandaloneFrame, onStart }: StandaloneOptions = {},
) {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  // What fails from here on is reported once config.json names where to (initReporting).
  listenForPageErrors();
  let config: RuntimeConfig;
  try {
    // index.html asked for it already (a preload): it has usually arrived by the time the app's
    // modules have run.
    config = await loadRuntimeConfig();
  } catch (error) {
    element.textContent = String(error instanceof Error ? error.message : error);
    return;
  }
  initReporting(config.errorReporting, 'standalone');
  const api = createApiClient({ baseUrl: config.apiBaseUrl, session: sessionStore, defaultBrand: config.defaultBrand });
  onStart?.({ config, api });
  // The UI kit in a task of its own, then the first render.
  await prepareUi();
  const root = createRoot(element);
  // Rendered in a transition, so React yields to the browser every few milliseconds: the first render
  // is many short tasks instead of one long one (issue 17).
  startTransition(() => {
    root.render(
      <StrictMode>
        <PortalProvider>
          <IdentityProvider identity={createIdentity(config.identity)}>
            <ApiProvider client={api}>
              <BrowserRouter>
                <Frame config={config} portalUrl={config.portalUrl ?? portalUrl}>
                  <Routes />
                </Frame>
              </BrowserRouter>
            </ApiProvider>
          </IdentityProvider>
        </PortalProvider>
      </StrictMode>,
    );
  });
}
