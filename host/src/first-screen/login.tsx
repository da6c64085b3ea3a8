// /login opened cold (issue 17): the sign-in page as a first screen. Built apart from the federated
// host (shared/build/first-screens.mjs, createFirstScreensConfig): React, the page, react-hook-form and
// valibot; no federation runtime and no UI kit, its stylesheet inlined in first/login.html, which the
// server answers for /login. It reads config.json at run time like the app. Signed in, it opens the
// full app where the route would have navigated (a page load that replaces /login in the history, as
// the route does); the Cognito SDK loads on the first submit, not before.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@portal/shared/api';
import { loadRuntimeConfig } from '@portal/shared/config';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import { createIdentity } from '@portal/shared/identity';
import { initReporting } from '@portal/shared/reporting';
import { openPage } from '@portal/shared/light';
import { sessionStore } from '@portal/shared/session';
import { LoginScreen, type LoginState } from '../features/auth/LoginPage';

function render(element: HTMLElement, config: RuntimeConfig) {
  const api = createApiClient({ baseUrl: config.apiBaseUrl, session: sessionStore, defaultBrand: config.defaultBrand });
  const identity = createIdentity(config.identity);
  // What the page that sent the person here handed over (the router's state survives a reload).
  const state = (window.history.state as { usr?: LoginState | null } | null)?.usr ?? null;
  const root = createRoot(element);
  // A transition: React renders in slices, so the phone's main thread is never held for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <LoginScreen config={config} identity={identity} api={api} search={window.location.search} hostname={window.location.hostname} state={state} go={openPage} />
      </StrictMode>,
    ),
  );
  initReporting(config.errorReporting, 'host');
}

async function start(element: HTMLElement) {
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    // The app's own words when it cannot start (bootstrap.tsx).
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.className = 'lt-main lt-text';
    message.textContent = `The portal cannot start: ${error instanceof Error ? error.message : String(error)}`;
    element.replaceChildren(message);
    return;
  }
  render(element, config);
}

const root = document.getElementById('root');
if (!root) throw new Error('login.html has no #root element');
void start(root);
