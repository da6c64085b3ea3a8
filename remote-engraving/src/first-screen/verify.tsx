// The owner's link, opened cold on a phone (issue 17): the phone check as a first screen. Built apart
// from the federated app (shared/build/webpack.mjs, createFirstScreensConfig): React and this page,
// no federation runtime and no UI kit, its stylesheet inlined in first/verify.html, which the server
// answers for /engraving/verify/*. It reads config.json at run time like the app; a right number
// opens the artwork in the owner app proper (a page load, replacing this one in the history).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider, createApiClient } from '@portal/shared/api';
import { brandForHost, loadRuntimeConfig, setConfig, type RuntimeConfig } from '@portal/shared/config';
import { createIdentity, IdentityProvider } from '@portal/shared/identity';
import { initReporting } from '@portal/shared/reporting';
import { sessionStore } from '@portal/shared/session';
import { OwnerLightFrame } from './OwnerLightFrame';
import { VerifyScreen, type VerifyState } from '../features/owner-approval/VerifyPage';

/** The booking and line of /engraving/verify/{bookingId}/{quotedProductId}. */
function lineOf(pathname: string) {
  const [, bookingId = '', quotedProductId = ''] = /^\/engraving\/verify\/([^/]+)\/([^/]+)/.exec(pathname) ?? [];
  return { bookingId: decodeURIComponent(bookingId), quotedProductId: decodeURIComponent(quotedProductId) };
}

function render(element: HTMLElement, config: RuntimeConfig) {
  const api = createApiClient({ baseUrl: config.apiBaseUrl, session: sessionStore, defaultBrand: config.defaultBrand });
  const identity = createIdentity(config.identity);
  const siteBrand = brandForHost(config, window.location.hostname)?.name ?? config.defaultBrand;
  // An owner page of the app sent the owner back here (its router's state survives a reload).
  const state = (window.history.state as { usr?: VerifyState } | null)?.usr;
  const root = createRoot(element);
  // A transition: React renders in slices, so the phone's main thread is never held for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ApiProvider client={api}>
          <IdentityProvider identity={identity}>
            <OwnerLightFrame siteBrand={siteBrand}>
              <VerifyScreen
                {...lineOf(window.location.pathname)}
                hash={window.location.hash}
                sessionEnded={Boolean(state?.sessionEnded)}
                onVerified={(path) => window.location.replace(path)}
              />
            </OwnerLightFrame>
          </IdentityProvider>
        </ApiProvider>
      </StrictMode>,
    ),
  );
  initReporting(config.errorReporting, 'remote_engraving');
}

async function start(element: HTMLElement) {
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'lt-main lt-text';
    message.textContent = `This page cannot open: ${error instanceof Error ? error.message : String(error)}`;
    element.replaceChildren(message);
    return;
  }
  setConfig(config);
  render(element, config);
}

const root = document.getElementById('root');
if (!root) throw new Error('verify.html has no #root element');
void start(root);
