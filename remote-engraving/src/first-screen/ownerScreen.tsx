// How an owner's first screen opens (issue 17): config.json read at run time as the app reads it,
// the API client, the owner's frame, and the page rendered in a transition (React renders in slices,
// so a phone's main thread is never held for long). Built apart from the federated app
// (shared/build/first-screens.mjs, createFirstScreensConfig): React and the page, no federation runtime and
// no UI kit, the light stylesheet inlined in the page's HTML.
import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider, createApiClient, type ApiClient } from '@portal/shared/api';
import { loadRuntimeConfig, setConfig } from '@portal/shared/config';
import { brandForHost, type RuntimeConfig } from '@portal/contracts/wire/config';
import { initReporting } from '@portal/shared/reporting';
import { sessionStore } from '@portal/shared/session';
import { OwnerLightFrame } from './OwnerLightFrame';

export interface OwnerScreenStart {
  config: RuntimeConfig;
  api: ApiClient;
}

/** The frame a first screen is drawn in: the owner's approval frame unless the screen names another. */
export type OwnerScreenFrame = ComponentType<{ siteBrand: string; children: ReactNode }>;

/**
 * Opens the first screen in #root. `screen` answers the page, or null where the screen has sent the
 * owner elsewhere (a page load) and there is nothing to draw.
 */
export function openOwnerScreen(screen: (start: OwnerScreenStart) => ReactNode | null, Frame: OwnerScreenFrame = OwnerLightFrame) {
  const element = document.getElementById('root');
  if (!element) throw new Error('The first screen has no #root element');
  void loadRuntimeConfig().then(
    (config) => {
      setConfig(config);
      const api = createApiClient({ baseUrl: config.apiBaseUrl, session: sessionStore, defaultBrand: config.defaultBrand });
      const page = screen({ config, api });
      if (page === null) return;
      const siteBrand = brandForHost(config, window.location.hostname)?.name ?? config.defaultBrand;
      const root = createRoot(element);
      startTransition(() =>
        root.render(
          <StrictMode>
            <ApiProvider client={api}>
              <Frame siteBrand={siteBrand}>{page}</Frame>
            </ApiProvider>
          </StrictMode>,
        ),
      );
      initReporting(config.errorReporting, 'remote_engraving');
    },
    (error: unknown) => {
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.className = 'lt-main lt-text';
      message.textContent = `This page cannot open: ${error instanceof Error ? error.message : String(error)}`;
      element.replaceChildren(message);
    },
  );
}
