import { apiConfigFromEnv } from '../config.ts';
import { identitySettingsFromEnv } from '../identity/settings.ts';
import { startApi } from '../server.ts';

const config = apiConfigFromEnv();
const api = await startApi(config, identitySettingsFromEnv(config.dataDir));
console.log(`portal-api ready on ${api.url}`);

const stop = () => void api.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
