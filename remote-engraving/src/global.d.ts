declare const __PORTAL_BUILD_ID__: string;

/** A font file, bundled as an asset: its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}

/** A Phosphor icon file, read as SVG text (webpack's asset/source; a plugin in vitest.config.ts). */
declare module '@phosphor-icons/core/*.svg' {
  const source: string;
  export default source;
}
