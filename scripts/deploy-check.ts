/**
 * `npm run deploy:check`: follows README "Deploying beyond one machine" literally, on a fresh copy.
 *
 *   1. builds in this checkout (dev dependencies: esbuild, Vite, Strapi's admin build…): `npm run build`;
 *   2. copies the repository's HEAD (`git archive`) into a temp folder and the build outputs next to it;
 *   3. installs there without dev dependencies, exactly the lockfiles: `npm ci --omit=dev` (site,
 *      chat, shared package) and the CMS's own `npm ci --omit=dev` (apps/cms);
 *   4. starts the CMS, the chat service and the site with `npm start` (NODE_ENV=production, compiled
 *      JavaScript, no tsx) with every secret explicit, on free 127.0.0.1 ports;
 *   5. checks /healthz and /readyz of the site and the chat, the CMS's /_health, a page and a form POST;
 *   6. stops them (SIGTERM: each must exit 0) and prints the time of every step.
 *
 * KEEP=1 keeps the temp folder (its logs/ hold each part's output). Exits non-zero on any failure.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildAll, freePort, ROOT, stackSecrets, webBuildDir } from './lib/stack';

/** What `npm run build` makes and the target needs (README: the build outputs). */
/** The site's build folder, relative to apps/web (copied to the target, which starts from it). */
const WEB_BUILD_DIR = relative(join(ROOT, 'apps/web'), webBuildDir());
const OUTPUTS = ['apps/cms/dist', `apps/web/${WEB_BUILD_DIR}`, 'apps/chat/dist', 'seed/media/out'];

const timings: Array<[string, number]> = [];
const started = Date.now();
async function step<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  const t = Date.now();
  console.log(`[deploy-check] ${name}…`);
  const result = await fn();
  const seconds = (Date.now() - t) / 1000;
  timings.push([name, seconds]);
  console.log(`[deploy-check] ${name}: ${seconds.toFixed(1)} s`);
  return result;
}

