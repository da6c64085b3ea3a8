// The types of the DOM matchers for both kinds of component test, in one place. happy-dom tests get
// jest-dom's matchers at run time (shared/build/vitest-setup.mjs); browser tests get vitest's own,
// which copy jest-dom's (`expect.element(locator)` retries them). Both packages add their matchers to
// vitest's `Assertion` as a base interface, and where the two declare a matcher differently (RegExp
// for text, a Locator for an element, ...) TypeScript keeps only one of them, chosen by the order it
// happens to read the files in: adding a browser test could break the types of a happy-dom test. So
// this declares vitest's Assertion with both, the differing matchers written out to accept what
// either takes. Each app's `src/testing.d.ts` imports this file.
// One run-time difference the types cannot show: in the browser, toHaveTextContent compares the
// element's whole text and takes no RegExp (a RegExp never matches); toMatchTextContent finds a part.
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';
import type { Locator } from 'vitest/browser';

declare module 'vitest' {
  // The type parameters must be vitest's own (`R`: void, or Promise<void> under `expect.element`).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface Assertion<R extends void | Promise<void> = void, T = unknown> extends TestingLibraryMatchers<unknown, R> {
    toHaveTextContent(text?: string | number | RegExp, options?: { normalizeWhitespace: boolean }): R;
    toContainElement(element: HTMLElement | SVGElement | Locator | null): R;
    toHaveStyle(css: string | Record<string, unknown> | Partial<CSSStyleDeclaration>): R;
    toHaveDisplayValue(value: string | number | RegExp | Array<string | number | RegExp>): R;
    toHaveClass(...classNames: Array<string | RegExp>): R;
    toHaveClass(classNames: string, options?: { exact: boolean }): R;
    toHaveAccessibleName(text?: string | RegExp): R;
    toHaveAccessibleDescription(text?: string | RegExp): R;
    toHaveAccessibleErrorMessage(text?: string | RegExp): R;
  }
}
