/**
 * Starts the whole stack (CMS, chat service, site) as child processes, for `npm start`, the tests
 * and the audit. Each part listens on 127.0.0.1; tests give it ports they pick and a throwaway data
 * folder (SQLite file and uploads), and stop it at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild, type Plugin } from 'esbuild';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CMS_DIR = join(ROOT, 'apps/cms');
const WEB_DIR = join(ROOT, 'apps/web');
const CHAT_DIR = join(ROOT, 'apps/chat');

interface Service {
  name: string;
  url: string;
  process: ChildProcess;
  logFile: string;
}

export interface Stack {
  cmsUrl: string;
  webUrl: string;
  chatUrl: string;
  dataDir: string;
  siteToken: string;
  webhookSecret: string;
  /** The chat service's bearer credential (the site's proxy sends it). */
  chatToken: string;
  /** The chat service's own CMS API token (CHAT_SERVICE_API_TOKEN: content, conversations; docs/decisions/0037). */
  chatCmsToken: string;
  services: Service[];
  stop: () => Promise<void>;
  /** Rebuilds the site and restarts it on the same port (the CMS and chat keep running). */
  restartWeb: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * A free port below the system's range of ephemeral ports, for a server a test stops and starts again
 * on the same port: a port the system hands out (`freePort`) may meanwhile become the local end of any
 * outgoing connection (a keep-alive one can hold it for minutes), and the restart fails with EADDRINUSE.
 */
