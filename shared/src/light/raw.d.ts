/** A file read as text (webpack's asset/source for `?raw`; Vite's own `?raw` in the unit tests). */
declare module '*.css?raw' {
  const source: string;
  export default source;
}
