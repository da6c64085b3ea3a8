// The apps as their previous releases, for the version-skew journeys (tests/skew.spec.ts): each app built
// from the commit before the last change to it, so today's host runs each remote as it was, and the host
// as it was runs today's remotes.
//
// An app's previous release is the first parent of the last commit on main's line (--first-parent: a
// merge is one change) that touched what the app's team releases: a remote's own folder; for the host,
// its folder and @portal/shared, whose copy on the page is the host's. Apps with the same previous commit
// are built from one checkout. Each commit is checked out into a temporary git worktree outside the
// repository, given its own dependencies (its lockfile, only the packages the apps need) and built for
// production; the builds are copied into .data/previous/<app>/ with previous.json saying what each is, and
// the worktrees are removed.
//
// A build of a commit is the same every time (its sources, its lockfile, the same command), so each one
// is kept in a cache outside the clone, by commit and app: ~/.cache/vet-portal/previous-builds, or
// $PORTAL_PREVIOUS_CACHE; PORTAL_PREVIOUS_CACHE=off builds every one again. A machine's first run builds
// them (about 3 minutes of a CI run); later runs, from fresh clones too, copy them. BUILD_RECIPE names the
// way they are built: change it when the command or its environment below changes.
//
//   pnpm --filter e2e previous-builds
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from 'portal-api/testing/apps';
import { PREVIOUS_DIR, previousBuildId, type PreviousBuild, type PreviousBuilds } from '../support/previous';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The way the builds are made (the command and environment below): a new value, a new cache. */
const BUILD_RECIPE = 'production-no-maps-1';
const cacheSetting = process.env.PORTAL_PREVIOUS_CACHE;
const cacheRoot =
  cacheSetting === 'off'
    ? undefined
    : path.join(cacheSetting || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'vet-portal', 'previous-builds'), BUILD_RECIPE);
/** Where a commit's build of an app is kept, if it is kept; a folder is complete once it is there (renamed in whole). */
const cachedBuild = (commit: string, dir: string) => (cacheRoot ? path.join(cacheRoot, commit, dir) : undefined);

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  console.log(`> ${command} ${args.join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal})`);
}

/** What an app's team releases: a remote's folder; the host's folder and the shared singletons it provides. */
const inputsOf = (dir: string) => (dir === 'host' ? ['host', 'shared'] : [dir]);

const sharedVersionAt = (commit: string) => (JSON.parse(git('show', `${commit}:shared/package.json`)) as { version: string }).version;

if (git('rev-parse', '--is-shallow-repository') === 'true') {
  // The previous releases are commits of main's history: a shallow clone fetches the rest first.
  const fetched = spawnSync('git', ['fetch', '--unshallow', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (fetched.status !== 0 || git('rev-parse', '--is-shallow-repository') === 'true') {
    throw new Error('This clone is shallow and its history could not be fetched: the previous releases are built from it. Clone the whole history (no --depth).');
  }
}

/** Each app's previous release, or why it has none. */
const plan = APPS.map((app) => {
  const last = git('log', '--first-parent', '-1', '--format=%H', 'HEAD', '--', ...inputsOf(app.dir));
  const previous = last ? spawnSync('git', ['rev-parse', '--verify', '--quiet', `${last}^1`], { cwd: root, encoding: 'utf8' }).stdout.trim() : '';
  return { dir: app.dir, remote: 'remote' in app ? app.remote : undefined, last, previous };
});

fs.rmSync(PREVIOUS_DIR, { recursive: true, force: true });
fs.mkdirSync(PREVIOUS_DIR, { recursive: true });
const builds: PreviousBuilds = { head: git('rev-parse', 'HEAD'), headSharedVersion: sharedVersionAt('HEAD'), apps: {} };
const checkouts = path.join(os.tmpdir(), `portal-previous-${process.pid}`);

/** The cache keeps a commit's builds while a run used them in the last two weeks (a used commit's folder is touched). */
function forgetUnused(cache: string) {
  const before = Date.now() - 14 * 86_400_000;
  for (const entry of fs.readdirSync(cache, { withFileTypes: true })) {
    const folder = path.join(cache, entry.name);
    if (entry.isDirectory() && fs.statSync(folder).mtimeMs < before) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Copies an app's build of a commit into .data/previous/ and says what it is. */
function record(app: (typeof plan)[number], commit: string, from: string, how: string) {
  const dist = path.join(PREVIOUS_DIR, app.dir);
  fs.cpSync(from, dist, { recursive: true });
  const build: PreviousBuild = {
    commit,
    subject: git('log', '-1', '--format=%s', commit),
    lastChange: app.last,
    sharedVersion: sharedVersionAt(commit),
    dist,
  };
  builds.apps[app.dir] = build;
  console.log(`${app.dir}: previous release ${commit.slice(0, 8)} (shared ${build.sharedVersion}), before ${app.last.slice(0, 8)} changed it; ${how}`);
}

try {
  for (const commit of new Set(plan.map((app) => app.previous).filter(Boolean))) {
    const apps = plan.filter((app) => app.previous === commit);
    const toBuild = apps.filter((app) => {
      const cached = cachedBuild(commit, app.dir);
      if (cached && fs.existsSync(cached)) {
        const now = new Date();
        fs.utimesSync(path.dirname(cached), now, now);
        record(app, commit, cached, `from the cache (${cached})`);
        return false;
      }
      return true;
    });
    if (toBuild.length === 0) continue;
    const short = commit.slice(0, 8);
    const checkout = path.join(checkouts, short);
    run('git', ['worktree', 'add', '--detach', checkout, commit], root);
    // Only what the apps build with: no portal-api, so no native modules to compile.
    const filters = toBuild.flatMap((app) => ['--filter', `{./${app.dir}}...`]);
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', ...filters], checkout);
    for (const app of toBuild) {
      // The build's id, which its area shows (data-build): the journeys check which build runs. No source
      // maps (a commit whose build reads PORTAL_SOURCE_MAPS leaves them out: nobody reads them here).
      run('pnpm', ['--filter', `./${app.dir}`, 'build'], checkout, { ...process.env, NODE_ENV: 'production', PORTAL_SOURCE_MAPS: '0', PORTAL_BUILD_ID: previousBuildId(app.remote ?? 'host', commit) });
      const built = path.join(checkout, app.dir, 'dist');
      const cached = cachedBuild(commit, app.dir);
      if (cached) {
        // Copied beside its place, then renamed into it: a run stopped halfway leaves no half build there.
        const partial = `${cached}.partial-${process.pid}`;
        fs.rmSync(partial, { recursive: true, force: true });
        fs.cpSync(built, partial, { recursive: true });
        fs.mkdirSync(path.dirname(cached), { recursive: true });
        fs.rmSync(cached, { recursive: true, force: true });
        fs.renameSync(partial, cached);
      }
      record(app, commit, built, cached ? `built, and kept in the cache (${cached})` : 'built (no cache)');
    }
  }
  for (const app of plan.filter((candidate) => !candidate.previous)) console.log(`${app.dir}: no earlier release in this history, so no pair for it`);
  fs.writeFileSync(path.join(PREVIOUS_DIR, 'previous.json'), `${JSON.stringify(builds, null, 2)}\n`);
  if (cacheRoot) forgetUnused(cacheRoot);
} finally {
  for (const commit of new Set(plan.map((app) => app.previous).filter(Boolean))) {
    const checkout = path.join(checkouts, commit.slice(0, 8));
    if (fs.existsSync(checkout)) spawnSync('git', ['worktree', 'remove', '--force', checkout], { cwd: root, stdio: 'inherit' });
  }
  fs.rmSync(checkouts, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: root });
}
