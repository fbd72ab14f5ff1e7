import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * End-to-end tests wait on conditions (expect.poll, toBeVisible, waitForResponse, a DOM
 * attribute) or move the page's clock (page.clock) across a product timer, not on real time. A real
 * sleep (`waitForTimeout(`) stays only with a reason: a comment starting `// real wait:` on its line or
 * in the comment lines right above it.
 */
export const REAL_WAIT_MARK = '// real wait:';

const CALL = /\bwaitForTimeout\s*\(/;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

/** The `waitForTimeout(` calls of one source without a `// real wait:` reason, as "file:line: text". */
export function unjustifiedWaits(source: string, file: string): string[] {
  const lines = source.split(/\r?\n/);
  const problems: string[] = [];
  lines.forEach((line, i) => {
    if (!CALL.test(line) || COMMENT_LINE.test(line)) return;
    if (line.includes(REAL_WAIT_MARK)) return;
    // The comment lines right above the call (one `//` block) may give the reason.
    for (let j = i - 1; j >= 0 && /^\s*\/\//.test(lines[j] ?? ''); j--) {
      if (lines[j]?.includes(REAL_WAIT_MARK)) return;
    }
    problems.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return problems;
}

/** The TypeScript files under `dir`, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Every unjustified real wait in the end-to-end tests under `root`/e2e/tests. */
export function unjustifiedWaitsIn(root: string, dir = 'e2e/tests'): string[] {
  return sources(join(root, dir)).flatMap((f) => unjustifiedWaits(readFileSync(f, 'utf8'), relative(root, f)));
}
