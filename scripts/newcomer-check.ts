/**
 * `npm run check:newcomer`: the README's commands in the order a newcomer runs them, in this
 * checkout (docs/decisions/0030-a-started-checkout-tests-as-a-fresh-one.md).
 * 1. The install left the committed files as they were (`git status --porcelain` is empty: the
 *    lockfiles are the ones `npm install` writes).
 * 2. `npm start` (on free loopback ports, the default data folder `apps/cms/.data`), until the site
 *    answers; Ctrl-C (SIGINT to its process group); then the same again (started, stopped, started).
 * 3. The checks `npm test` runs first (at once, as there) (generated model, lint at zero warnings, types, import
 *    boundaries, real waits, references) and the unit tests pass with everything the starts left behind
 *    (database, uploads, builds, logs, outbox), and the committed files are still untouched.
 * Prints each step's time; exits non-zero on the first failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { freePort, ROOT } from './lib/stack';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function fail(message: string): never {
  console.error(`[newcomer] FAILED: ${message}`);
  process.exit(1);
}

function cleanTree(when: string): void {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: ROOT, encoding: 'utf8' });
  if (status.status !== 0) fail(`git status: ${status.stderr}`);
  const dirty = status.stdout.trim();
  if (dirty) fail(`${when}, git status is not clean (a runtime or install file is not ignored, or a tracked file changed):\n${dirty}`);
  console.log(`[newcomer] ✓ git status clean ${when}`);
}

/** `npm start` until the site answers 200, then Ctrl-C; resolves when every part has stopped. */
async function startAndStop(round: number): Promise<void> {
  const started = Date.now();
  const [cms, web, chat] = [await freePort(), await freePort(), await freePort()];
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true, // its own process group, as a terminal's foreground job: Ctrl-C reaches all of it
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CMS_PORT: String(cms), WEB_PORT: String(web), CHAT_PORT: String(chat) },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.on('exit', (code, signal) => res({ code, signal })),
  );
  let alive = true;
  void exited.then(() => {
    alive = false;
  });
  const deadline = Date.now() + 10 * 60_000;
  let ready = false;
  while (alive && Date.now() < deadline) {
    if (output.includes('Press Ctrl-C to stop.')) {
      const res = await fetch(`http://127.0.0.1:${web}/`).catch(() => null);
      if (res?.status === 200) {
        ready = true;
        break;
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (!ready) {
    if (alive && child.pid) process.kill(-child.pid, 'SIGKILL');
    fail(`npm start (round ${round}) did not serve the site:\n${output.slice(-4000)}`);
  }
  console.log(`[newcomer] npm start (round ${round}): site answered 200 after ${seconds(started)}`);
  if (child.pid) process.kill(-child.pid, 'SIGINT');
  const stopDeadline = setTimeout(() => {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, 60_000);
  const { code, signal } = await exited;
  clearTimeout(stopDeadline);
  // As in a terminal: npm start ends by itself on Ctrl-C (0, or 130 / SIGINT from npm's own handler).
  if (!(code === 0 || code === 130 || signal === 'SIGINT'))
    fail(`npm start (round ${round}) ended with ${code ?? signal} after Ctrl-C:\n${output.slice(-4000)}`);
  console.log(`[newcomer] Ctrl-C: stopped (round ${round}), ${seconds(started)} in all`);
}

/** A check as `npm test` runs it; resolves to the failure's message, or null when it passes. */
function check(name: string, cmd: string, args: string[]): Promise<string | null> {
  const started = Date.now();
  return new Promise((res) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0) return res(`${name} fails on a started checkout:\n${output.slice(-6000)}`);
      console.log(`[newcomer] ✓ ${name} (${seconds(started)})`);
      res(null);
    });
  });
}

const total = Date.now();
cleanTree('after the install');
await startAndStop(1);
await startAndStop(2);
// At once, as `npm test` runs its checks (each only reads the checkout).
const failures = (
  await Promise.all([
    check('generated model files', 'npx', ['tsx', 'scripts/gen-model.ts', '--check']),
    check('lint (zero warnings)', 'npx', ['biome', 'check', '--error-on-warnings', '.']),
    check('typecheck', 'npm', ['run', '-s', 'typecheck']),
    check('import boundaries and circles', 'npx', ['tsx', 'scripts/check-imports.ts']),
    check('no unexplained real waits in e2e', 'npx', ['tsx', 'scripts/check-waits.ts']),
    check('no issue, session or set-letter references', 'npx', ['tsx', 'scripts/check-references.ts']),
    check('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']),
  ])
).filter((f) => f !== null);
if (failures.length > 0) fail(failures.join('\n\n'));
cleanTree('after two starts and the checks');
console.log(`[newcomer] passed in ${seconds(total)}`);
