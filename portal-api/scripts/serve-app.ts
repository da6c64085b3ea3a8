// Serves one app's production build like a CDN would: brotli or gzip, immutable caching of content-hashed
// files, no caching of the files a release replaces (index.html, config.json, the federation
// manifest and entry), and index.html for every client-side route. Every response carries the app's
// security headers (app-security.ts); index.html is written with a new CSP nonce each time. Source
// maps are never served (the build keeps them out of dist/ too).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseRuntimeConfig, type RuntimeConfig } from '@portal/contracts/wire/config';
import { pageNonce } from '../src/http/security-headers.ts';
import { appSecurityHeaders, readRuntimeConfig, withInlineConfig, withNonce, type ReferrerPolicy } from './app-security';
import { applyChannels, readChannels, RELEASES_PATH, type Channels } from './releases.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  // The Scan page's QR reader (zxing-wasm): compiled as it streams in, which needs this type.
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.txt', '.wasm']);
/** A version's folder in the store (releases.ts VERSION_NAME); not the source maps' folder. */
const VERSION_FOLDER = /^(?!sourcemaps$)[A-Za-z0-9][\w.-]{0,79}$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|jpg|ttf|woff2|wasm)$/;

function resolveFile(dist: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.normalize(path.join(dist, decoded));
  if (!file.startsWith(dist + path.sep) && file !== dist) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

interface Body {
  /** The file's size and time, so a rebuilt file (a remote released alone) is read again. */
  stamp: string;
  raw: Buffer;
  gzip: Buffer | null;
  /** The brotli copy, once made (null until then, and for a file that is not compressed). */
  br: Buffer | null;
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encodings a client takes, by an Accept-Encoding header, best first: brotli (about 15 % smaller
 * than gzip for the apps' bundles), then gzip. `q=0` refuses one; `*` stands for any not named.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): ContentEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (['br', 'gzip'] as const).filter((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

const textBrotli = (raw: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
  },
});

/**
 * Each file is read and compressed once per version, as a CDN keeps its compressed copies:
 * compressing every response anew cost a share of a core per page load, which every test of the e2e
 * suite pays on a 2-core machine. gzip is made at once; brotli at its best quality takes about a
 * quarter of a second for the largest bundles, so it is made off the event loop (zlib's thread pool)
 * and the file goes out gzipped until its brotli copy is there.
 */
const bodies = new Map<string, Body>();

function bodyOf(file: string): Body {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const cached = bodies.get(file);
  if (cached?.stamp === stamp) return cached;
  const raw = readFileSync(file);
  const compressible = COMPRESSIBLE.has(path.extname(file));
  const body: Body = { stamp, raw, gzip: compressible ? gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }) : null, br: null };
  bodies.set(file, body);
  if (compressible) {
    brotliCompress(raw, textBrotli(raw, constants.BROTLI_MAX_QUALITY), (error, br) => {
      // A file rewritten meanwhile has a new body of its own; a failure leaves gzip.
      if (!error) body.br = br;
    });
  }
  return body;
}

const configs = new Map<string, { body: Body | undefined; channels: string; config: RuntimeConfig | undefined }>();

/** The release channels (releases.ts) as they are now, with a stamp that changes when they do. */
function channelsOf(releases: ReleasesOption | undefined): { stamp: string; channels: Channels } {
  if (!releases) return { stamp: '', channels: {} };
  const file = path.join(releases.dir, 'channels.json');
  if (!existsSync(file)) return { stamp: 'none', channels: {} };
  const stat = statSync(file);
  try {
    return { stamp: `${stat.size}:${stat.mtimeMs}`, channels: readChannels(releases.dir) };
  } catch (error) {
    // A broken channels file serves the configured versions, and says why each time it is read.
    console.error(`[serve-app] ${error instanceof Error ? error.message : String(error)}`);
    return { stamp: 'broken', channels: {} };
  }
}

/**
 * The config with the channels applied, validated as the apps validate it. A channels file of the wrong
 * shape (edited by hand) serves the configured versions and says why, rather than ending the server or
 * serving a config the apps would refuse to start with.
 */
function withChannels(configured: RuntimeConfig, channels: Channels, dir: string): RuntimeConfig {
  try {
    return parseRuntimeConfig(applyChannels(configured, channels, (remote, version) => existsSync(path.join(dir, remote, version, 'mf-manifest.json'))));
  } catch (error) {
    console.error(`[serve-app] ${path.join(dir, 'channels.json')} is not usable, so the configured versions are served: ${error instanceof Error ? error.message : String(error)}`);
    return configured;
  }
}

/**
 * The app's config.json as it is now (a deployment may swap it while the app is served), with the
 * remotes' release channels applied: the live version of each remote, and its canary.
 */
function configOf(dist: string, releases: ReleasesOption | undefined) {
  const file = path.join(dist, 'config.json');
  const body = existsSync(file) ? bodyOf(file) : undefined;
  const { stamp, channels } = channelsOf(releases);
  const cached = configs.get(dist);
  if (cached && cached.body === body && cached.channels === stamp) return cached.config;
  const configured = readRuntimeConfig(body?.raw.toString('utf8'));
  const config = configured && releases ? withChannels(configured, channels, releases.dir) : configured;
  configs.set(dist, { body, channels: stamp, config });
  return config;
}

/**
 * The first screens of the app (issue 17; shared/build/first-screens.mjs writes first/screens.json): the
 * addresses a person opens cold (the owner's link) answered with a page of their own, light enough
 * to paint at once on a phone, instead of the federated app's index.html.
 */
