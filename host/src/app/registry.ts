import { pathIn, REMOTE_PATHS, type Access, type RemoteName } from '@portal/contracts/federation/routes';

export type { Access };

export interface RemoteArea {
  remote: RemoteName;
  access: Access;
}

/**
 * Which remote renders a path (DESIGN.md). The host loads a remote only when a person opens one of
 * its paths; the paths come from the remotes' routes contract (`REMOTE_PATHS` in
 * `@portal/contracts/federation/routes`). Every staff route needs a staff session (DESIGN.md, spec resolutions).
 */
export function areaForPath(pathname: string): RemoteArea | undefined {
  const path = pathname.toLowerCase();
  const area = REMOTE_PATHS.find(({ paths }) => pathIn(paths, path));
  return area ? { remote: area.remote, access: area.access } : undefined;
}

/**
 * An owner's engraving page (the phone check, or any page with staff=0): when the owner's guest token or
 * grant runs out it sends the owner back to the phone check itself, so a 401/403 there must not send
 * them to the staff sign-in.
 */
export function ownerHandlesSession(pathname: string, search: string): boolean {
  const path = pathname.toLowerCase();
  if (!path.startsWith('/engraving/')) return false;
  return path.startsWith('/engraving/verify/') || new URLSearchParams(search).get('staff') === '0';
}
