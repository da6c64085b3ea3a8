// Setup of the happy-dom tests (the `unit` project): jest-dom's matchers, and the shared resets.
import '@testing-library/jest-dom/vitest';
import { resetAfterEachTest } from './vitest-reset.mjs';
import './vitest-async-timeout.mjs';

resetAfterEachTest();
