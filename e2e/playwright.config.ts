import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';

/** How long an expectation (or a wait on the page, fixtures.ts) allows unless a test says otherwise. */
export const EXPECT_TIMEOUT = 8_000;

/** End-to-end tests in Debian's Chromium against the whole stack (started by global-setup.ts). */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a bug to fix, not to hide (docs/decisions/0027).
  retries: 0,
  timeout: 45_000,
  expect: { timeout: EXPECT_TIMEOUT },
  // Under CI also a JSON report, whose failures `npm test` prints again last (scripts/lib/e2e-failures.ts).
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }], ['json', { outputFile: '.artifacts/results.json' }]]
    : 'list',
  use: {
    browserName: 'chromium',
    // Locally a failed test keeps its trace (every action with the page's DOM before and after it); the
    // trace's film strip is left out: it has the browser encode a picture of every frame of every test,
    // about a fifth of the browser's work in this suite, for traces that are thrown away. Under CI no
    // trace is recorded: CI's clone and its files are not kept (its log is), and recording costs a tenth
    // of the suite's time (docs/decisions/0052). `--trace on` records one for a run at will.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