function sh(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`  $ (cd ${cwd === ROOT ? '.' : cwd}) ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

const dir = mkdtempSync(join(tmpdir(), 'deploy-check-'));
const logDir = join(dir, 'logs');
const running: Array<{ name: string; child: ChildProcess; log: string }> = [];

/** Environment of a started part: only what a production host would set (no dev tooling variables). */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SYSTEMROOT'];
  const base: NodeJS.ProcessEnv = {};
  for (const k of keep) if (process.env[k]) base[k] = process.env[k];
  return { ...base, NODE_ENV: 'production', ...extra };
}

function start(name: string, cwd: string, env: Record<string, string>): void {
  mkdirSync(logDir, { recursive: true });
  const log = join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  console.log(`  $ (cd ${cwd.replace(dir, '<copy>')}) NODE_ENV=production npm start   # ${name}`);
  const child = spawn('npm', ['start'], { cwd, env: cleanEnv(env), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  running.push({ name, child, log });
}

function tail(log: string): string {
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-30).join('\n') : '';
}

async function waitUp(name: string, url: string, timeoutMs: number): Promise<void> {
  const part = running.find((r) => r.name === name);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (part && part.child.exitCode !== null) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name}: ${url} did not answer 200\n${part ? tail(part.log) : ''}`);
}

async function expectStatus(what: string, res: Promise<Response>, status: number, body?: RegExp): Promise<string> {
  const r = await res;
  const text = await r.text();
  if (r.status !== status || (body && !body.test(text))) {
    throw new Error(`${what}: expected ${status}${body ? ` and ${body}` : ''}, got ${r.status}: ${text.slice(0, 300)}`);
  }
  console.log(`  ✓ ${what}: ${r.status}`);
  return text;
}

/** SIGTERM to each part (site, chat, CMS); the site and the chat must shut down cleanly (exit 0). */
async function stopAll(strict: boolean): Promise<void> {
  for (const part of [...running].reverse()) {
    const { child } = part;
    if (child.exitCode !== null || !child.pid) continue;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    // The group: npm and the node process it started.
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }, 30_000);
    const code = await exited;
    clearTimeout(timer);
    if (strict && part.name !== 'cms' && code !== 0) throw new Error(`${part.name} exited with ${code} on SIGTERM\n${tail(part.log)}`);
    console.log(`  ✓ ${part.name} stopped (exit ${code})`);
  }
}

let failed = false;
try {
  await step('build in this checkout (npm run build)', () => buildAll());
  for (const o of OUTPUTS) if (!existsSync(join(ROOT, o))) throw new Error(`build output missing: ${o}`);

  await step('copy HEAD (git archive) and the build outputs', () => {
    const archive = join(dir, 'head.tar');
    execFileSync('git', ['archive', '--format=tar', '-o', archive, 'HEAD'], { cwd: ROOT });
    const app = join(dir, 'app');
    mkdirSync(app);
    execFileSync('tar', ['-xf', archive, '-C', app]);
    rmSync(archive);
    console.log(`  $ git archive HEAD | tar -x -C <copy>   # ${app}`);
    execFileSync('tar', ['-cf', join(dir, 'outputs.tar'), ...OUTPUTS], { cwd: ROOT });
    execFileSync('tar', ['-xf', join(dir, 'outputs.tar'), '-C', app]);
    rmSync(join(dir, 'outputs.tar'));
    console.log(`  $ tar -c ${OUTPUTS.join(' ')} | tar -x -C <copy>`);
  });
  const app = join(dir, 'app');

  await step('npm ci --omit=dev (site, chat, packages)', () =>
    sh('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], app, { SKIP_CMS_INSTALL: '1' }),
  );
  await step('npm ci --omit=dev (apps/cms)', () => sh('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], join(app, 'apps/cms')));
  const devTools = ['tsx', 'esbuild', 'vite', '@react-router/dev', 'vitest', '@biomejs/biome'].filter((p) =>
    existsSync(join(app, 'node_modules', p)),
  );
  if (devTools.length) throw new Error(`dev dependencies were installed: ${devTools.join(', ')}`);
  console.log(`  ✓ no dev tooling in node_modules (${readdirSync(join(app, 'node_modules')).length} entries)`);

  const data = join(dir, 'data');
  const secrets = stackSecrets(data);
  const [cmsPort, webPort, chatPort] = [await freePort(), await freePort(), await freePort()];
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const chatUrl = `http://127.0.0.1:${chatPort}`;
  const outbox = join(dir, 'outbox');

  await step('start the CMS (first start seeds)', async () => {
    const { CHAT_API_TOKEN: _chat, ...cmsSecrets } = secrets;
    mkdirSync(join(data, 'public/uploads'), { recursive: true });
    start('cms', join(app, 'apps/cms'), {
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(cmsPort),
      CMS_DATA_DIR: data,
      CMS_PUBLIC_DIR: join(data, 'public'),
      ...cmsSecrets,
      SITE_URL: webUrl,
      SITE_WEBHOOK_URLS: `${webUrl}/api/cms-webhook`,
      STRAPI_TELEMETRY_DISABLED: 'true',
    });
    await waitUp('cms', `${cmsUrl}/_health`, 600_000);
  });
  await step('start the chat service and the site', async () => {
    const common = { CMS_URL: cmsUrl, CMS_API_TOKEN: secrets.SITE_API_TOKEN, CHAT_API_TOKEN: secrets.CHAT_API_TOKEN };
    start('chat', join(app, 'apps/chat'), {
      ...common,
      // The chat service's own CMS token (docs/decisions/0037).
      CMS_API_TOKEN: secrets.CHAT_SERVICE_API_TOKEN,
      CHAT_HOST: '127.0.0.1',
      CHAT_PORT: String(chatPort),
      WEBHOOK_SECRET: secrets.WEBHOOK_SECRET,
    });
    start('web', join(app, 'apps/web'), {
      ...common,
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(webPort),
      SITE_URL: webUrl,
      CHAT_URL: chatUrl,
      WEBHOOK_SECRET: secrets.WEBHOOK_SECRET,
      WEB_BUILD_DIR,
      OUTBOX_DIR: outbox,
    });
    await Promise.all([waitUp('chat', `${chatUrl}/healthz`, 60_000), waitUp('web', `${webUrl}/healthz`, 60_000)]);
  });

  await step('checks', async () => {
    await expectStatus('CMS /_health', fetch(`${cmsUrl}/_health`), 204);
    await expectStatus('site /healthz', fetch(`${webUrl}/healthz`), 200, /"ok"/);
    await expectStatus('site /readyz', fetch(`${webUrl}/readyz`), 200, /"ready"/);
    await expectStatus('chat /healthz', fetch(`${chatUrl}/healthz`), 200, /"ok"/);
    await expectStatus('chat /readyz', fetch(`${chatUrl}/readyz`), 200, /"ready"/);
    await expectStatus('site page /', fetch(`${webUrl}/`), 200, /<html[^>]*lang="(es|en)"/);
    const id = randomUUID();
    await expectStatus(
      'site form POST /api/contact',
      fetch(`${webUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: webUrl },
        body: JSON.stringify({
          name: 'Ana',
          last_name: 'Deploy check',
          email: 'ana.deploy-check@example.com',
          dial_code: '+52',
          phone: '5512345678',
          country: 'México',
          company: 'Acme',
          position: 'Director general (CEO)',
          industry: 'Manufactura',
          interest_area: 'SAP S/4HANA',
          comment: 'deploy check',
          terms_and_conditions: true,
          language: 'es',
          submission_id: id,
          website: '',
        }),
      }),
      200,
      /"ok":true/,
    );
    const chat = await expectStatus(
      'chat question through the site /api/chat',
      fetch(`${webUrl}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: webUrl },
        body: JSON.stringify({ message: JSON.stringify([{ role: 'user', content: '¿Qué servicios SAP ofrecen?' }]), language: 'es' }),
      }),
      200,
    );
    if (!/choices/.test(chat)) throw new Error(`chat: unexpected answer ${chat.slice(0, 200)}`);
  });
  // README "Backup and restore": the backup runs on the production install (plain Node, no dev tooling).
  await step('backup (npm run backup) on the production install', () => {
    const archive = join(dir, 'backup.tar.gz');
    sh('npm', ['run', 'backup', '--', archive], app, cleanEnv({ CMS_DATA_DIR: data, CMS_PUBLIC_DIR: join(data, 'public') }));
    const listing = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' });
    for (const entry of ['./manifest.json', './database.sqlite', './uploads/']) {
      if (!listing.split('\n').includes(entry)) throw new Error(`backup: ${entry} missing from the archive`);
    }
    console.log(
      `  ✓ backup with the database and ${listing.split('\n').filter((l) => l.startsWith('./uploads/') && !l.endsWith('/')).length} uploads`,
    );
  });
  await step('stop (SIGTERM)', () => stopAll(true));
} catch (error) {
  failed = true;
  console.error(`[deploy-check] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  for (const part of running) console.error(`--- ${part.name} (${part.log}) ---\n${tail(part.log)}`);
  await stopAll(false).catch(() => undefined);
} finally {
  console.log('\n[deploy-check] timings');
  for (const [name, s] of timings) console.log(`  ${s.toFixed(1).padStart(7)} s  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total${failed ? ' (FAILED)' : ''}`);
  if (process.env.KEEP === '1') console.log(`[deploy-check] kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
