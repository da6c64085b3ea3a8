import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@portal/shared/api';
import { loadRuntimeConfig } from '@portal/shared/config';
import { registerConfiguredRemotes, watchReleases } from '@portal/shared/federation';
import { createIdentity } from '@portal/shared/identity';
import { initReporting, listenForPageErrors } from '@portal/shared/reporting';
import { sessionStore } from '@portal/shared/session';
import { prepareUi } from '@portal/shared/ui';
import { App } from './app/App';
import { prefetchForMember } from './app/prefetch';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(element: HTMLElement) {
  // What fails from here on is reported once config.json names where to (initReporting).
  listenForPageErrors();
  // index.html asked for config.json already (a preload); the UI kit is built while it arrives.
  const configLoad = loadRuntimeConfig();
  const ui = prepareUi();
  let config;
  try {
    config = await configLoad;
  } catch (error) {
    element.innerHTML = '';
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'margin:2rem;font:1rem system-ui;color:#9b2c2c';
    message.textContent = `The portal cannot start: ${error instanceof Error ? error.message : String(error)}`;
    element.append(message);
    return;
  }
  initReporting(config.errorReporting, 'host');
  // Remote URLs come from config.json, never from the build: a remote can be released alone, and its
  // new version is taken at the next navigation (pnpm promote, rollback, canary).
  registerConfiguredRemotes();
  watchReleases();
  const api = createApiClient({ baseUrl: config.apiBaseUrl, session: sessionStore, defaultBrand: config.defaultBrand });
  const identity = createIdentity(config.identity);
  // A signed-in member's dashboard data is asked for now, beside the remotes' code. Imported statically:
  // the shared modules it uses are then settled at start, before the remotes are registered (a shared
  // module first asked for after that makes the federation runtime fetch every remote's entry).
  prefetchForMember(api);
  await ui;
  const reactRoot = createRoot(element);
  // A transition renders concurrently: React yields to the browser every few milliseconds, so the
  // first render is many short tasks instead of one long one (issue 17).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App services={{ config, identity }} api={api} />
      </StrictMode>,
    );
  });
}

void start(root);
