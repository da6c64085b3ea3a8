/* global __react_refresh_library__ */
// Under pnpm dev, one React Fast Refresh runtime for the whole page (webpack.mjs, fastRefresh()). Every
// app's compilation resolves `react-refresh/runtime` here, so the host and each remote it loads, each
// with a webpack runtime of its own, register their components in one registry: the one that gave
// react-dom its refresh handler (setRefreshHandler is react-dom's, one per page). With a registry per
// app, the last app to refresh owns the handler, and a component the other app updated renders its old
// code again at its parent's next render.
// A component is registered under its module's id, which is a path in the app's folder (`./src/app/
// routes.tsx`): every app has one of those, so the id is prefixed with the app's federation name
// (the plugin's __react_refresh_library__, output.uniqueName), or two apps' components would be taken
// for versions of one.
const PAGE_RUNTIME = '__portalReactRefreshRuntime__';

if (!globalThis[PAGE_RUNTIME]) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- read by the first app on the page only
  const runtime = require('react-refresh/runtime');
  let injected = false;
  globalThis[PAGE_RUNTIME] = {
    ...runtime,
    // Each app's refresh entry injects it (its flag is per app): once is what it needs.
    injectIntoGlobalHook(target) {
      if (injected) return;
      injected = true;
      runtime.injectIntoGlobalHook(target);
    },
  };
}

const pageRuntime = globalThis[PAGE_RUNTIME];
const app = typeof __react_refresh_library__ === 'string' ? __react_refresh_library__ : '';

module.exports = { ...pageRuntime, register: (type, id) => pageRuntime.register(type, `${app} ${id}`) };
