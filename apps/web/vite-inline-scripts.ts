import { build } from 'esbuild';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ARGS_MARK } from './app/lib/inline-scripts/inline-script.ts';

/** The query that asks for a module as the text of an inline script. */
const QUERY = '?inline-script';

/**
 * `import text from './x?inline-script'`: the module's default export, a function run in the page
 * before any module (lib/inline-scripts), bundled with what it imports and minified for the browser
 * into one expression that calls it; `inlineScript(text, ...args)` puts its JSON arguments in
 * (docs/decisions/0051). The same text in the server's and the browser's bundles and in the tests:
 * written, type-checked, linted and tested as TypeScript, shipped as a string.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'site-inline-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const result = await build({
        stdin: { contents: `import run from ${JSON.stringify(file)};\nrun(...${ARGS_MARK});`, loader: 'ts', resolveDir: '/' },
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2019',
        platform: 'browser',
        legalComments: 'none',
        metafile: true,
      });
      const code = result.outputFiles[0]?.text.trim() ?? '';
      // Rebuilt when the script or anything it imports changes (dev server, watch mode).
      for (const input of Object.keys(result.metafile.inputs)) if (!input.startsWith('<stdin>')) this.addWatchFile(resolve(input));
      if (code.split(ARGS_MARK).length !== 2) throw new Error(`${file}: the bundled script must call its function once`);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
