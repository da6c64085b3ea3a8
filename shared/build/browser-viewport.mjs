/** The window a component test starts in: a desk screen. A test about another width sets its own (`page.viewport`). */
export const BROWSER_VIEWPORT = { width: 1280, height: 900 };
