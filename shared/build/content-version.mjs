// @portal/shared's federation version follows its content (issue 33). shared is one copy per page: the
// host provides it, and a remote runs on the host's copy or, if that copy is older than the one it was
// built against, not at all (its area's fallback). So each content of shared has its own version:
// versions.json records the content (a hash of the modules the apps import) each version was released
// with, and a change to the content needs a new version (the compatibility rule, README "Releasing a
// remote"): `pnpm --filter ./shared record-version` records it, and refuses to give a recorded version
// other content. shared's tests fail while the content and the version disagree.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const VERSIONS_FILE = path.join(sharedRoot, 'versions.json');
const TEST_FILE = /\.(test|browser\.test)\.tsx?$|\/testing(\/|\.ts$)/;

/** The modules of shared an app bundles: src/ without tests and test helpers, in path order. */
function contentFiles(dir = path.join(sharedRoot, 'src')) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return contentFiles(full);
      const relative = path.relative(sharedRoot, full).split(path.sep).join('/');
      return /\.(tsx?|css)$/.test(entry.name) && !TEST_FILE.test(`/${relative}`) ? [relative] : [];
    })
    .sort();
}

/** A hash of shared's content: each module's path and text. */
export function sharedContentHash() {
  const hash = createHash('sha256');
  for (const file of contentFiles()) hash.update(`${file}\0${readFileSync(path.join(sharedRoot, file), 'utf8')}\0`);
  return hash.digest('hex').slice(0, 16);
}

export const sharedVersion = () => JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).version;
export const recordedVersions = () => JSON.parse(readFileSync(VERSIONS_FILE, 'utf8'));

/** Why the version and the content disagree, or null. */
export function versionProblem(version = sharedVersion(), content = sharedContentHash(), recorded = recordedVersions()) {
  const of = recorded[version];
  if (of === content) return null;
  if (of === undefined) {
    return `@portal/shared ${version} is not recorded. After choosing the version by the compatibility rule (docs/deployment.md, "Releasing a remote"), run: pnpm --filter ./shared record-version`;
  }
  return `@portal/shared's content changed since ${version} was released with it. Give it a new version in shared/package.json by the compatibility rule (docs/deployment.md, "Releasing a remote": a change that breaks a remote built before it is a new major version; an addition a new minor one; anything else a patch), then run: pnpm --filter ./shared record-version`;
}

/** Records the current content for the current version; a version recorded with other content is refused. */
export function recordVersion() {
  const version = sharedVersion();
  const content = sharedContentHash();
  const recorded = recordedVersions();
  if (recorded[version] !== undefined && recorded[version] !== content) {
    throw new Error(`@portal/shared ${version} was released with other content: give this content a new version in shared/package.json first.`);
  }
  writeFileSync(VERSIONS_FILE, `${JSON.stringify({ ...recorded, [version]: content }, null, 2)}\n`);
  return { version, content };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { version, content } = recordVersion();
    console.log(`@portal/shared ${version} is recorded with content ${content}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
