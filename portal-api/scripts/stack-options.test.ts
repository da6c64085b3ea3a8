// The stack's options from its environment: which apps `pnpm dev` runs from source (PORTAL_DEV), and what their dev servers are told.
import { describe, expect, it } from 'vitest';
import { APPS } from './apps.ts';
import { devServerEnv, stackOptionsFromEnv } from './stack-options.ts';

describe('PORTAL_DEV (pnpm dev)', () => {
  it('runs no app from source unless asked: npm start serves every build', () => {
    const options = stackOptionsFromEnv({});
    expect([...options.devApps]).toEqual([]);
    expect(options.build).toBe(true);
  });

  it('all: every app from source', () => {
    expect([...stackOptionsFromEnv({ PORTAL_DEV: 'all' }).devApps]).toEqual(APPS.map((app) => app.dir));
  });

  it('one app, or several by commas: those from source, the others from their builds', () => {
    expect([...stackOptionsFromEnv({ PORTAL_DEV: 'remote-catalog' }).devApps]).toEqual(['remote-catalog']);
    expect([...stackOptionsFromEnv({ PORTAL_DEV: 'host, remote-practice' }).devApps]).toEqual(['host', 'remote-practice']);
  });

  it('a name that is no app is refused, saying which names are', () => {
    expect(() => stackOptionsFromEnv({ PORTAL_DEV: 'remote-catlog' })).toThrow(
      'PORTAL_DEV names no app: remote-catlog (the apps: host, remote-bookings, remote-catalog, remote-engraving, remote-practice, or all)',
    );
  });

  it('with no apps served (PORTAL_SKIP_APPS=1), none runs from source either', () => {
    expect([...stackOptionsFromEnv({ PORTAL_SKIP_APPS: '1', PORTAL_DEV: 'all' }).devApps]).toEqual([]);
  });
});

describe('devServerEnv (what a dev server is told)', () => {
  const devEnv = (dev: string) => devServerEnv({ devApps: stackOptionsFromEnv({ PORTAL_DEV: dev }).devApps, port: 8081, configFile: '/data/dev-config.json' });

  it('its port and the runtime config the stack wrote, in a development build', () => {
    expect(devEnv('remote-bookings')).toMatchObject({ NODE_ENV: 'development', PORTAL_DEV_PORT: '8081', PORTAL_DEV_CONFIG: '/data/dev-config.json' });
  });

  it("with the host from source, the page is the host's dev server's: Fast Refresh", () => {
    expect(devEnv('all').PORTAL_DEV_HOST).toBe('source');
    expect(devEnv('host').PORTAL_DEV_HOST).toBe('source');
    expect(devEnv('host,remote-bookings').PORTAL_DEV_HOST).toBe('source');
  });

  it("with the host built, the page is the host's production build: built for it, reloaded on save", () => {
    expect(devEnv('remote-bookings').PORTAL_DEV_HOST).toBe('build');
    expect(devEnv('remote-bookings,remote-catalog').PORTAL_DEV_HOST).toBe('build');
  });
});
