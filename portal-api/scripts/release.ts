// pnpm release | promote | rollback | canary | releases: a remote's versions, apart from the host
// (releases.ts says how). Each prints what it did and what serves what now; a refused one says why and
// exits 1, changing nothing.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirFromEnv } from '../src/config.ts';
import { describeReleases, promote, release, releasesDirFrom, ReleaseError, rollback, startCanary, stopCanary } from './releases.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const store = releasesDirFrom(process.env, dataDirFromEnv(process.env));
const USAGE = `Usage:
  pnpm release <app> [--name <version>] [--from-dist | --from <folder>]
                                                        build a new version of a remote (not served yet),
                                                        or take the build in its dist/ or in a folder
  pnpm promote <app> [version]                          serve it to everyone (the newest release if none is named)
  pnpm rollback <app> [version | dist]                  back to the version served before (or the one named)
  pnpm canary <app> <version> --practice <id>[,<id>]    serve a version to these practices only
  pnpm canary <app> --stop                              end the canary: everyone gets the live version
  pnpm releases                                         each remote's versions, which is live, which a canary
<app>: remote-bookings, remote-catalog, remote-engraving or remote-practice. The store: ${store}`;

const label = (version: string | null) => version ?? 'the build in its dist/ folder';

function run(command: string | undefined, args: string[]): string {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, 'from-dist': { type: 'boolean' }, from: { type: 'string' }, practice: { type: 'string' }, stop: { type: 'boolean' } },
  });
  const [app, version] = positionals;
  if (command === 'releases') return describeReleases(store);
  if (!app) throw new ReleaseError(`Name the remote.\n${USAGE}`);
  switch (command) {
    case 'release': {
      const made = release({ root, store, app, name: values.name, fromDist: values['from-dist'], from: values.from });
      return `Released ${app} ${made} into ${store}. Nothing serves it yet: pnpm promote ${app} ${made}, or pnpm canary ${app} ${made} --practice <id>.`;
    }
    case 'promote': {
      const { remote, from, to } = promote(store, app, version);
      return `${remote}: ${to} is live for everyone (was ${label(from)}). Open pages take it at their next navigation.`;
    }
    case 'rollback': {
      const { remote, from, to } = rollback(store, app, version);
      return `${remote}: rolled back from ${label(from)} to ${label(to)}. Open pages take it at their next navigation.`;
    }
    case 'canary': {
      if (values.stop) {
        const { remote, version: ended } = stopCanary(store, app);
        return ended ? `${remote}: the canary of ${ended} ended; every practice gets the live version.` : `${remote} had no canary.`;
      }
      if (!version) throw new ReleaseError(`Name the version for the canary.\n${USAGE}`);
      const practices = (values.practice ?? '').split(',').map((id) => id.trim()).filter(Boolean);
      const { remote } = startCanary(store, app, version, practices);
      return `${remote}: ${version} is served to the members of practice ${practices.join(', ')}; everyone else keeps the live version.`;
    }
    default:
      throw new ReleaseError(USAGE);
  }
}

try {
  const [command, ...args] = process.argv.slice(2);
  console.log(run(command, args));
} catch (error) {
  console.error(error instanceof ReleaseError || (error instanceof Error && error.name === 'TypeError') ? error.message : error);
  process.exitCode = 1;
}
