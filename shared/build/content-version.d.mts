export const VERSIONS_FILE: string;
export function sharedContentHash(): string;
export function sharedVersion(): string;
export function recordedVersions(): Record<string, string>;
export function versionProblem(version?: string, content?: string, recorded?: Record<string, string>): string | null;
export function recordVersion(): { version: string; content: string };
