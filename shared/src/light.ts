// The first screens' kit (issue 17): see light/kit.tsx.
export * from './light/kit';
export * from './light/openPage';
export * from './light/prefetchNext';
