export { renderStandalone } from './standalone/StandaloneRemote';
