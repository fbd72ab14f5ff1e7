import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { digestFailures } from './e2e-failures';
import { ROOT } from './stack';

// A real Playwright JSON report (no browser: the specs only compare values), in a folder of its own.
const dir = mkdtempSync(join(tmpdir(), 'e2e-failures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(): { suites?: [] } {
  writeFileSync(
    join(dir, 'playwright.config.mjs'),
    `export default { testDir: '.', reporter: [['json', { outputFile: 'results.json' }]], workers: 1, retries: 0 };\n`,
  );
  writeFileSync(
    join(dir, 'sample.spec.mjs'),
    [
      `import { expect, test } from '${join(ROOT, 'node_modules', '@playwright', 'test', 'index.mjs')}';`,
      `test('passes', () => { expect(1).toBe(1); });`,
      `test.describe('in es', () => {`,
      `  test('the form is offered', () => { expect({ shown: false }, 'the contact form').toEqual({ shown: true }); });`,
      `});`,
      '',
    ].join('\n'),
  );
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', dir], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: '', FORCE_COLOR: '1' },
    timeout: 60_000,
  });
  expect(run.status, run.stderr + run.stdout).toBe(1);
  return JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as { suites?: [] };
}

describe('the end-to-end failures digest', () => {
  it('names each failed test with its describe titles and place, then its error without colours', () => {
    const lines = digestFailures(report());
    expect(lines[0]).toBe('✘ sample.spec.mjs:4 › in es › the form is offered (failed)');
    const error = lines.slice(1).join('\n');
    expect(error).toContain('the contact form');
    expect(error).toContain('toEqual');
    expect(error).toMatch(/"shown": true/);
    expect(error).not.toContain('\u001b[');
    expect(lines.at(-1)).toMatch(/^ {4}at .*sample\.spec\.mjs:4$/);
    // The passing test is not mentioned.
    expect(lines.filter((l) => l.startsWith('✘'))).toHaveLength(1);
  });

  it('keeps at most the asked number of lines of each error', () => {
    const lines = digestFailures(report(), 2);
    expect(lines.filter((l) => l.startsWith('    ') && !l.startsWith('    at '))).toHaveLength(2);
  });
});
