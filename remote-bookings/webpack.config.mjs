import { createHostedRemoteConfigs } from '@portal/shared/build/webpack';

export default createHostedRemoteConfigs({
  url: import.meta.url,
  name: 'remote_bookings',
  title: 'Vet Portal - bookings',
  exposes: { './routes': './src/app/routes.tsx' },
});
