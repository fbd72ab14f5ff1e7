/// <reference types="vite/client" />

/** A page's inline script, bundled at build into the text of one call (vite-inline-scripts.ts). */
declare module '*?inline-script' {
  const script: string;
  export default script;
}
