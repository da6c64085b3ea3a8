import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./routes`: one component that renders the remote's routes (a
 * react-router `<Routes>` matching full paths). The host mounts it under its layout and guard.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** Federation names of the remotes, as keys of the runtime config's `remotes` map. */
export const REMOTE_NAMES = ['remote_bookings', 'remote_catalog', 'remote_engraving', 'remote_practice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Who may open a path: anyone, a signed-in staff member, or staff or an owner with an engraving session. */
export type Access = 'public' | 'staff' | 'client';

/**
 * Paths a remote renders, with who may open them: the remotes' side of the routes contract. The
 * host's route table is `REMOTE_PATHS`, so a remote's new page needs its path there, not an edit of
 * the host. `'/a'` is that path (with or without a trailing
 * slash, as react-router matches it), `'/a/*'` every path below `/a/`, `'/a-*'` every path that starts
 * `/a-`. Paths are lower case; the host matches them against the lower-cased location.
 */
export interface RemotePaths {
  remote: RemoteName;
  access: Access;
  paths: readonly string[];
}

/** Whether `path` (lower case) is one of `paths`. */
export function pathIn(paths: readonly string[], path: string): boolean {
  return paths.some((pattern) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern || path === `${pattern}/`));
}

/** The pages each remote's `./routes` renders, in the order the host matches them. */
export const REMOTE_PATHS: readonly RemotePaths[] = [
  // remote-bookings: the dashboard, the bookings list and details, the Scan page, the wizards.
  {
    remote: 'remote_bookings',
    access: 'staff',
    paths: ['/dashboard', '/bookings', '/booking/*', '/scan', '/new-booking', '/new-booking/*', '/edit-booking-*'],
  },
  // remote-practice: the practice and its members, the profile, support.
  {
    remote: 'remote_practice',
    access: 'staff',
    paths: ['/accounts', '/profile', '/customer-support', '/tagging-guide', '/manage-practice', '/manage-practice/*'],
  },
  // remote-engraving: the artwork pages an owner (or staff) opens with an engraving session.
  {
    remote: 'remote_engraving',
    access: 'client',
    paths: [
      '/engraving/customise-text',
      '/engraving/engraving-options',
      '/engraving/image-options',
      '/engraving/final-approval',
      '/engraving/thank-you',
      '/engraving/approved',
    ],
  },
  // remote-engraving: the pages anyone may open (the phone check, staff sign-in, no longer available).
  {
    remote: 'remote_engraving',
    access: 'public',
    paths: ['/engraving/verify', '/engraving/verify/*', '/engraving/staff-login', '/engraving/staff-login/*', '/engraving/404', '/engraving/404/*', '/engraving/check-existing', '/engraving/check-existing/*'],
  },
];
