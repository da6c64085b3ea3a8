export { renderStandalone } from './standalone/StandaloneRemote';
export type { StandaloneFrameProps } from './standalone/StandaloneRemote';
