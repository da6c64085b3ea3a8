export { renderWithProviders } from './testing/render';
