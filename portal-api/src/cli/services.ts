import { apiConfigFromEnv, identityPortFromEnv } from '../config.ts';
import { describeExit } from '../process/child.ts';
import { startServices } from '../services.ts';

const config = apiConfigFromEnv();
const services = await startServices(config, identityPortFromEnv());
console.log(`identity stand-in on ${services.identity.endpoint} (settings in ${config.dataDir}/identity.json)`);
console.log(`portal-api ready on ${services.api.url}`);

let stopping = false;
async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  await services.stop();
  process.exit(exitCode);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
void services.identity.exited.then((exit) => {
  if (stopping) return;
  console.error(`cognito-local stopped unexpectedly (${describeExit(exit)}); stopping portal-api`);
  void stop(1);
});
