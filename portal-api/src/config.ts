import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: portal-api/src/config.ts is two levels below it. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_API_PORT = 8090;
export const DEFAULT_IDENTITY_PORT = 9229;

export interface ApiConfig {
  /** Holds portal.db, identity.json and the identity stand-in's files. */
  dataDir: string;
  port: number;
  /** Fixed origin for absolute links (logos, pictures); else the request's origin. */
  publicUrl: string | undefined;
  /** Origins allowed by CORS besides the loopback ones. */
  corsOrigins: string[];
  /** NODE_ENV=production: no dev routes, no local identity settings. */
  production: boolean;
}

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return port;
}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.PORTAL_DATA_DIR || path.join(repoRoot, '.data'));
}

export function identityPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return portFrom(env.PORTAL_IDENTITY_PORT, DEFAULT_IDENTITY_PORT, 'PORTAL_IDENTITY_PORT');
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    dataDir: dataDirFromEnv(env),
    port: portFrom(env.PORT, DEFAULT_API_PORT, 'PORT'),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    corsOrigins: (env.PORTAL_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production: env.NODE_ENV === 'production',
  };
}
