// Releases of a remote, apart from the host (issue 33): `pnpm release <app>` builds the remote into an
// immutable, versioned folder of the releases store; `pnpm promote`, `pnpm rollback` and `pnpm canary`
// change only which version the runtime config names, so no app is rebuilt and the host is not touched.
//
// The store is `<data folder>/releases` (PORTAL_RELEASES_DIR to put it elsewhere):
//   <remote>/<version>/         remoteEntry.js, mf-manifest.json and the chunks, never written again
//   <remote>/sourcemaps/<version>/  the release's source maps, never served
//   channels.json               for each remote: the live version, the earlier ones, a canary
// Each remote's server serves its versions at /releases/<version>/ (serve-app.ts), and every app's
// config.json is served with the channels applied (applyChannels): a page loaded after a promote gets the
// new version, an open page at its next navigation (shared/src/federation/releases.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@portal/contracts/wire/config';
import { APPS } from './apps.ts';

export const RELEASES_PATH = '/releases/';

/** A version's name: letters, digits, dots, dashes and underscores (it is a folder and a URL segment). */
export const VERSION_NAME = /^[A-Za-z0-9][\w.-]{0,79}$/;

/** What one remote's users are served. `live: null` is the build in the app's own dist/ folder. */
export interface Channel {
  live: string | null;
  /** The versions live before, oldest first: `pnpm rollback` goes back to the last of them. */
  previous: (string | null)[];
  /** A version served to these practices' members (their contact's vet_account_id) before the rest. */
  canary?: { version: string; practices: string[] };
}

export type Channels = Record<string, Channel>;

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export function releasesDirFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  return path.resolve(env.PORTAL_RELEASES_DIR ?? path.join(dataDir, 'releases'));
}

/** The remote of an app folder or federation name (`remote-catalog` or `remote_catalog`). */
export function remoteOf(app: string): { dir: string; remote: string } {
  const found = APPS.find((candidate) => 'remote' in candidate && (candidate.dir === app || candidate.remote === app));
  if (!found || !('remote' in found)) {
    const names = APPS.flatMap((candidate) => ('remote' in candidate ? [candidate.dir] : [])).join(', ');
    throw new ReleaseError(`${app} is not a remote: a release is of one of ${names} (the host is released with the portal).`);
  }
  return { dir: found.dir, remote: found.remote };
}

const channelsFile = (store: string) => path.join(store, 'channels.json');

export function readChannels(store: string): Channels {
  const file = channelsFile(store);
  if (!fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Channels;
  } catch (error) {
    throw new ReleaseError(`${file} cannot be read (${error instanceof Error ? error.message : String(error)}): fix or remove it.`);
  }
}

/** Written whole and renamed into place: a server reading it meanwhile sees the old file or the new. */
function writeChannels(store: string, channels: Channels): void {
  fs.mkdirSync(store, { recursive: true });
  const temporary = `${channelsFile(store)}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(channels, null, 2)}\n`);
  fs.renameSync(temporary, channelsFile(store));
}

const channelOf = (channels: Channels, remote: string): Channel => channels[remote] ?? { live: null, previous: [] };

/** The versions of a remote in the store, oldest first. */
export function versionsOf(store: string, remote: string): string[] {
  const dir = path.join(store, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_NAME.test(entry.name) && fs.existsSync(path.join(dir, entry.name, 'mf-manifest.json')))
    .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(dir, entry.name, 'mf-manifest.json')).mtimeMs }))
    .sort((a, b) => a.time - b.time || a.name.localeCompare(b.name))
    .map((entry) => entry.name);
}

function requireVersion(store: string, remote: string, version: string): void {
  if (!versionsOf(store, remote).includes(version)) {
    const known = versionsOf(store, remote);
    throw new ReleaseError(
      `${remote} has no release ${version}. ${known.length > 0 ? `Its releases: ${known.join(', ')}.` : 'It has no releases yet: make one with pnpm release.'}`,
    );
  }
}

const label = (version: string | null) => version ?? 'the build in its dist/ folder';

/** A name for a new release: the time, and the commit it was built from (`-modified` with local changes). */
export function newVersionName(root: string, appDir: string, now = new Date()): string {
  const time = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', '--short=8', 'HEAD');
    const modified = git('status', '--porcelain', '--', appDir, 'shared', 'contracts') !== '';
    return `${time}-${commit}${modified ? '-modified' : ''}`;
  } catch {
    return time;
  }
}

