import { dropTemplates } from './src/testing/test-database.ts';

/**
 * After the run: the seeded templates its workers made on a PostgreSQL server (test-database.ts). The
 * throwaway cluster of `pnpm test:postgres` goes anyway; a server of one's own keeps nothing.
 */
export default function setup() {
  return async () => {
    const serverUrl = process.env.PORTAL_TEST_DATABASE_URL;
    if (serverUrl) await dropTemplates(serverUrl, process.pid);
  };
}
