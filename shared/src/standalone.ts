export { renderStandalone, StandaloneFrame } from './standalone/StandaloneRemote';
export type { StandaloneFrameProps, StandaloneOptions } from './standalone/StandaloneRemote';
