/**
 * `npm test`: every test. Checks (generated model, lint, types), builds, starts one throwaway stack
 * (real CMS on a temporary SQLite file, chat service, site) on free ports, runs the unit and API
 * tests (Vitest), the forms load test and the end-to-end tests (Playwright in Debian's Chromium)
 * against it, stops it.
 */
import { spawn } from 'node:child_process';
import { ROOT, buildAll } from './lib/stack';
import { exportStack, startTestStack } from './lib/test-stack';

function run(cmd: string, args: string[], cwd = ROOT): Promise<number> {
  return new Promise((res) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => res(code ?? 1));
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

const step = (name: string, cmd: string, args: string[]) =>
  timed(name, async () => {
    console.log(`\n=== ${name} ===`);
    const started = Date.now();
    const code = await run(cmd, args);
    if (code !== 0) console.error(`=== ${name} FAILED (exit ${code}) ===`);
    console.log(`=== ${name}: ${seconds(started)} ===`);
    return code === 0;
  });

const results: Array<[string, boolean]> = [];
results.push(['model files up to date', await step('generated model files', 'npx', ['tsx', 'scripts/gen-model.ts', '--check'])]);
results.push(['lint', await step('lint', 'npx', ['biome', 'check', '.'])]);
results.push(['typecheck', await step('typecheck', 'npm', ['run', 'typecheck'])]);

console.log('\n=== build ===');
await timed('build', () => buildAll());
// First-load JS per route against its budget (issue 14): measured from the build, deterministic.
results.push(['first-load JS budgets', await step('first-load JS budgets', 'npx', ['tsx', 'scripts/bundle-budget.ts'])]);
console.log('\n=== starting the stack ===');
const started = Date.now();
const { info, stop } = await timed('start the stack', () => startTestStack({ build: false }));
console.log(`stack up in ${((Date.now() - started) / 1000).toFixed(1)} s: site ${info.webUrl}, CMS ${info.cmsUrl}, chat ${info.chatUrl}`);
exportStack(info);

let ok = false;
try {
  results.push(['unit and API tests', await step('unit and API tests (vitest)', 'npx', ['vitest', 'run'])]);
  results.push(['forms load test', await step('forms load test (200 submissions, 20 at a time)', 'npx', ['tsx', 'scripts/load-forms.ts'])]);
  results.push([
    'end-to-end tests',
    await step('end-to-end tests (playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']),
  ]);
  ok = results.every(([, passed]) => passed);
} finally {
  await timed('stop the stack', () => stop());
}
console.log('\n=== summary ===');
for (const [name, passed] of results) console.log(`${passed ? 'PASS' : 'FAIL'}  ${name}`);
console.log('\n=== time per step ===');
for (const [name, took] of timings) console.log(`${took.padStart(9)}  ${name}`);
process.exit(ok ? 0 : 1);
