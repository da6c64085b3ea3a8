// The first screens' kit (issue 17): see light/kit.tsx.
export * from './light/kit';