/**
 * Whether a first screen's prefix covers an address: `/login` covers /login and /login/…, not
 * /login-help; `/engraving/verify/` what is below it; `/engraving/check-existing?staff=0` that path
 * with staff=0 (each parameter the prefix names, as the page reads it: the first of its name).
 */
function coversAddress(prefix: string, url: URL): boolean {
  const [pathPrefix = '', query = ''] = prefix.split('?', 2);
  const { pathname } = url;
  const pathCovered = pathPrefix.endsWith('/') ? pathname.startsWith(pathPrefix) : pathname === pathPrefix || pathname.startsWith(`${pathPrefix}/`);
  if (!pathCovered) return false;
  return [...new URLSearchParams(query)].every(([name, value]) => url.searchParams.get(name) === value);
}

function firstScreenFor(dist: string, url: URL): string | null {
  const file = path.join(dist, 'first', 'screens.json');
  if (!existsSync(file)) return null;
  let screens: { prefix: string; page: string }[];
  try {
    screens = JSON.parse(bodyOf(file).raw.toString('utf8')) as { prefix: string; page: string }[];
  } catch {
    return null;
  }
  const screen = screens.find((candidate) => coversAddress(candidate.prefix, url));
  return screen ? resolveFile(dist, `/${screen.page}`) : null;
}

export interface ReleasesOption {
  /** The releases store (releases.ts): its channels.json decides the versions config.json names. */
  dir: string;
  /** This app's federation name, when it is a remote: its versions are served at /releases/<version>/. */
  remote?: string;
}

export interface ServeAppOptions {
  /**
   * What the app's pages tell other origins about where a request came from. The owners' approval
   * app gives none: its addresses carry the booking, the line and the link's secret.
   */
  referrerPolicy?: ReferrerPolicy;
  releases?: ReleasesOption;
}

function handle(dist: string, options: ServeAppOptions, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const nonce = pageNonce();
  res.setHeader('Access-Control-Allow-Origin', '*');
  for (const [name, value] of Object.entries(appSecurityHeaders(configOf(dist, options.releases), nonce, options.referrerPolicy ?? 'strict-origin-when-cross-origin'))) {
    res.setHeader(name, value);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  const ext = path.extname(url.pathname);
  if (url.pathname.startsWith(RELEASES_PATH)) {
    serveRelease(options.releases, url.pathname.slice(RELEASES_PATH.length - 1), req, res);
    return;
  }
  if (url.pathname === '/config.json') {
    serveConfig(dist, options.releases, req, res);
    return;
  }
  // Source maps stay private: a stray one left in dist/ is not served either.
  let file = ext === '.map' ? null : resolveFile(dist, url.pathname);
  if (!file) {
    // A client-side route (no extension) gets the app; a missing asset is a real 404.
    if (ext && ext !== '.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    file = firstScreenFor(dist, url) ?? path.join(dist, 'index.html');
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  let body = bodyOf(file);
  if (path.extname(file) === '.html') {
    // A small page, written anew for its nonce and the config as it is now: compressed per response,
    // in the client's best encoding.
    const raw = Buffer.from(withNonce(withInlineConfig(body.raw.toString('utf8'), configOf(dist, options.releases)), nonce));
    body = {
      stamp: body.stamp,
      raw,
      br: accepted[0] === 'br' ? brotliCompressSync(raw, textBrotli(raw, 5)) : null,
      gzip: accepted[0] === 'gzip' ? gzipSync(raw) : null,
    };
  }
  send(req, res, body, type, cache);
}

/** A body in the client's best encoding that is made (a brotli copy still being made: gzip meanwhile). */
function send(req: IncomingMessage, res: ServerResponse, body: Body, type: string, cache: string) {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const encoding = accepted.find((name) => body[name] !== null) ?? null;
  const content = (encoding ? body[encoding] : null) ?? body.raw;
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
    'Content-Length': content.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : content);
}

/**
 * A released version's file (`/releases/<version>/<file>`), from the remote's folder of the store. A
 * version is never written again, so every file of it is cached for good; a missing one is a 404.
 */
function serveRelease(releases: ReleasesOption | undefined, rest: string, req: IncomingMessage, res: ServerResponse) {
  const [, version = ''] = rest.split('/', 2);
  const file =
    releases?.remote && VERSION_FOLDER.test(version) && path.extname(rest) !== '.map'
      ? resolveFile(path.resolve(releases.dir, releases.remote), rest)
      : null;
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  send(req, res, bodyOf(file), TYPES[path.extname(file)] ?? 'application/octet-stream', 'public, max-age=31536000, immutable');
}

/** config.json as the apps read it: the file with the release channels applied (a bad file as it is). */
function serveConfig(dist: string, releases: ReleasesOption | undefined, req: IncomingMessage, res: ServerResponse) {
  const file = path.join(dist, 'config.json');
  if (!existsSync(file)) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const config = configOf(dist, releases);
  const raw = config ? Buffer.from(JSON.stringify(config, null, 2)) : bodyOf(file).raw;
  send(req, res, { stamp: '', raw, gzip: gzipSync(raw), br: null }, TYPES['.json'] ?? 'application/json', 'no-cache');
}

export function serveApp(dist: string, port: number, options: ServeAppOptions = {}) {
  const server = createServer((req, res) => handle(path.resolve(dist), options, req, res));
  server.listen(port, '127.0.0.1');
  return server;
}
