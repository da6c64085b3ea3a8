// The test kit of the component tests in the browser (`*.browser.test.tsx`), apart from
// @portal/shared/testing so happy-dom tests do not load axe-core: accessibility and layout checks.
export { seriousViolations } from './a11y';
export { sidewaysOverflow, StaffMain, textRight } from './layout';
