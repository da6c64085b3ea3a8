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
