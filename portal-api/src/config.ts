import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseSettings } from './db/database.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

/** The repository root: portal-api/src/config.ts is two levels below it. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_API_PORT = 8090;
export const DEFAULT_IDENTITY_PORT = 9229;

export interface ApiConfig {
  /** Holds portal.db, identity.json and the identity stand-in's files. */
  dataDir: string;
  /** The database: PostgreSQL at PORTAL_DATABASE_URL when set, else SQLite's `<dataDir>/portal.db`. */
  database: DatabaseSettings;
  port: number;
  /**
   * The address to listen on (PORTAL_API_HOST, e.g. 0.0.0.0 in a container behind a load balancer);
   * unset: the loopback addresses only (127.0.0.1 and ::1).
   */
  host?: string | undefined;
  /** Fixed origin for absolute links (logos, pictures); else the request's origin. */
  publicUrl: string | undefined;
  /** Origins allowed by CORS besides the loopback ones. */
  corsOrigins: string[];
  /** NODE_ENV=production: no dev routes, no local identity settings. */
  production: boolean;
  /**
   * The secret every replica shares (PORTAL_GRANT_SECRET): signs owners' engraving grants, and file
   * links and presence tokens with keys derived from it (auth/signing-keys.ts); unset: random keys per process.
   */
  grantSecret: string | undefined;
  /** Where owners open the approval pages (the verify link of an approval request). */
  ownerAppUrl: string;
  /** The portal's site (the host app), for links to it in what the API sends staff (the overdue digest). */
  portalAppUrl: string;
  /** The identity user owners' pages sign in as (spec 001 s7, guest login). */
  engravingGuestUsername: string;
  /** Approval requests go by SMS through Twilio when all three are set; else into the outbox. */
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /**
   * Proxies of ours in front of the API (PORTAL_TRUSTED_PROXY_HOPS, default 0): the error tunnel's
   * per-client limit reads the client's address from X-Forwarded-For through that many.
   */
  trustedProxyHops?: number;
  /** Files in an S3 bucket when PORTAL_S3_BUCKET is set; else in the database (stored_files). */
  s3?: S3Settings | undefined;
}

/** The owner approval app's local origin (remote-engraving standalone). */
export const DEFAULT_OWNER_APP_URL = 'http://localhost:8083';
/** The portal's local origin (the host app). */
export const DEFAULT_PORTAL_APP_URL = 'http://localhost:8080';
/** The demo guest (see seed/demo-data.ts); production sets PORTAL_ENGRAVING_GUEST_USERNAME. */
export const DEFAULT_ENGRAVING_GUEST_USERNAME = 'guest@owners.example.com';

/** A port from an environment variable (0: any free port), or `fallback` when unset. */
export function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return port;
}

/** An IP address to listen on (isIP: 4 or 6), or undefined for the loopback default. */
function hostFrom(value: string | undefined): string | undefined {
  const host = value?.trim();
  if (!host) return undefined;
  if (isIP(host) === 0) throw new Error(`PORTAL_API_HOST must be an IP address to listen on (0.0.0.0, ::, or one of the machine's), got '${host}'`);
  return host;
}

function countFrom(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10) throw new Error(`${name} must be a whole number from 0 to 10, got '${value}'`);
  return count;
}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.PORTAL_DATA_DIR || path.join(repoRoot, '.data'));
}

/** PostgreSQL when PORTAL_DATABASE_URL is set (postgres:// or postgresql://), else the SQLite file in the data dir. */
export function databaseSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  const url = env.PORTAL_DATABASE_URL?.trim() || undefined;
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('PORTAL_DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database)');
  }
  return { dataDir: dataDirFromEnv(env), url };
}

const S3_VARIABLES = ['PORTAL_S3_REGION', 'PORTAL_S3_ENDPOINT', 'PORTAL_S3_FORCE_PATH_STYLE', 'PORTAL_S3_ACCESS_KEY_ID', 'PORTAL_S3_SECRET_ACCESS_KEY'];

