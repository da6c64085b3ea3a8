/** The portal's apps. Each app's port is the host's (PORTAL_APPS_PORT, 8080) plus its offset: 8080 to 8084 by default. */
export const APPS = [
  { dir: 'host', offset: 0 },
  { dir: 'remote-bookings', offset: 1, remote: 'remote_bookings' },
  { dir: 'remote-catalog', offset: 2, remote: 'remote_catalog' },
  // Also the owners' approval app, whose addresses carry the booking, the line and the link's secret.
  { dir: 'remote-engraving', offset: 3, remote: 'remote_engraving', referrerPolicy: 'no-referrer' },
  { dir: 'remote-practice', offset: 4, remote: 'remote_practice' },
] as const;
