/**
 * The page's inline scripts are TypeScript modules (this folder: type-checked, linted, unit-tested)
 * whose default export runs in the page before any module. The build bundles each, with what it
 * imports, into the text of one minified call (`import text from './x?inline-script'`,
 * apps/web/vite-inline-scripts.ts); this puts the call's arguments in (docs/decisions/0051).
 */

/** Where the arguments go in a bundled script (an identifier no minifier renames: it is never declared). */
export const ARGS_MARK = '__INLINE_SCRIPT_ARGS__';

/** A script's arguments as a JSON array, `<` escaped: no `</script>` or `<!--` can end the script early. */
const literal = (args: unknown[]) => JSON.stringify(args).replaceAll('<', '\\u003c');

/** The text of an inline script: a bundled script (`?inline-script`) called with `args`. */
export function inlineScript(bundled: string, ...args: unknown[]): string {
  if (!bundled.includes(ARGS_MARK)) throw new Error('inlineScript: not a bundled inline script (import it with ?inline-script)');
  return bundled.replace(ARGS_MARK, () => literal(args));
}
