import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from './serve-app';

describe('serveApp', () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'serve-app-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'console.log("first build");'.repeat(50));
    writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log("hashed");');
    server = serveApp(dist, 0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (pathname: string, gzip = true) => {
    const response = await fetch(`${base}${pathname}`, { headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' } });
    return response;
  };

  it('serves gzip to a client that takes it, plain to one that does not', async () => {
    const zipped = await get('/remoteEntry.js');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes gzip itself: the text is the file's.
    expect(await zipped.text()).toContain('first build');
    const plain = await get('/remoteEntry.js', false);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe('console.log("first build");'.length * 50);
  });

  it('serves a file rewritten by a release anew (not the compressed copy of the old one)', async () => {
    expect(await (await get('/remoteEntry.js')).text()).toContain('first build');
    const file = path.join(dist, 'remoteEntry.js');
    writeFileSync(file, 'console.log("second build");'.repeat(50));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const body = await (await get('/remoteEntry.js')).text();
    expect(body).toContain('second build');
    expect(body).not.toContain('first build');
  });

  it('caches hashed files for a year and the rest not at all', async () => {
    expect((await get('/main.0123abcd.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a client-side route with index.html and a missing asset with 404', async () => {
    const route = await get('/booking/123');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>app</title>');
    expect((await get('/missing.js')).status).toBe(404);
  });
});
