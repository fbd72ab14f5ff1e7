/**
 * `npm test`: every test, in layers (docs/decisions/0027).
 * 0. Debian's Chromium and redis-server are there (installed when run as root; else one line says so).
 * 1. At once, in parallel: the checks (generated model, lint at zero warnings, types, import
 *    boundaries and circles, no unexplained real waits in e2e, no issue, session or set-letter
 *    reference in code or docs) beside the build (seed media, CMS, site, servers).
 * 2. The unit project (pure functions, React components; no server) and the seed media check, while
 *    3's stack starts.
 * 3. One throwaway stack (real CMS on a temporary SQLite file — from the seeded snapshot when the
 *    seed is unchanged, scripts/lib/seed-template.ts —, chat service, site) on free ports; against
 *    it the stack project (API, service and security tests), the forms load test and the
 *    end-to-end tests (Playwright in Debian's Chromium); then it stops.
 * Prints each step's time at the end.
 */
import { spawn } from 'node:child_process';
import { lastFailures } from './lib/e2e-failures';
import { ROOT, buildAll } from './lib/stack';
import { exportStack, startTestStack } from './lib/test-stack';
import { ensureSystemDependencies } from './lib/system-deps';

/** Runs a command; its output is printed as it comes, or (`buffered`) in one piece when it ends. */
function run(cmd: string, args: string[], buffered = false): Promise<{ code: number; output: string }> {
  return new Promise((res) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    child.on('exit', (code) => res({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** What each step took, printed in the summary (CI's time budget: which step costs what). */
const timings: Array<[string, string]> = [];
const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings.push([name, seconds(started)]);
  }
};

const step = (name: string, cmd: string, args: string[], buffered = false) =>
  timed(name, async () => {
    if (!buffered) console.log(`\n=== ${name} ===`);
    const started = Date.now();
    const { code, output } = await run(cmd, args, buffered);
    if (buffered) console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
    if (code !== 0) console.error(`=== ${name} FAILED (exit ${code}) ===`);
    console.log(`=== ${name}: ${seconds(started)} ===`);
    return code === 0;
  });

const results: Array<[string, boolean]> = [];
const total = Date.now();
let e2eStarted: number | null = null;

// 0. What the machine must have beside npm packages: said in one line, or installed as root (0036).
const missingSystem = ensureSystemDependencies();
if (missingSystem) {
  console.error(missingSystem);
  process.exit(1);
}

// 1. Checks beside the build (their output printed whole when each ends, not interleaved).
console.log('\n=== checks (model, lint, types, imports, real waits, references) in parallel with the build ===');
const checks = Promise.all([
  step('generated model files', 'npx', ['tsx', 'scripts/gen-model.ts', '--check'], true),
  step('lint (zero warnings)', 'npx', ['biome', 'check', '--error-on-warnings', '.'], true),
  step('typecheck', 'npm', ['run', '-s', 'typecheck'], true),
  step('import boundaries and circles', 'npx', ['tsx', 'scripts/check-imports.ts'], true),
  step('no unexplained real waits in e2e', 'npx', ['tsx', 'scripts/check-waits.ts'], true),
  step('no issue, session or set-letter references', 'npx', ['tsx', 'scripts/check-references.ts'], true),
]);
const built = timed('build', async () => {
  try {
    await buildAll();
    return true;
  } catch (error) {
    console.error(`=== build FAILED: ${String(error)} ===`);
    return false;
  }
});
const [model, lint, types, imports, waits, references] = await checks;
results.push(
  ['model files up to date', model],
  ['lint', lint],
  ['typecheck', types],
  ['import boundaries and circles', imports],
  ['no unexplained real waits in e2e', waits],
  ['no issue, session or set-letter references', references],
);
const buildOk = await built;
results.push(['build', buildOk]);
// 3's stack starts now, while the steps below that need no server run (its CMS's first start seeds
// the database, mostly waiting on its own work; the unit tests run beside it).
const stackStarting = buildOk
  ? timed('start the stack (beside the budgets and the unit tests)', async () => {
      const started = Date.now();
      const stack = await startTestStack({ build: false });
      console.log(
        `\n=== stack up in ${seconds(started)}: site ${stack.info.webUrl}, CMS ${stack.info.cmsUrl}, chat ${stack.info.chatUrl} ===`,
      );
      return stack;
    })
  : null;
// The stack is stopped whatever happens below (a failed start is reported at its step).
stackStarting?.catch(() => undefined);

// First-load JS per route against its budget (docs/decisions/0019): measured from the build, deterministic.
if (buildOk) results.push(['first-load JS budgets', await step('first-load JS budgets', 'npx', ['tsx', 'scripts/bundle-budget.ts'])]);

// 2. No server needed.
results.push(['unit tests (no server)', await step('unit tests (vitest, project unit)', 'npx', ['vitest', 'run', '--project', 'unit'])]);
results.push(['seed media', await step('seed media byte for byte (vitest, project seed)', 'npx', ['vitest', 'run', '--project', 'seed'])]);

// 3. Against one stack.
if (stackStarting) {
  console.log('\n=== waiting for the stack ===');
  const { info, stop } = await stackStarting;
  exportStack(info);
  try {
    results.push([
      'API and service tests',
      await step('API, service and security tests (vitest, project stack)', 'npx', ['vitest', 'run', '--project', 'stack']),
    ]);
    results.push([
      'forms load test',
      await step('forms load test (200 submissions, 20 at a time)', 'npx', ['tsx', 'scripts/load-forms.ts']),
    ]);
    e2eStarted = Date.now();
    results.push([
      'end-to-end tests',
      await step('end-to-end tests (playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
    ]);
  } finally {
    await timed('stop the stack', () => stop());
  }
}
const ok = results.every(([, passed]) => passed);
console.log('\n=== summary ===');
for (const [name, passed] of results) console.log(`${passed ? 'PASS' : 'FAIL'}  ${name}`);
console.log('\n=== time per step (checks run beside the build) ===');
for (const [name, took] of timings) console.log(`${took.padStart(9)}  ${name}`);
console.log(`${seconds(total).padStart(9)}  total`);
// Last, where the end of a long log is still read: what failed end to end, in a few lines each.
const failed = e2eStarted === null ? [] : lastFailures(e2eStarted);
if (failed.length) console.log(`\n=== end-to-end failures ===\n${failed.join('\n')}`);
process.exit(ok ? 0 : 1);