/**
 * Files in S3 when PORTAL_S3_BUCKET is set (with PORTAL_S3_REGION; PORTAL_S3_ENDPOINT for an
 * S3-compatible service; PORTAL_S3_FORCE_PATH_STYLE=true for MinIO-like servers; the key pair
 * PORTAL_S3_ACCESS_KEY_ID and PORTAL_S3_SECRET_ACCESS_KEY, else the AWS SDK's usual credential chain).
 * Unset: undefined (files in the database). Anything half set is refused with what to fix.
 */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('PORTAL_S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => value(name));
    if (stray.length > 0) throw new Error(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but PORTAL_S3_BUCKET is not: set the bucket too, or unset them to keep files in the database`);
    return undefined;
  }
  const problems: string[] = [];
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`PORTAL_S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got '${bucket}'`);
  }
  const region = value('PORTAL_S3_REGION');
  if (!region) problems.push("PORTAL_S3_REGION must be set with PORTAL_S3_BUCKET (the bucket's region, e.g. ap-southeast-2; 'auto' for Cloudflare R2)");
  const endpoint = value('PORTAL_S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) problems.push(`PORTAL_S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
  const pathStyle = value('PORTAL_S3_FORCE_PATH_STYLE')?.toLowerCase();
  if (pathStyle !== undefined && !['true', 'false', '1', '0'].includes(pathStyle)) {
    problems.push(`PORTAL_S3_FORCE_PATH_STYLE must be true or false, got '${pathStyle}'`);
  }
  const accessKeyId = value('PORTAL_S3_ACCESS_KEY_ID');
  const secretAccessKey = value('PORTAL_S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('PORTAL_S3_ACCESS_KEY_ID and PORTAL_S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK\'s credential chain)');
  }
  if (problems.length > 0) throw new Error(`The S3 file store is not set up right:\n- ${problems.join('\n- ')}`);
  return {
    bucket,
    region: region!,
    endpoint,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export function identityPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return portFrom(env.PORTAL_IDENTITY_PORT, DEFAULT_IDENTITY_PORT, 'PORTAL_IDENTITY_PORT');
}

/** The least length of PORTAL_GRANT_SECRET (HS256 wants a key of at least its 32-byte hash). */
export const MIN_GRANT_SECRET_BYTES = 32;

/**
 * What production may not leave to a default: owners' links would point at localhost, and grants
 * signed with a guessable key could be forged for any booking.
 */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.PORTAL_OWNER_APP_URL) problems.push('PORTAL_OWNER_APP_URL must be set (the owner approval app that approval requests link to)');
  if (Buffer.byteLength(env.PORTAL_GRANT_SECRET ?? '') < MIN_GRANT_SECRET_BYTES) {
    problems.push(`PORTAL_GRANT_SECRET must be set to at least ${MIN_GRANT_SECRET_BYTES} bytes (it signs owners' engraving grants, file links and presence tokens, and every replica must have the same)`);
  }
  return problems;
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  if (env.NODE_ENV === 'production') {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new Error(`portal-api cannot start in production:\n- ${problems.join('\n- ')}`);
  }
  return {
    dataDir: dataDirFromEnv(env),
    database: databaseSettingsFromEnv(env),
    port: portFrom(env.PORT, DEFAULT_API_PORT, 'PORT'),
    host: hostFrom(env.PORTAL_API_HOST),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    corsOrigins: (env.PORTAL_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production: env.NODE_ENV === 'production',
    grantSecret: env.PORTAL_GRANT_SECRET || undefined,
    ownerAppUrl: (env.PORTAL_OWNER_APP_URL || DEFAULT_OWNER_APP_URL).replace(/\/+$/, ''),
    portalAppUrl: (env.PORTAL_APP_URL || DEFAULT_PORTAL_APP_URL).replace(/\/+$/, ''),
    engravingGuestUsername: (env.PORTAL_ENGRAVING_GUEST_USERNAME || DEFAULT_ENGRAVING_GUEST_USERNAME).toLowerCase(),
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
        : undefined,
    trustedProxyHops: countFrom(env.PORTAL_TRUSTED_PROXY_HOPS, 'PORTAL_TRUSTED_PROXY_HOPS'),
    s3: s3SettingsFromEnv(env),
  };
}
