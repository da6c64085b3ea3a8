import * as v from 'valibot';

const url = (key: string) =>
  v.pipe(v.string(`${key} must be a text URL`), v.url(`${key} must be a valid URL`));

const RuntimeConfigSchema = v.object({
  apiBaseUrl: url('apiBaseUrl'),
  identity: v.object({
    region: v.literal('ap-southeast-2', 'identity.region must be ap-southeast-2'),
    userPoolId: v.pipe(v.string(), v.regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'identity.userPoolId must look like region_id')),
    clientId: v.pipe(v.string(), v.minLength(1, 'identity.clientId is required')),
    endpoint: v.optional(url('identity.endpoint')),
  }),
  remotes: v.record(
    v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/, 'remote names must be JavaScript identifiers')),
    url('remotes.*'),
  ),
  /**
   * A remote's version served to some practices before the rest (`pnpm canary`, portal-api/scripts/
   * releases.ts): their members load `entry` instead of the one in `remotes`.
   */
  canaries: v.optional(
    v.record(
      v.string(),
      v.object({
        entry: url('canaries.*.entry'),
        practices: v.array(v.string('canaries.*.practices must name practices (their vet account ids)')),
      }),
    ),
  ),
  realtime: v.variant('provider', [
    v.object({ provider: v.literal('ably'), authUrl: url('realtime.authUrl') }),
    v.object({ provider: v.literal('local'), url: v.string() }),
  ]),
  addresses: v.variant('provider', [
    v.object({ provider: v.literal('google'), apiKey: v.pipe(v.string(), v.minLength(1)) }),
    v.object({ provider: v.literal('local') }),
  ]),
  errorReporting: v.object({
    dsn: v.string(),
    tunnel: v.optional(url('errorReporting.tunnel')),
    environment: v.optional(v.string()),
  }),
  brandsByHost: v.record(v.string(), v.object({ name: v.string(), welcome: v.string() })),
  latestStockUrl: url('latestStockUrl'),
  /**
   * The portal's address, for a remote served on its own origin (the owners' approval app) to link
   * staff to its sign-in and bookings; absent: http://localhost:8080.
   */
  portalUrl: v.optional(url('portalUrl')),
  /**
   * The owners' guest account (spec 001 s6, 'Engraving client'): the engraving approval pages sign it
   * in before the phone check. It reaches nothing without the grant the check issues.
   */
  engravingGuest: v.object({
    username: v.pipe(v.string(), v.minLength(1, 'engravingGuest.username is required')),
    password: v.pipe(v.string(), v.minLength(1, 'engravingGuest.password is required')),
  }),
  defaultBrand: v.pipe(v.string(), v.minLength(1, 'defaultBrand is required')),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates a parsed config.json; throws a RuntimeConfigError naming every bad key. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const key = v.getDotPath(issue) ?? '(root)';
    return `${key}: ${issue.message}`;
  });
  throw new RuntimeConfigError(`config.json is not valid. ${problems.join('; ')}`);
}

/** The id of the JSON block in which the server wrote config.json into the page (portal-api's serve step). */
export const INLINE_CONFIG_ID = 'runtime-config';

/**
 * The entry of a remote that a member of `practiceId` is served: the canary's where their practice has
 * one (`pnpm canary`), else the live one in `remotes`.
 */
export function remoteEntryFor(config: RuntimeConfig, remote: string, practiceId: string | undefined): string | undefined {
  const canary = config.canaries?.[remote];
  if (canary && practiceId !== undefined && canary.practices.includes(practiceId)) return canary.entry;
  return config.remotes[remote];
}

/** The welcome text and brand for the site host the portal is served from. */
export function brandForHost(config: RuntimeConfig, hostname: string) {
  return config.brandsByHost[hostname.toLowerCase()];
}
