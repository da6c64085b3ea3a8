// Serves one app's production build like a CDN would: gzip, immutable caching of content-hashed
// files, no caching of the files a release replaces (index.html, config.json, the federation
// manifest and entry), and index.html for every client-side route.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

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
  const gzip = COMPRESSIBLE.has(path.extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': statSync(file).size }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream: Readable = createReadStream(file);
  (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res);
}

export function serveApp(dist: string, port: number) {
  const server = createServer((req, res) => handle(path.resolve(dist), req, res));
  server.listen(port, '127.0.0.1');
  return server;
}
