// An app's webpack configuration in each of its kinds (buildKind): the production build, the dev server
// in a page on React's development build (Fast Refresh), and the dev server in the host's production page
// (`pnpm dev <remote>`: React's production build, no eval, a reload on save).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildKind, createAppConfig } from './webpack.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'remote-bookings');

function bookingsConfig(env) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return createAppConfig({ appDir, name: 'remote_bookings', title: 'Bookings', exposes: { './routes': './src/app/routes.tsx' }, federationRuntime: 'host' });
}

const reactTransform = (config) => config.module.rules[0].use.options.jsc.transform.react;
const hasFastRefresh = (config) => config.plugins.some((plugin) => plugin instanceof ReactRefreshPlugin);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('buildKind', () => {
  it('is the production build unless NODE_ENV says development', () => {
    expect(buildKind({})).toBe('production');
    expect(buildKind({ NODE_ENV: 'production', PORTAL_DEV_HOST: 'build' })).toBe('production');
  });

  it('in the dev server: Fast Refresh, unless the host around it is its production build', () => {
    expect(buildKind({ NODE_ENV: 'development' })).toBe('refresh');
    expect(buildKind({ NODE_ENV: 'development', PORTAL_DEV_HOST: 'source' })).toBe('refresh');
    expect(buildKind({ NODE_ENV: 'development', PORTAL_DEV_HOST: 'build' })).toBe('reload');
  });
});

describe('createAppConfig', () => {
  it('the production build keeps its source maps beside dist/, unless PORTAL_SOURCE_MAPS=0 (a build only the tests run)', () => {
    const hasSourceMaps = (config) => config.plugins.some((plugin) => plugin.constructor.name === 'SourceMapDevToolPlugin');
    expect(hasSourceMaps(bookingsConfig({ NODE_ENV: 'production' }))).toBe(true);
    expect(hasSourceMaps(bookingsConfig({ NODE_ENV: 'production', PORTAL_SOURCE_MAPS: '0' }))).toBe(false);
  });

  it('the production build: minified, React and the router in their production builds, no dev server', () => {
    const config = bookingsConfig({ NODE_ENV: 'production' });
    expect(config.mode).toBe('production');
    expect(config.devtool).toBe(false);
    expect(config.optimization).toMatchObject({ nodeEnv: 'production', minimize: true });
    expect(config.resolve.alias).toHaveProperty('react-router$');
    expect(reactTransform(config)).toEqual({ runtime: 'automatic', development: false });
    expect(hasFastRefresh(config)).toBe(false);
    expect(config.devServer).toBeUndefined();
  });

  it("the dev server for a page on React's development build: eval source maps, hot updates and Fast Refresh", () => {
    const config = bookingsConfig({ NODE_ENV: 'development', PORTAL_DEV_PORT: '8081' });
    expect(config.mode).toBe('development');
    expect(config.devtool).toBe('eval-cheap-module-source-map');
    expect(config.optimization).toMatchObject({ nodeEnv: 'development', minimize: false });
    expect(config.resolve.alias).toEqual({});
    // swc-loader chooses the development JSX runtime by the compilation's mode.
    expect(reactTransform(config)).toEqual({ runtime: 'automatic', refresh: true });
    expect(hasFastRefresh(config)).toBe(true);
    expect(config.devServer).toMatchObject({ port: 8081, hot: true, liveReload: true });
    expect(config.devServer.client.webSocketURL).toBeUndefined();
    expect(config.devServer.webSocketServer).toBeUndefined();
  });

  it("the dev server for the host's production page: React's production build, no eval, the page reloaded on save", () => {
    const config = bookingsConfig({ NODE_ENV: 'development', PORTAL_DEV_PORT: '8081', PORTAL_DEV_HOST: 'build' });
    expect(config.mode).toBe('development');
    expect(config.devtool).toBe('cheap-module-source-map');
    expect(config.optimization).toMatchObject({ nodeEnv: 'production', minimize: false });
    expect(config.resolve.alias).toHaveProperty('react-router$');
    expect(reactTransform(config)).toEqual({ runtime: 'automatic', development: false });
    expect(hasFastRefresh(config)).toBe(false);
    expect(config.devServer).toMatchObject({ port: 8081, hot: false, liveReload: true });
    // Over Server-Sent Events at the remotes' address in the runtime config: what the host's policy allows.
    expect(config.devServer.client.webSocketURL).toEqual({ hostname: 'localhost' });
    expect(config.devServer.webSocketServer).toBe('sse');
  });
});
