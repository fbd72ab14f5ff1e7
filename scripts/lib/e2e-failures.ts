/**
 * The end-to-end failures in a few lines, printed last by `npm test`: CI's clone is not kept and only
 * the end of its log is read, where the line reporter's errors (printed as they happen, far above)
 * are gone. Read from Playwright's JSON report (written under CI: e2e/playwright.config.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack';

/** Where the JSON reporter writes under CI (ignored by git with e2e/.artifacts/). */
const E2E_REPORT = join(ROOT, 'e2e', '.artifacts', 'results.json');

interface ReportError {
  message?: string;
  location?: { file: string; line: number; column: number };
}
interface ReportResult {
  status: string;
  errors?: ReportError[];
}
interface ReportSpec {
  title: string;
  file: string;
  line: number;
  tests: Array<{ results: ReportResult[] }>;
}
interface ReportSuite {
  title: string;
  /** Set on a file's own suite, whose title is the file's name. */
  file?: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of a terminal's colours are what is removed.
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Each failed or timed-out test: its place and titles, then the first `lines` non-blank lines of each
 * of its errors (Playwright's message names the expectation, the locator and what was received).
 */
export function digestFailures(report: { suites?: ReportSuite[] }, lines = 8): string[] {
  const out: string[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          out.push(`✘ ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} (${result.status})`);
          for (const error of result.errors ?? []) {
            const text = (error.message ?? '').replace(ANSI, '').split('\n');
            for (const line of text.filter((l) => l.trim()).slice(0, lines)) out.push(`    ${line.trimEnd()}`);
            if (error.location) out.push(`    at ${error.location.file.replace(`${ROOT}/`, '')}:${error.location.line}`);
          }
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

/** The digest of the last run's report written after `since` (ms), or nothing. */
export function lastFailures(since: number): string[] {
  if (!existsSync(E2E_REPORT)) return [];
  try {
    const report = JSON.parse(readFileSync(E2E_REPORT, 'utf8')) as { suites?: ReportSuite[]; stats?: { startTime?: string } };
    const started = Date.parse(report.stats?.startTime ?? '');
    if (!(started >= since - 60_000)) return [];
    return digestFailures(report);
  } catch (error) {
    return [`(the end-to-end report could not be read: ${String(error)})`];
  }
}
