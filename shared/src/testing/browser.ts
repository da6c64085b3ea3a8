// The test kit of the component tests in the browser (`*.browser.test.tsx`), apart from
// @portal/shared/testing so happy-dom tests do not load axe-core: accessibility, layout and touch
// checks, and the file store's signed links.
export { seriousViolations } from './a11y';
export { FILES_ORIGIN, plainPng, serveFiles, type FileStore } from './files';
export { sidewaysOverflow, StaffMain, textRight } from './layout';
export { MIN_TARGET_PX, touchProblems } from './touch';
