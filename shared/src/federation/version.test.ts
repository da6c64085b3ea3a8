import { describe, expect, it } from 'vitest';
import { sharedContentHash, sharedVersion, versionProblem } from '../../build/content-version.mjs';

describe("@portal/shared's federation version", () => {
  it('is the one recorded for its content (a change to shared needs a new version: docs/deployment.md, "Releasing a remote")', () => {
    expect(versionProblem()).toBeNull();
  });

  it('a changed content under a released version, or a version not recorded, is refused saying what to do', () => {
    const content = sharedContentHash();
    expect(versionProblem(sharedVersion(), 'other', { [sharedVersion()]: content })).toMatch(/content changed since .* Give it a new version .* record-version$/);
    expect(versionProblem('9.0.0', content, {})).toMatch(/9\.0\.0 is not recorded/);
  });
});
