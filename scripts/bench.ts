/**
 * `npm run bench` (docs/decisions/0020): warm requests/s and latency of the site's cached pages (home, the
 * blog list, a service page, each at its address in both languages, a blog post and a success case)
 * against a bare Node http server that sends the very same bytes (status,
 * headers, compressed body), measured in the same run on the same machine, with the same loopback
 * load generator at 20 connections. Prints, per page, both rates, their ratio and the p99.
 *
 * The site under test: the running stack's (STACK_WEB_URL), else a throwaway stack started here
 * and stopped at the end. Bounded: BENCH_SECONDS per page and server (default 5, in BENCH_ROUNDS
 * alternating rounds, default 4, after a 1 s warm-up), at most BENCH_MAX_REQUESTS requests per
 * round (default 300000), loopback addresses only.
 * Requests are a returning visitor's (a chosen language's cookie and another site's, Accept-Encoding
 * with br): no page varies on them (docs/decisions/0031).
 * Then the site server's resident memory before and after BENCH_MEMORY_REQUESTS (default 10,000)
 * requests over every page of the sitemap in both languages, 20 at a time (the goal: ≤ 250 MB after).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackFromEnv, startTestStack } from './lib/test-stack';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS || 300_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 4));
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS || 10_000);
/** The language addresses measured (docs/decisions/0031); a blog post and a success case are added from the lists. */
const PAGES = ['/en/', '/es/', '/en/blog', '/es/blog', '/en/servicio-sap', '/es/servicio-sap'];
const REQUEST_HEADERS: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  cookie: 'lang=en; _ga=GA1.1.123.456',
  'user-agent': 'Mozilla/5.0 (bench) Chrome/131.0',
};

interface Captured {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

function assertLoopback(url: URL): void {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`bench: ${url.host} is not a loopback address`);
}

/** One request, the answer kept as sent (still compressed): the bytes the bare server will send. */
function capture(base: URL, path: string): Promise<Captured> {
  return new Promise((resolveCapture, reject) => {
    const req = httpGet(new URL(path, base), { headers: REQUEST_HEADERS, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Array<[string, string]> = [];
        for (const [k, v] of Object.entries(res.headers)) {
          if (v === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) continue;
          for (const one of Array.isArray(v) ? v : [v]) headers.push([k, one]);
        }
        resolveCapture({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`bench: ${path} timed out`)));
  });
}

interface Result {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  latencies: number[];
}

/**
 * The site and the bare server measured in alternation (BENCH_ROUNDS rounds of SECONDS / rounds
 * each, after a one-second warm-up of both), so a change of the machine's load in the middle of the
 * run weighs on both alike.
 */
async function compare(site: URL, bare: URL, path: string): Promise<{ site: Result; bare: Result }> {
  await load(site, path, 1);
  await load(bare, path, 1);
  const parts: { site: Result[]; bare: Result[] } = { site: [], bare: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    parts.site.push(await load(site, path, SECONDS / ROUNDS));
    parts.bare.push(await load(bare, path, SECONDS / ROUNDS));
  }
  const merge = (rs: Result[]): Result => {
    const latencies = rs.flatMap((r) => r.latencies);
    const sorted = Float64Array.from(latencies).sort();
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    const seconds = rs.reduce((t, r) => t + r.seconds, 0);
    return {
      requests: latencies.length,
      seconds,
      rps: latencies.length / seconds,
      p50: at(0.5),
      p99: at(0.99),
      errors: rs.reduce((t, r) => t + r.errors, 0),
      latencies,
    };
  };
  return { site: merge(parts.site), bare: merge(parts.bare) };
}

/**
 * A small load generator: CONNECTIONS keep-alive sockets, one request in flight on each (no
 * pipelining), responses framed by Content-Length; until SECONDS pass or MAX_REQUESTS are answered.
 */
function load(base: URL, path: string, seconds = SECONDS): Promise<Result> {
  const request = Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: ${base.host}\r\n${Object.entries(REQUEST_HEADERS)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
  );
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  return new Promise((resolveAll) => {
    let open = CONNECTIONS;
    const finish = () => {
      open -= 1;
      if (open > 0) return;
      const seconds = (performance.now() - started) / 1000;
      const sorted = Float64Array.from(latencies).sort();
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
      resolveAll({ requests: latencies.length, seconds, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, latencies });
    };
    for (let c = 0; c < CONNECTIONS; c += 1) {
      const socket = connect(Number(base.port), base.hostname);
      socket.setNoDelay(true);
      let buffer: Buffer = Buffer.alloc(0);
      let t0 = 0;
      let need = -1;
      const next = () => {
        if (performance.now() >= deadline || sent >= MAX_REQUESTS) {
          socket.end();
          return;
        }
        sent += 1;
        t0 = performance.now();
        socket.write(request);
      };
      socket.on('connect', next);
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          if (need < 0) {
            const end = buffer.indexOf('\r\n\r\n');
            if (end < 0) return;
            const head = buffer.subarray(0, end).toString('latin1');
            const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
            if (!length || !head.startsWith('HTTP/1.1 200')) {
              errors += 1;
              socket.destroy();
              return;
            }
            need = end + 4 + Number(length[1]);
          }
          if (buffer.length < need) return;
          latencies.push(performance.now() - t0);
          buffer = buffer.subarray(need);
          need = -1;
          next();
        }
      });
      socket.on('error', () => {
        errors += 1;
      });
      socket.on('close', finish);
    }
  });
}

