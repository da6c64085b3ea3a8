import { packageTestConfig } from '@portal/shared/build/vitest';

export default packageTestConfig('host');
