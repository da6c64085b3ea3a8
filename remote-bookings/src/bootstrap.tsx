import { renderStandalone } from '@portal/shared/standalone';
import Routes from './app/routes';

void renderStandalone(Routes);
