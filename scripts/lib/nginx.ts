/**
 * nginx for tests: renders deploy/nginx/site.conf.template (the load balancer) or
 * deploy/nginx/cdn.conf.template (a shared cache in front of it) — the deployment's own files — for
 * loopback ports, wraps it in a minimal main configuration in a temporary folder, and runs Debian's
 * nginx in the foreground until `stop`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './stack';

const NGINX_TEMPLATE = join(ROOT, 'deploy/nginx/site.conf.template');
const CDN_TEMPLATE = join(ROOT, 'deploy/nginx/cdn.conf.template');

export interface TestNginx {
  url: string;
  dir: string;
  process: ChildProcess;
  /** The JSON access log lines so far. */
  accessLog: () => string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** The template with its placeholders filled in. */
export function renderSiteConf(o: { listen: string; servers: string[]; accessLog: string }): string {
  const servers = o.servers.map((s) => `    server ${s} max_fails=1 fail_timeout=10s;`).join('\n');
  return readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('@@LISTEN@@', o.listen)
    .replaceAll('@@SITE_SERVERS@@', servers)
    .replaceAll('@@ACCESS_LOG@@', o.accessLog);
}

/** The CDN stand-in's template with its placeholders filled in; `origin` is the load balancer's address (host:port). */
export function renderCdnConf(o: { listen: string; origin: string; cachePath: string; accessLog: string }): string {
  return readFileSync(CDN_TEMPLATE, 'utf8')
    .replaceAll('@@LISTEN@@', o.listen)
    .replaceAll('@@ORIGIN@@', o.origin)
    .replaceAll('@@CACHE_PATH@@', o.cachePath)
    .replaceAll('@@ACCESS_LOG@@', o.accessLog);
}

const nginxBinary = () => {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error("nginx is not installed: apt-get install -y nginx (Debian's package; .ci/run installs it)");
};

/** The load balancer of deploy/nginx/site.conf.template in front of `servers` (host:port each). */
export function startNginx(servers: string[], listenPort?: number): Promise<TestNginx> {
  return runNginx('nginx-', listenPort, (o) => renderSiteConf({ ...o, servers }));
}

/**
 * The CDN stand-in of deploy/nginx/cdn.conf.template in front of `origin` (host:port: the load
 * balancer), its cache in its temporary folder (gone with `stop`).
 */
export function startCdn(origin: string, listenPort?: number): Promise<TestNginx> {
  return runNginx('cdn-', listenPort, (o) => renderCdnConf({ ...o, origin, cachePath: join(o.dir, 'cache') }));
}

async function runNginx(
  prefix: string,
  listenPort: number | undefined,
  render: (o: { listen: string; accessLog: string; dir: string }) => string,
): Promise<TestNginx> {
  const bin = nginxBinary();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, t));
  const port = listenPort ?? (await freePort());
  const accessLog = join(dir, 'access.log');
  const errorLog = join(dir, 'error.log');
  writeFileSync(join(dir, 'site.conf'), render({ listen: `127.0.0.1:${port}`, accessLog, dir }));
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 512; }
http {
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'site.conf')};
}
`,
  );
  const conf = join(dir, 'nginx.conf');
  try {
    execFileSync(bin, ['-t', '-q', '-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(bin, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const read = (f: string) => {
    try {
      return readFileSync(f, 'utf8');
    } catch {
      return '';
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGQUIT'); // graceful
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (child.exitCode !== null || Date.now() - started > 10_000) {
        const log = read(errorLog);
        await stop();
        throw new Error(`nginx did not come up on ${url}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, dir, process: child, accessLog: () => read(accessLog), errorLog: () => read(errorLog), stop };
}
