import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import { applyChannels, promote, readChannels, release, ReleaseError, rollback, startCanary, stopCanary, versionsOf } from './releases';
import { serveApp } from './serve-app';

let root: string;
let store: string;

/** A stand-in for the repository: remote-catalog with a build in dist/. */
function withBuild(files: Record<string, string> = {}) {
  const dist = path.join(root, 'remote-catalog', 'dist');
  mkdirSync(dist, { recursive: true });
  const all = { 'mf-manifest.json': '{"name":"remote_catalog"}', 'remoteEntry.js': 'entry();', 'main.0123abcd.js': 'main();', 'config.json': '{}', ...files };
  for (const [name, text] of Object.entries(all)) writeFileSync(path.join(dist, name), text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'releases-'));
  store = path.join(root, '.data', 'releases');
  withBuild();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const fromDist = (name: string) => release({ root, store, app: 'remote-catalog', name, fromDist: true });

describe('a release', () => {
  it('is a folder of its own with the build but not its config, and nothing serves it until it is promoted', () => {
    expect(fromDist('v1')).toBe('v1');
    expect(readdirSync(path.join(store, 'remote_catalog', 'v1')).sort()).toEqual(['main.0123abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(readChannels(store)).toEqual({});
    expect(versionsOf(store, 'remote_catalog')).toEqual(['v1']);
  });

  it('is never written again, and a bad name or app is refused, leaving nothing behind', () => {
    fromDist('v1');
    expect(() => fromDist('v1')).toThrow('remote_catalog v1 is released already, and a release is never replaced');
    expect(() => fromDist('../v2')).toThrow(ReleaseError);
    expect(() => release({ root, store, app: 'host', fromDist: true })).toThrow('host is not a remote');
    expect(readdirSync(path.join(store, 'remote_catalog'))).toEqual(['v1']);
  });

  it('takes a build made elsewhere (--from), and refuses a folder that is no build, or a build of another remote', () => {
    const elsewhere = path.join(root, 'artefact');
    mkdirSync(elsewhere);
    expect(() => release({ root, store, app: 'remote-catalog', name: 'v1', from: elsewhere })).toThrow(`${elsewhere} is not a build of remote-catalog: it has no mf-manifest.json.`);
    writeFileSync(path.join(elsewhere, 'mf-manifest.json'), '{"name":"remote_bookings"}');
    expect(() => release({ root, store, app: 'remote-catalog', name: 'v1', from: elsewhere })).toThrow('is a build of remote_bookings, not of remote_catalog');
    writeFileSync(path.join(elsewhere, 'mf-manifest.json'), '{"name":"remote_catalog"}');
    writeFileSync(path.join(elsewhere, 'remoteEntry.js'), 'older();');
    expect(release({ root, store, app: 'remote-catalog', name: 'v1', from: elsewhere })).toBe('v1');
    expect(readdirSync(path.join(store, 'remote_catalog', 'v1')).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);
  });

  it('of an app with no build says to build it first', () => {
    rmSync(path.join(root, 'remote-catalog', 'dist'), { recursive: true });
    expect(() => fromDist('v1')).toThrow('remote-catalog has no build to release: run pnpm build first');
    expect(existsSync(path.join(store, 'remote_catalog', 'v1'))).toBe(false);
  });
});

describe('promote, rollback and canary', () => {
  beforeEach(() => {
    fromDist('v1');
    fromDist('v2');
  });

  it('promote serves a version to everyone, keeping the one before; rollback goes back, step by step, to the build in dist/', () => {
    expect(promote(store, 'remote-catalog', 'v1')).toEqual({ remote: 'remote_catalog', from: null, to: 'v1' });
    expect(promote(store, 'remote_catalog')).toEqual({ remote: 'remote_catalog', from: 'v1', to: 'v2' });
    expect(readChannels(store).remote_catalog).toEqual({ live: 'v2', previous: [null, 'v1'] });
    expect(rollback(store, 'remote-catalog')).toEqual({ remote: 'remote_catalog', from: 'v2', to: 'v1' });
    expect(rollback(store, 'remote-catalog')).toEqual({ remote: 'remote_catalog', from: 'v1', to: null });
    expect(() => rollback(store, 'remote-catalog')).toThrow('remote_catalog has no earlier version to roll back to');
  });

  it('rollback to a named version, or to dist; an unknown version is refused naming the ones there are', () => {
    promote(store, 'remote-catalog', 'v2');
    expect(rollback(store, 'remote-catalog', 'v1').to).toBe('v1');
    expect(rollback(store, 'remote-catalog', 'dist').to).toBeNull();
    expect(() => promote(store, 'remote-catalog', 'v9')).toThrow('remote_catalog has no release v9. Its releases: v1, v2.');
    expect(() => rollback(store, 'remote-catalog', 'dist')).toThrow('is live already');
  });

  it('a canary names practices and a version; promoting that version ends it, and it can be stopped', () => {
    promote(store, 'remote-catalog', 'v1');
    expect(() => startCanary(store, 'remote-catalog', 'v2', [])).toThrow('Name the practice');
    expect(() => startCanary(store, 'remote-catalog', 'v1', ['p1'])).toThrow('live for everyone already');
    startCanary(store, 'remote-catalog', 'v2', ['p1']);
    expect(readChannels(store).remote_catalog?.canary).toEqual({ version: 'v2', practices: ['p1'] });
    expect(stopCanary(store, 'remote-catalog')).toEqual({ remote: 'remote_catalog', version: 'v2' });
    startCanary(store, 'remote-catalog', 'v2', ['p1']);
    promote(store, 'remote-catalog', 'v2');
    expect(readChannels(store).remote_catalog?.canary).toBeUndefined();
  });
});

const CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8090/',
  identity: { region: 'ap-southeast-2', userPoolId: 'local_abc', clientId: 'client' },
  remotes: { remote_catalog: 'http://localhost:8082/mf-manifest.json', remote_bookings: 'http://localhost:8081/mf-manifest.json' },
  realtime: { provider: 'local', url: 'ws://localhost:8090/realtime' },
  addresses: { provider: 'local' },
  errorReporting: { dsn: 'http://portal@localhost:8090/1' },
  brandsByHost: {},
  latestStockUrl: 'http://localhost:8090/static/latest-stock.html',
  engravingGuest: { username: 'guest', password: 'secret' },
  defaultBrand: 'Lawnswood',
};

describe('applyChannels', () => {
  it('names the live version of each remote and its canary, on the origin that serves the remote; a version gone from the store is left out', () => {
    const applied = applyChannels(
      CONFIG,
      { remote_catalog: { live: 'v2', previous: [], canary: { version: 'v3', practices: ['p1'] } }, remote_bookings: { live: 'gone', previous: [] } },
      (_remote, version) => version !== 'gone',
    );
    expect(applied.remotes).toEqual({
      remote_catalog: 'http://localhost:8082/releases/v2/mf-manifest.json',
      remote_bookings: 'http://localhost:8081/mf-manifest.json',
    });
    expect(applied.canaries).toEqual({ remote_catalog: { entry: 'http://localhost:8082/releases/v3/mf-manifest.json', practices: ['p1'] } });
    expect(applyChannels(CONFIG, {}, () => true)).toEqual(CONFIG);
  });
});

describe('the servers', () => {
  let host: Server;
  let catalog: Server;
  const url = (server: Server, pathname: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`;

  beforeEach(async () => {
    fromDist('v1');
    const hostDist = path.join(root, 'host', 'dist');
    mkdirSync(hostDist, { recursive: true });
    writeFileSync(path.join(hostDist, 'config.json'), JSON.stringify(CONFIG));
    writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><html><head><title>host</title></head><body></body></html>');
    host = serveApp(hostDist, 0, { releases: { dir: store } });
    catalog = serveApp(path.join(root, 'remote-catalog', 'dist'), 0, { releases: { dir: store, remote: 'remote_catalog' } });
    await Promise.all([host, catalog].map((server) => new Promise((resolve) => server.once('listening', resolve))));
  });
  afterEach(async () => {
    await Promise.all([host, catalog].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it("serve config.json with the channels as they are now, and a remote's versions at /releases/, cached for good", async () => {
    const remotesNow = async () => ((await (await fetch(url(host, '/config.json'))).json()) as RuntimeConfig).remotes.remote_catalog;
    expect(await remotesNow()).toBe('http://localhost:8082/mf-manifest.json');
    promote(store, 'remote-catalog', 'v1');
    expect(await remotesNow()).toBe('http://localhost:8082/releases/v1/mf-manifest.json');
    expect(await (await fetch(url(host, '/dashboard'))).text()).toContain('releases/v1/mf-manifest.json');

    const entry = await fetch(url(catalog, '/releases/v1/remoteEntry.js'));
    expect(await entry.text()).toBe('entry();');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(url(catalog, '/releases/v9/remoteEntry.js'))).status).toBe(404);
    expect((await fetch(url(catalog, '/releases/v1/../../channels.json'))).status).toBe(404);
    expect((await fetch(url(host, '/releases/v1/remoteEntry.js'))).status).toBe(404);
  });

  it('serve the configured versions when the channels file was edited into the wrong shape, and keep serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const broken of ['null', '{"remote_catalog":{"live":"v1","previous":[],"canary":{"version":"v1","practices":"p1"}}}', '{nope']) {
      writeFileSync(path.join(store, 'channels.json'), broken);
      const response = await fetch(url(host, '/config.json'));
      expect(response.status).toBe(200);
      expect(((await response.json()) as RuntimeConfig).remotes.remote_catalog).toBe('http://localhost:8082/mf-manifest.json');
    }
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
