// DOM matcher types for the component tests (happy-dom and browser): see @portal/shared/testing/matchers.
import '@portal/shared/testing/matchers';