export interface ReleaseOptions {
  root: string;
  store: string;
  app: string;
  /** The version's name; a new one from the time and commit when not given. */
  name?: string;
  /** Release the build already in the app's dist/ instead of building. */
  fromDist?: boolean;
  /** Release a build made elsewhere (a folder with its mf-manifest.json: CI's artefact) instead of building. */
  from?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * Builds the remote into a new version folder of the store (or copies its current build), whole or not
 * at all: it is built in a folder of its own and renamed into place, and an existing version is never
 * written again. Nothing is served differently until it is promoted.
 */
export function release({ root, store, app, name, fromDist = false, from, env = process.env }: ReleaseOptions): string {
  const { dir, remote } = remoteOf(app);
  const version = name ?? newVersionName(root, dir);
  if (!VERSION_NAME.test(version) || version === 'sourcemaps' || version === 'dist') throw new ReleaseError(`${version} cannot name a release: use letters, digits, dots, dashes and underscores.`);
  const target = path.join(store, remote, version);
  if (fs.existsSync(target)) throw new ReleaseError(`${remote} ${version} is released already, and a release is never replaced: name a new one.`);
  const remoteDir = path.join(store, remote);
  fs.mkdirSync(remoteDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(remoteDir, `.${version}-`));
  try {
    const out = path.join(work, 'dist');
    if (fromDist && from !== undefined) throw new ReleaseError('Release from dist/ (--from-dist) or from a folder (--from), not both.');
    if (fromDist || from !== undefined) {
      const dist = from === undefined ? path.join(root, dir, 'dist') : path.resolve(from);
      if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
        throw new ReleaseError(
          from === undefined ? `${dir} has no build to release: run pnpm build first, or leave out --from-dist.` : `${dist} is not a build of ${dir}: it has no mf-manifest.json.`,
        );
      }
      assertBuildOf(dist, remote);
      fs.cpSync(dist, out, { recursive: true, filter: (source) => path.relative(dist, source) !== 'config.json' });
    } else {
      const built = spawnSync('pnpm', ['--filter', `./${dir}`, 'exec', 'webpack', '--mode', 'production', '--config-name', remote], {
        cwd: root,
        env: { ...env, NODE_ENV: 'production', PORTAL_BUILD_OUT: out, PORTAL_BUILD_ID: `${remote}@${version}` },
        encoding: 'utf8',
      });
      if (built.status !== 0) throw new ReleaseError(`The build of ${dir} failed, and nothing was released:\n${built.stdout}${built.stderr}`);
    }
    const maps = path.join(work, 'sourcemaps');
    if (fs.existsSync(maps)) {
      fs.mkdirSync(path.join(store, remote, 'sourcemaps'), { recursive: true });
      fs.renameSync(maps, path.join(store, remote, 'sourcemaps', version));
    }
    fs.renameSync(out, target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return version;
}

/** Refuses a build of another app: its manifest names the remote it is. */
function assertBuildOf(dist: string, remote: string): void {
  let name: unknown;
  try {
    name = (JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { name?: unknown }).name;
  } catch (error) {
    throw new ReleaseError(`${dist}/mf-manifest.json cannot be read (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (name !== remote) throw new ReleaseError(`${dist} is a build of ${String(name)}, not of ${remote}: nothing was released.`);
}

/** Serves a version to everyone: the live one is kept as the one to roll back to. */
export function promote(store: string, app: string, version?: string): { remote: string; from: string | null; to: string } {
  const { remote } = remoteOf(app);
  const to = version ?? versionsOf(store, remote).at(-1);
  if (to === undefined) throw new ReleaseError(`${remote} has no releases yet: make one with pnpm release ${app}.`);
  requireVersion(store, remote, to);
  const channels = readChannels(store);
  const channel = channelOf(channels, remote);
  if (channel.live === to) throw new ReleaseError(`${remote} ${to} is live already.`);
  const canary = channel.canary?.version === to ? undefined : channel.canary;
  channels[remote] = { live: to, previous: [...channel.previous, channel.live], ...(canary && { canary }) };
  writeChannels(store, channels);
  return { remote, from: channel.live, to };
}

/**
 * Goes back to the version live before (or to the one named, `dist` for the app's own build), with no
 * rebuild. Rolling back twice goes back twice.
 */
export function rollback(store: string, app: string, version?: string): { remote: string; from: string | null; to: string | null } {
  const { remote } = remoteOf(app);
  const channels = readChannels(store);
  const channel = channelOf(channels, remote);
  let to: string | null;
  let previous = channel.previous;
  if (version === undefined) {
    if (previous.length === 0) throw new ReleaseError(`${remote} has no earlier version to roll back to: ${label(channel.live)} is the first it served.`);
    to = previous.at(-1) ?? null;
    previous = previous.slice(0, -1);
  } else {
    to = version === 'dist' ? null : version;
    if (to !== null) requireVersion(store, remote, to);
    if (to === channel.live) throw new ReleaseError(`${remote} ${label(to)} is live already.`);
  }
  channels[remote] = { live: to, previous, ...(channel.canary && channel.canary.version !== to && { canary: channel.canary }) };
  writeChannels(store, channels);
  return { remote, from: channel.live, to };
}

/** Serves a version to the named practices' members only; the rest keep the live one. */
export function startCanary(store: string, app: string, version: string, practices: string[]): { remote: string } {
  const { remote } = remoteOf(app);
  requireVersion(store, remote, version);
  if (practices.length === 0) throw new ReleaseError('Name the practice that gets the canary: --practice <vet account id>.');
  const channels = readChannels(store);
  const channel = channelOf(channels, remote);
  if (channel.live === version) throw new ReleaseError(`${remote} ${version} is live for everyone already.`);
  channels[remote] = { ...channel, canary: { version, practices } };
  writeChannels(store, channels);
  return { remote };
}

export function stopCanary(store: string, app: string): { remote: string; version: string | undefined } {
  const { remote } = remoteOf(app);
  const channels = readChannels(store);
  const channel = channelOf(channels, remote);
  const { canary, ...rest } = channel;
  channels[remote] = rest;
  writeChannels(store, channels);
  return { remote, version: canary?.version };
}

/** The URL of a version's manifest, on the origin that serves the remote (whose dist manifest the config names). */
export function versionEntry(distEntry: string, version: string): string {
  return new URL(`${RELEASES_PATH}${encodeURIComponent(version)}/mf-manifest.json`, distEntry).toString();
}

/**
 * The runtime config as served: each remote's live version in `remotes`, and its canary, if any, in
 * `canaries`. A remote whose channel names a version the store no longer has keeps its configured entry.
 */
export function applyChannels(config: RuntimeConfig, channels: Channels, has: (remote: string, version: string) => boolean): RuntimeConfig {
  const remotes = { ...config.remotes };
  const canaries: NonNullable<RuntimeConfig['canaries']> = { ...config.canaries };
  for (const [remote, channel] of Object.entries(channels)) {
    const configured = config.remotes[remote];
    if (configured === undefined) continue;
    if (channel.live !== null && has(remote, channel.live)) remotes[remote] = versionEntry(configured, channel.live);
    if (channel.canary && has(remote, channel.canary.version)) {
      canaries[remote] = { entry: versionEntry(configured, channel.canary.version), practices: channel.canary.practices };
    }
  }
  return { ...config, remotes, ...(Object.keys(canaries).length > 0 && { canaries }) };
}

/** What `pnpm releases` prints: each remote's versions, which is live and which is a canary. */
export function describeReleases(store: string): string {
  const channels = readChannels(store);
  const lines: string[] = [];
  for (const app of APPS) {
    if (!('remote' in app)) continue;
    const channel = channelOf(channels, app.remote);
    lines.push(`${app.dir} (${app.remote}): live ${label(channel.live)}`);
    if (channel.canary) lines.push(`  canary ${channel.canary.version} for practice ${channel.canary.practices.join(', ')}`);
    for (const version of versionsOf(store, app.remote)) {
      const marks = [version === channel.live && 'live', version === channel.canary?.version && 'canary', channel.previous.includes(version) && 'was live'].filter(Boolean);
      lines.push(`  ${version}${marks.length > 0 ? `  (${marks.join(', ')})` : ''}`);
    }
  }
  return lines.join('\n');
}