/** The bare server: a separate Node process (like the site) answering each path with its captured bytes. */
async function startBare(pages: Record<string, Captured>): Promise<{ url: URL; stop: () => void; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const file = join(dir, 'pages.json');
  writeFileSync(
    file,
    JSON.stringify(Object.fromEntries(Object.entries(pages).map(([p, c]) => [p, { ...c, body: c.body.toString('base64') }]))),
  );
  const code = `
    const http = require('node:http');
    const pages = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    for (const p of Object.values(pages)) p.body = Buffer.from(p.body, 'base64');
    const server = http.createServer((req, res) => {
      const page = pages[req.url];
      if (!page) { res.statusCode = 404; res.end(); return; }
      for (const [k, v] of page.headers) res.setHeader(k, v);
      res.statusCode = page.status;
      res.end(page.body);
    });
    server.keepAliveTimeout = 65000;
    server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));`;
  // Started like the stack starts the site (scripts/lib/stack.ts: detached, its own session), so the
  // scheduler treats both servers alike.
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const port = await new Promise<number>((resolvePort, reject) => {
    child.stdout.once('data', (d: Buffer) => resolvePort(Number(d.toString().trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: new URL(`http://127.0.0.1:${port}`), stop: () => child.kill('SIGTERM'), dir };
}

/** The first address on `list` that starts with `prefix` (a blog post, a success case). */
async function firstLink(base: URL, list: string, prefix: string): Promise<string> {
  const html = await (await fetch(new URL(list, base))).text();
  const href = new RegExp(`href="(${prefix}[^"#?]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`bench: no ${prefix} link on ${list}`);
  return href;
}

/** The resident memory of the process listening on the site's port (Linux: ss and /proc), in MB. */
function residentMb(port: string): number | null {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) return null;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
}

/** `count` GET requests over `paths` in turn, `CONNECTIONS` at a time; the number of non-2xx answers. */
async function mixed(base: URL, paths: string[], count: number): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      const path = paths[next % paths.length] ?? '/en/';
      next += 1;
      const res = await fetch(new URL(path, base), { headers: REQUEST_HEADERS, redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return failed;
}

const existing = stackFromEnv();
const started = existing ? null : await startTestStack();
const site = new URL((existing ?? started?.info)?.webUrl ?? '');
assertLoopback(site);
let bare: Awaited<ReturnType<typeof startBare>> | null = null;
try {
  PAGES.push(await firstLink(site, '/en/blog', '/en/blog-details/'), await firstLink(site, '/es/casos-de-exito', '/es/casos-de-exito/'));
  const pages: Record<string, Captured> = {};
  for (const path of PAGES) {
    await capture(site, path);
    const warm = await capture(site, path);
    const cache = warm.headers.find(([k]) => k === 'x-cache')?.[1];
    if (warm.status !== 200 || cache !== 'HIT')
      throw new Error(`bench: ${path} is not served from the page cache (${warm.status}, X-Cache ${cache})`);
    pages[path] = warm;
  }
  bare = await startBare(pages);
  console.log(
    `bench: ${CONNECTIONS} connections, ${SECONDS} s per page and server in ${ROUNDS} alternating rounds, loopback; load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const rows: string[][] = [];
  for (const path of PAGES) {
    const { site: s, bare: b } = await compare(site, bare.url, path);
    const enc = pages[path]?.headers.find(([k]) => k === 'content-encoding')?.[1] ?? 'identity';
    rows.push([
      path,
      `${pages[path]?.body.length ?? 0} B ${enc}`,
      s.rps.toFixed(0),
      b.rps.toFixed(0),
      `${((100 * s.rps) / b.rps).toFixed(0)} %`,
      `${s.p99.toFixed(1)} ms`,
      `${b.p99.toFixed(1)} ms`,
      `${s.errors + b.errors}`,
    ]);
  }
  const head = ['page', 'bytes', 'site req/s', 'bare req/s', 'ratio', 'site p99', 'bare p99', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; goals: ratio ≥ 50 %, site p99 ≤ 50 ms`,
  );

  // Memory: every page of the sitemap, both languages, and their .data, mixed.
  const sitemap = await (await fetch(new URL('/sitemap.xml', site))).text();
  const every = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replace(/&amp;/g, '&')).pathname);
  const mix = [...every, ...every.map((p) => (p.endsWith('/') ? `${p.slice(0, -1)}.data` : `${p}.data`))];
  const before = residentMb(site.port);
  const failed = await mixed(site, mix, MEMORY_REQUESTS);
  const after = residentMb(site.port);
  console.log(
    `memory: site server resident ${before ?? '?'} MB before, ${after ?? '?'} MB after ${MEMORY_REQUESTS} mixed requests over ${mix.length} addresses (${failed} not 200); goal ≤ 250 MB`,
  );
} finally {
  if (bare) {
    bare.stop();
    rmSync(bare.dir, { recursive: true, force: true });
  }
  await started?.stop();
}
