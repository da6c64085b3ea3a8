// Types of chromium.mjs.
export const CHROMIUM_HEADLESS_SHELL_PATH: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: readonly string[];
