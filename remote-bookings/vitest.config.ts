export { default } from '@portal/shared/build/vitest';
