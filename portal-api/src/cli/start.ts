import { apiConfigFromEnv } from '../config.ts';
import { identitySettingsFromEnv } from '../identity/settings.ts';
import { watchLifeline } from '../process/lifeline.ts';
import { startApi } from '../server.ts';

const config = apiConfigFromEnv();
const api = await startApi(config, identitySettingsFromEnv(config.dataDir));
console.log(`portal-api ready on ${api.url}`);

/** Closes the API (at most 5 s: then it just ends) and exits. */
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 5000).unref();
  void api.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Under the local stack (scripts/stack.ts): ends with the stack, even when the stack is killed with -9.
watchLifeline(stop);
