/**
 * Process-wide state smuggled through `globalThis` (a registered `Symbol.for` key, or a property set
 * on `globalThis`): the site is one bundle (docs/decisions/0054), so a module-level variable is
 * already one per process. `npm run check:imports` refuses these in the site and its server kit.
 */

/** The 1-based lines of `text` that keep state on `globalThis`. */
export function globalStateLines(text: string): number[] {
  const lines: number[] = [];
  text.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(line)) return;
    if (/\bSymbol\.for\s*\(/.test(code) || /\bglobalThis\s+as\b/.test(code) || /\bglobalThis\s*(\[|\.\w+\s*(\?\?)?=[^=])/.test(code))
      lines.push(i + 1);
  });
  return lines;
}
