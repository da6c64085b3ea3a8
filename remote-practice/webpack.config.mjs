import { createHostedRemoteConfigs } from '@portal/shared/build/webpack';

export default createHostedRemoteConfigs({
  url: import.meta.url,
  name: 'remote_practice',
  title: 'Vet Portal - practice',
  exposes: { './routes': './src/app/routes.tsx' },
});
