// The stack's options (scripts/stack.ts, as `npm start` and `pnpm dev` run it) from its environment, and
// the runtime config.json it gives every app it serves.
import { dataDirFromEnv, DEFAULT_API_PORT, DEFAULT_IDENTITY_PORT, portFrom } from '../src/config.ts';
import type { IdentitySettings } from '../src/identity/settings.ts';
import { GUEST_PASSWORD, GUEST_USERNAME } from '../src/seed/demo-data.ts';
import { APPS } from './apps.ts';
import type { RestartPolicy } from './supervise.ts';

export const DEFAULT_APPS_PORT = 8080;

export interface StackOptions {
  dataDir: string;
  apiPort: number;
  identityPort: number;
  /** The host app's port (the remotes' follow it); undefined: no apps are served (PORTAL_SKIP_APPS=1). */
  appsPort: number | undefined;
  /** Build the apps first (not with PORTAL_SKIP_BUILD=1); not those run from source. */
  build: boolean;
  /** The apps (folders) run from source in webpack's dev server (PORTAL_DEV), not from their builds. */
  devApps: ReadonlySet<string>;
  /** How restarts are paced (supervise.ts's default unless a test says otherwise). */
  restartPolicy?: RestartPolicy;
}

/** The stack's options from its environment; a bad port is refused with the variable's name. */
export function stackOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StackOptions {
  const port = (name: string, fallback: number, highest = 65535) => {
    const value = portFrom(env[name], fallback, name);
    // The apps' config.json names every port, so "any free port" (0) cannot be told to them.
    if (value === 0 || value > highest) throw new Error(`${name} must be a port number from 1 to ${highest}, got '${env[name]}'`);
    return value;
  };
  const skipApps = env.PORTAL_SKIP_APPS === '1';
  const dev = env.PORTAL_DEV?.trim() ?? '';
  const devApps = new Set(dev === 'all' ? APPS.map((app) => app.dir) : dev.split(',').map((name) => name.trim()).filter(Boolean));
  const unknown = [...devApps].filter((name) => !APPS.some((app) => app.dir === name));
  if (unknown.length > 0) throw new Error(`PORTAL_DEV names no app: ${unknown.join(', ')} (the apps: ${APPS.map((app) => app.dir).join(', ')}, or all)`);
  return {
    dataDir: dataDirFromEnv(env),
    apiPort: port('PORTAL_API_PORT', DEFAULT_API_PORT),
    identityPort: port('PORTAL_IDENTITY_PORT', DEFAULT_IDENTITY_PORT),
    appsPort: skipApps ? undefined : port('PORTAL_APPS_PORT', DEFAULT_APPS_PORT, 65535 - APPS.length + 1),
    build: !skipApps && env.PORTAL_SKIP_BUILD !== '1',
    devApps: skipApps ? new Set() : devApps,
  };
}

/**
 * The environment of the dev server of an app run from source (shared/build/webpack.mjs reads it): its
 * port, the runtime config the stack wrote, and PORTAL_DEV_HOST, whether the host's page around it is from
 * source too or the host's production build. `source` (the host runs from source: `pnpm dev`, `pnpm dev
 * host,...`): React's development build in the page, and a saved component is swapped in place (React Fast
 * Refresh). `build` (`pnpm dev <remote>`, the host served from its build): the app is built for that page
 * (React's production build, no eval), and a save reloads the page.
 */
export function devServerEnv({ devApps, port, configFile }: { devApps: ReadonlySet<string>; port: number; configFile: string }) {
  return {
    NODE_ENV: 'development',
    PORTAL_DEV_PORT: String(port),
    PORTAL_DEV_CONFIG: configFile,
    PORTAL_DEV_HOST: devApps.has('host') ? 'source' : 'build',
  };
}

/** The runtime config every app reads at start (shared/src/config.ts validates it). */
export function runtimeConfig(identity: IdentitySettings, { apiPort, appsPort }: { apiPort: number; appsPort: number }) {
  const api = `http://localhost:${apiPort}`;
  const remotes = Object.fromEntries(
    APPS.flatMap((app) => ('remote' in app ? [[app.remote, `http://localhost:${appsPort + app.offset}/mf-manifest.json`]] : [])),
  );
  return {
    apiBaseUrl: `${api}/`,
    identity: {
      region: identity.region,
      userPoolId: identity.userPoolId,
      clientId: identity.clientId,
      endpoint: identity.endpoint,
    },
    remotes,
    realtime: { provider: 'local', url: `ws://localhost:${apiPort}/realtime` },
    addresses: { provider: 'local' },
    errorReporting: {
      dsn: `http://portal@localhost:${apiPort}/1`,
      tunnel: `${api}/errors/envelope`,
      environment: 'local',
    },
    brandsByHost: {
      'lawnswood.localhost': {
        name: 'Lawnswood',
        welcome: 'Lawnswood Pet Cremation: caring for Western Australian families and their pets since 1992.',
      },
      'edenhills.localhost': {
        name: 'Edenhills',
        welcome: 'Edenhills Pet Cremation: gentle aftercare for pets across South Australia, Victoria and Albury-Wodonga.',
      },
    },
    latestStockUrl: `${api}/static/latest-stock.html`,
    portalUrl: `http://localhost:${appsPort}`,
    engravingGuest: { username: GUEST_USERNAME, password: GUEST_PASSWORD },
    defaultBrand: 'Lawnswood',
  };
}