export async function freeFixedPort(): Promise<number> {
  let low = 32768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // Not Linux: Linux's default range start.
  }
  const floor = Math.min(10_000, low - 1000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = floor + Math.floor(Math.random() * (low - floor));
    const free = await new Promise<boolean>((resolveFree) => {
      const srv = createServer();
      srv.unref();
      srv.on('error', () => resolveFree(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolveFree(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port below ${low}`);
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const f of readdirSync(p)) if (f !== 'node_modules') walk(join(p, f));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of paths) walk(p);
  return newest;
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? res() : rej(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * The site's build folder: WEB_BUILD_DIR (relative to apps/web, or absolute), default `build`
 * (apps/web/react-router.config.ts reads the same variable).
 */
export const webBuildDir = (env: NodeJS.ProcessEnv = process.env): string => resolve(WEB_DIR, env.WEB_BUILD_DIR || 'build');
/**
 * The site server: React Router's server build, whose input is apps/web/server/index.ts (the Express
 * server with the app bundled in; docs/decisions/0054).
 */
/**
 * The site server's Node flags, here and in apps/web's `npm start` (a test checks they agree): source
 * maps for its stack traces, and a young generation of at most 3 × 8 MB (docs/decisions/0076). V8's
 * default grows it with the machine's memory and keeps it grown after a load peak: on a 24 GB machine
 * the server's resident memory settled near 330 MB after the bench, against about 208 MB with the cap.
 */
export const WEB_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=8'] as const;

export const webServerJs = (env: NodeJS.ProcessEnv = process.env): string => join(webBuildDir(env), 'server/index.js');
/** The compiled chat service. */
export const CHAT_SERVER_JS = join(CHAT_DIR, 'dist/server.js');

/**
 * npm packages stay imports (installed from the app's own `dependencies` at run time); only relative
 * files and the workspace's own `@site/*` TypeScript sources are bundled.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./~]/ }, (args) => {
      if (args.path.startsWith('@site/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Compiles a TypeScript entry to one ES module for Node (esbuild; docs/decisions/0014). */
async function compileServer(entry: string, outfile: string): Promise<void> {
  await esbuild({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
}

/** Compiles the chat service when missing or older than its sources. */
export async function buildChatService(options: { force?: boolean } = {}): Promise<void> {
  const content = join(ROOT, 'packages/content/src');
  const kit = join(ROOT, 'packages/server-kit/src');
  const chatSources = newestMtime([join(CHAT_DIR, 'src'), content, kit, join(ROOT, 'package-lock.json')]);
  if (options.force || !existsSync(CHAT_SERVER_JS) || statSync(CHAT_SERVER_JS).mtimeMs < chatSources) {
    console.log('[build] chat service (esbuild)…');
    await compileServer(join(CHAT_DIR, 'src/server.ts'), CHAT_SERVER_JS);
  }
}

/** Builds what is missing or older than its sources: seed media, the CMS (server + admin), the site, the servers. */
export async function buildAll(options: { force?: boolean } = {}): Promise<void> {
  await run('npx', ['tsx', 'seed/scripts/generate-media.ts'], ROOT);
  // Both halves of `strapi build`: the compiled server (config) and the admin panel; a build cut
  // short leaves one without the other.
  const cmsOutputs = [join(CMS_DIR, 'dist/config/database.js'), join(CMS_DIR, 'dist/build/index.html')];
  // The lockfiles too: an install that changed a dependency rebuilds what bundles it.
  const cmsSources = newestMtime([
    join(CMS_DIR, 'src'),
    join(CMS_DIR, 'config'),
    join(CMS_DIR, 'package.json'),
    join(CMS_DIR, 'package-lock.json'),
  ]);
  if (options.force || cmsOutputs.some((f) => !existsSync(f) || statSync(f).mtimeMs < cmsSources)) {
    console.log('[build] CMS (TypeScript and admin panel)…');
    await run('npx', ['strapi', 'build'], CMS_DIR, { NODE_ENV: 'production' });
  }
  const webStamp = webServerJs();
  const webSources = newestMtime([
    join(WEB_DIR, 'app'),
    join(WEB_DIR, 'server'),
    join(WEB_DIR, 'public'),
    join(ROOT, 'packages/content/src'),
    join(ROOT, 'packages/server-kit/src'),
    join(WEB_DIR, 'vite.config.ts'),
    join(WEB_DIR, 'vite-inline-scripts.ts'),
    join(ROOT, 'package-lock.json'),
  ]);
  if (options.force || !existsSync(webStamp) || statSync(webStamp).mtimeMs < webSources) {
    console.log('[build] site…');
    // Always the production build: started from a test runner (NODE_ENV=test, a stack project run
    // alone), Vite would otherwise bundle React's development build, which the next stacks reuse.
    await run('npx', ['react-router', 'build'], WEB_DIR, { NODE_ENV: 'production' });
  }
  await buildChatService(options);
}

export function startProcess(
  name: string,
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
  quiet: boolean,
): { child: ChildProcess; logFile: string } {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (!quiet) process.stdout.write(`[${name}] ${chunk.toString()}`);
    });
  }
  return { child, logFile };
}

export async function waitFor(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(`${url} did not come up (${exited !== null ? `exited with ${exited}` : 'timeout'}):\n${tail}`);
}

/**
 * Runs a compiled server (`node script`) in production mode with `env` added until it exits, as it
 * must on a bad configuration; its exit code and everything it printed. Rejects (and kills it) when
 * it is still running after `timeoutMs`.
 */
export function runUntilExit(
  script: string,
  cwd: string,
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not exit:\n${output}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((res) => {
    if (child.exitCode !== null || !child.pid) return res();
    child.once('exit', () => res());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      res();
      return;
    }
    setTimeout(() => {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000).unref();
  });
}

/**
 * Starts a site server (production mode, on 127.0.0.1:`port`, the build in WEB_BUILD_DIR) with the
 * given environment on top (CMS_URL, CMS_API_TOKEN, …) and waits until it answers.
 */
export async function startSiteServer(o: {
  port: number;
  env: NodeJS.ProcessEnv;
  logDir: string;
  quiet: boolean;
  /** Its log file's name (several site servers in one folder); default 'web'. */
  name?: string;
  /** The public address (SITE_URL) when it sits behind a proxy; default its own. */
  siteUrl?: string;
}): Promise<{ url: string; child: ChildProcess; logFile: string }> {
  const url = `http://127.0.0.1:${o.port}`;
  const web = startProcess(
    o.name ?? 'web',
    process.execPath,
    [...WEB_NODE_FLAGS, webServerJs({ ...process.env, ...o.env })],
    WEB_DIR,
    // Its address is the one waited for: these come last.
    { NODE_ENV: 'production', ...o.env, WEB_HOST: '127.0.0.1', WEB_PORT: String(o.port), SITE_URL: o.siteUrl ?? url },
    o.logDir,
    o.quiet,
  );
  try {
    await waitFor(`${url}/healthz`, web.child, web.logFile, 60_000);
  } catch (error) {
    await stopProcess(web.child);
    throw error;
  }
  return { url, ...web };
}

interface StartOptions {
  dataDir: string;
  cmsPort: number;
  webPort: number;
  chatPort: number;
  quiet?: boolean;
  /** Extra environment for every service. */
  env?: NodeJS.ProcessEnv;
  /** Environment for the site only. */
  webEnv?: NodeJS.ProcessEnv;
  /** Environment for the chat service only. */
  chatEnv?: NodeJS.ProcessEnv;
  /** Environment for the CMS only (its database: DATABASE_CLIENT, DATABASE_HOST…). */
  cmsEnv?: NodeJS.ProcessEnv;
  /** Print a newly generated admin password (once: `npm start`). */
  announceSecrets?: boolean;
}

/** Every secret of the stack, generated once into the data folder's secrets.json unless set in the environment. */
export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'SITE_API_TOKEN',
  'CHAT_SERVICE_API_TOKEN',
  'WEBHOOK_SECRET',
  'CHAT_API_TOKEN',
  'PREVIEW_SECRET',
  'ADMIN_PASSWORD',
] as const;
type SecretName = (typeof SECRET_NAMES)[number];

function generateSecret(name: SecretName): string {
  const random = (n: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(n)));
  if (name === 'APP_KEYS') return [1, 2, 3, 4].map(() => random(16).toString('base64')).join(',');
  if (name === 'ADMIN_PASSWORD') return `Aa1-${random(15).toString('base64url')}`;
  return random(name === 'SITE_API_TOKEN' || name === 'CHAT_SERVICE_API_TOKEN' ? 48 : 24).toString('hex');
}

/**
 * Reads (or creates) the secrets of the three parts in the data folder (the same file and formats
 * as the CMS's config/secrets.ts). The CMS runs in production mode, where it takes its secrets from
 * the environment only: they are all passed explicitly. A generated admin password is printed once.
 */
export function stackSecrets(dataDir: string, announce = false): Record<SecretName, string> {
  const file = join(dataDir, 'secrets.json');
  const existing = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  let changed = false;
  const out = {} as Record<SecretName, string>;
  for (const k of SECRET_NAMES) {
    const fromEnv = process.env[k];
    if (fromEnv) {
      out[k] = fromEnv;
      continue;
    }
    if (!existing[k]) {
      existing[k] = generateSecret(k);
      changed = true;
      if (k === 'ADMIN_PASSWORD' && announce) {
        console.log(
          `[start] generated the CMS admin password (shown once; kept in ${file}; an admin that already exists keeps its own): ${existing[k]}`,
        );
      }
    }
    out[k] = existing[k];
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(existing, null, 2)}\n`, { mode: 0o600 });
  }
  return out;
}

/**
 * Starts a CMS (production mode, `strapi start`) on 127.0.0.1:`port` with its data (SQLite file,
 * uploads under `public/`) in `dataDir`, every secret explicit, and waits until it answers. `onStart`
 * gets the process as soon as it runs (to stop it even if the start fails).
 */
export async function startCmsServer(o: {
  dataDir: string;
  port: number;
  secrets: Partial<Record<SecretName, string>>;
  env?: NodeJS.ProcessEnv;
  logDir: string;
  quiet: boolean;
  onStart?: (child: ChildProcess, logFile: string) => void;
}): Promise<{ url: string; child: ChildProcess; logFile: string }> {
  const url = `http://127.0.0.1:${o.port}`;
  const cmsPublic = join(o.dataDir, 'public');
  mkdirSync(join(cmsPublic, 'uploads'), { recursive: true });
  const cms = startProcess(
    'cms',
    join(CMS_DIR, 'node_modules/.bin/strapi'),
    ['start'],
    CMS_DIR,
    {
      NODE_ENV: 'production',
      CMS_HOST: '127.0.0.1',
      CMS_PORT: String(o.port),
      CMS_DATA_DIR: o.dataDir,
      CMS_PUBLIC_DIR: cmsPublic,
      // Production mode: every secret explicitly (config/secrets.ts refuses to start otherwise).
      ...o.secrets,
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      ...o.env,
    },
    o.logDir,
    o.quiet,
  );
  o.onStart?.(cms.child, cms.logFile);
  // Generous: the first start seeds (about a minute on an idle machine, much longer on a busy one).
  await waitFor(`${url}/_health`, cms.child, cms.logFile, 900_000);
  return { url, ...cms };
}

export async function startStack(o: StartOptions): Promise<Stack> {
  mkdirSync(o.dataDir, { recursive: true });
  // The chat service runs compiled (as in production; the site from its build); cheap when up to date.
  await buildChatService();
  const secrets = stackSecrets(o.dataDir, o.announceSecrets ?? false);
  const siteToken = secrets.SITE_API_TOKEN;
  const webhookSecret = secrets.WEBHOOK_SECRET;
  const { CHAT_API_TOKEN: chatToken, ...cmsSecrets } = secrets;
  const cmsUrl = `http://127.0.0.1:${o.cmsPort}`;
  const webUrl = `http://127.0.0.1:${o.webPort}`;
  const chatUrl = `http://127.0.0.1:${o.chatPort}`;
  const logDir = join(o.dataDir, 'logs');
  const quiet = o.quiet ?? true;
  const services: Service[] = [];
  const stop = async () => {
    await Promise.all(services.reverse().map((s) => stopProcess(s.process)));
  };
  try {
    await startCmsServer({
      dataDir: o.dataDir,
      port: o.cmsPort,
      secrets: cmsSecrets,
      env: { SITE_URL: webUrl, SITE_WEBHOOK_URLS: `${webUrl}/api/cms-webhook,${chatUrl}/api/Chat/Reindex`, ...o.env, ...o.cmsEnv },
      logDir,
      quiet,
      onStart: (child, logFile) => services.push({ name: 'cms', url: cmsUrl, process: child, logFile }),
    });

    // The chat service has its own CMS token (docs/decisions/0037): the site's cannot read conversations.
    const common = { CMS_URL: cmsUrl, CMS_API_TOKEN: secrets.CHAT_SERVICE_API_TOKEN, ...o.env };
    const chat = startProcess(
      'chat',
      process.execPath,
      ['--enable-source-maps', CHAT_SERVER_JS],
      CHAT_DIR,
      {
        NODE_ENV: 'production',
        ...common,
        CHAT_API_TOKEN: chatToken,
        // The CMS's content webhook (POST /api/Chat/Reindex) is signed with it.
        WEBHOOK_SECRET: webhookSecret,
        CHAT_HOST: '127.0.0.1',
        CHAT_PORT: String(o.chatPort),
        ...o.chatEnv,
      },
      logDir,
      quiet,
    );
    services.push({ name: 'chat', url: chatUrl, process: chat.child, logFile: chat.logFile });
    await startWeb();
    await waitFor(`${chatUrl}/healthz`, chat.child, chat.logFile, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }

  async function startWeb(): Promise<void> {
    const web = await startSiteServer({
      port: o.webPort,
      env: {
        CMS_URL: cmsUrl,
        CMS_API_TOKEN: siteToken,
        ...o.env,
        CHAT_URL: chatUrl,
        CHAT_API_TOKEN: chatToken,
        WEBHOOK_SECRET: webhookSecret,
        // The admin's "Open preview" (docs/decisions/0016): the CMS signs the address with it.
        PREVIEW_SECRET: secrets.PREVIEW_SECRET,
        ...o.webEnv,
      },
      logDir,
      quiet,
    });
    const index = services.findIndex((s) => s.name === 'web');
    const service = { name: 'web', url: webUrl, process: web.child, logFile: web.logFile };
    if (index >= 0) services[index] = service;
    else services.push(service);
  }

  const restartWeb = async () => {
    const current = services.find((s) => s.name === 'web');
    await run('npx', ['react-router', 'build'], WEB_DIR);
    if (current) await stopProcess(current.process);
    await startWeb();
  };
  const chatCmsToken = secrets.CHAT_SERVICE_API_TOKEN;
  return { cmsUrl, webUrl, chatUrl, dataDir: o.dataDir, siteToken, webhookSecret, chatToken, chatCmsToken, services, stop, restartWeb };
}
