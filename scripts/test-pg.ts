/**
 * `npm run test:pg`: the tests of what the CMS's database stores and answers, on PostgreSQL
 * (docs/decisions/0022). Starts a throwaway PostgreSQL cluster (Debian's `postgresql`:
 * scripts/lib/postgres.ts), a stack whose CMS uses it, runs the CMS API tests and the forms load test,
 * stops everything and drops the cluster. A step of .ci/run; `npm run test:pg -- sqlite` runs the same
 * on SQLite (the comparison of timings).
 *
 * "CMS API tests": the Vitest files whose every assertion goes through the CMS's own API — its
 * content API and permissions (apps/cms/tests), the forms stored and read back (forms-api, forms-mail),
 * the mail outbox's claims and statuses (mail-outbox) and the backup/restore round trip (backup). The
 * rest (the site's pages, the chat, the browser tests) reads content through the site and does not
 * depend on the database engine.
 */
import { spawn } from 'node:child_process';
import { ROOT, buildAll } from './lib/stack';
import { exportStack, startTestStack, type TestDatabase } from './lib/test-stack';

const CMS_API_TESTS = [
  'apps/cms/tests/content-api.test.ts',
  // The inbox: views, roles, CSV export, privacy requests, the CRM webhook's claims (docs/decisions/0037–0039).
  'apps/cms/tests/inbox.test.ts',
  'apps/cms/tests/privacy-requests.test.ts',
  // Scheduled publishing (the job's claim on each engine) and translation status (docs/decisions/0043).
  'apps/cms/tests/schedule.test.ts',
  'apps/cms/tests/schedule-claim.test.ts',
  // The WebP backfill's claims and its write of a file's formats (docs/decisions/0044).
  'apps/cms/tests/webp-backfill.test.ts',
  // Measurement: events stored once, the roll-up and retention, the dashboard's figures (docs/decisions/0041).
  'apps/cms/tests/analytics-store.test.ts',
  'apps/web/tests/analytics.test.ts',
  'apps/web/tests/forms-api.test.ts',
  'apps/web/tests/forms-mail.test.ts',
  'apps/web/tests/mail-outbox.test.ts',
  'tests/backup.test.ts',
];

const database: TestDatabase = process.argv[2] === 'sqlite' ? 'sqlite' : 'postgres';

function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((res) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => res(code ?? 1));
  });
}

const timings: Array<[string, number]> = [];
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings.push([name, (Date.now() - started) / 1000]);
  }
}

await timed('build', () => buildAll());
const { info, stop } = await timed(`start the stack (CMS on ${database})`, () => startTestStack({ build: false, database }));
exportStack(info);
console.log(`[test:pg] stack up on ${database}: CMS ${info.cmsUrl}, site ${info.webUrl}`);
const results: Array<[string, boolean]> = [];
try {
  results.push(['CMS API tests', (await timed('CMS API tests (vitest)', () => run('npx', ['vitest', 'run', ...CMS_API_TESTS]))) === 0]);
  results.push(['forms load test', (await timed('forms load test', () => run('npx', ['tsx', 'scripts/load-forms.ts']))) === 0]);
} finally {
  await timed('stop the stack and drop the database', () => stop());
}
console.log(`\n=== ${database}: summary ===`);
for (const [name, ok] of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
for (const [name, s] of timings) console.log(`${`${s.toFixed(1)} s`.padStart(9)}  ${name}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
