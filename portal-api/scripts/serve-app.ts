// Serves one app's production build like a CDN would: gzip, immutable caching of content-hashed
// files, no caching of the files a release replaces (index.html, config.json, the federation
// manifest and entry), and index.html for every client-side route.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.map', '.css', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|jpg|ttf|woff2)$/;

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
}

/**
 * Each file is read and compressed once per version, as a CDN keeps its compressed copy: compressing
 * every response anew cost a share of a core per page load, which every test of the e2e suite pays
 * on a 2-core machine.
 */
const bodies = new Map<string, Body>();

function bodyOf(file: string): Body {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const cached = bodies.get(file);
  if (cached?.stamp === stamp) return cached;
  const raw = readFileSync(file);
  const gzip = COMPRESSIBLE.has(path.extname(file)) ? gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }) : null;
  const body = { stamp, raw, gzip };
  bodies.set(file, body);
  return body;
}

function handle(dist: string, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  let file = resolveFile(dist, url.pathname);
  const ext = path.extname(url.pathname);
  if (!file) {
    // A client-side route (no extension) gets the app; a missing asset is a real 404.
    if (ext && ext !== '.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    file = path.join(dist, 'index.html');
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const body = bodyOf(file);
  const gzip = body.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const content = gzip && body.gzip ? body.gzip : body.raw;
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
    'Content-Length': content.length,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : content);
}

export function serveApp(dist: string, port: number) {
  const server = createServer((req, res) => handle(path.resolve(dist), req, res));
  server.listen(port, '127.0.0.1');
  return server;
}
