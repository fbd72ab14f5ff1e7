/**
 * The nginx configuration of deploy/ (docs/decisions/0025), run by Debian's nginx in front of two
 * small upstream servers: round robin, the visitor address and request id passed on, a server that
 * refuses connections skipped, and a form POST cut off by a server resent to the other one while a
 * chat POST is not. And deploy/nginx/cdn.conf.template, the CDN stand-in in front of it: keyed on the
 * URL alone, keeping what the origin's Cache-Control allows, never a response with Set-Cookie, and
 * serving a stale page while it fetches the new one. (The full topology with the real parts:
 * scripts/topology-test.ts.)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderCdnConf, renderSiteConf, startCdn, startNginx, type TestNginx } from './nginx';

interface Seen {
  path: string;
  method: string;
  xff?: string;
  requestId?: string;
}

interface Upstream {
  server: Server;
  port: number;
  seen: Seen[];
}

/** How many of the next requests (whichever server gets them) have their connection destroyed unanswered. */
const cut = { remaining: 0 };

async function upstream(name: string): Promise<Upstream> {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push({
      path: req.url ?? '',
      method: req.method ?? '',
      xff: req.headers['x-forwarded-for'] as string | undefined,
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    req.resume();
    req.on('end', () => {
      if (cut.remaining > 0) {
        // A server going away after the request reached it.
        cut.remaining--;
        req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'text/plain');
      res.end(name);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

describe('deploy/nginx/site.conf.template', () => {
  let a: Upstream;
  let b: Upstream;
  let nginx: TestNginx;
  beforeAll(async () => {
    a = await upstream('A');
    b = await upstream('B');
    nginx = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
  });
  afterAll(async () => {
    await nginx?.stop();
    a?.server.close();
    b?.server.close();
  });
  const reset = () => {
    a.seen.length = 0;
    b.seen.length = 0;
  };

  test('renders with every placeholder filled', () => {
    const conf = renderSiteConf({ listen: '127.0.0.1:8080', servers: ['10.0.0.1:3000', '10.0.0.2:3000'], accessLog: '/var/log/x.log' });
    expect(conf).not.toContain('@@');
    expect(conf).toContain('server 10.0.0.2:3000 max_fails=1 fail_timeout=10s;');
  });

  test('round robin over both servers, with the visitor address and a request id', async () => {
    reset();
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${nginx.url}/page`, { headers: i === 0 ? { 'x-request-id': 'given-id-1' } : {} });
      answers.push(await res.text());
    }
    expect(answers.sort()).toEqual(['A', 'A', 'B', 'B']);
    const seen = [...a.seen, ...b.seen];
    expect(seen.every((s) => s.xff === '127.0.0.1')).toBe(true);
    expect(seen.map((s) => s.requestId)).toContain('given-id-1');
    expect(seen.filter((s) => s.requestId && /^[0-9a-f]{32}$/.test(s.requestId))).toHaveLength(3);
  });

  test('a form POST cut off by one server is resent to the other; a chat POST is not', async () => {
    reset();
    cut.remaining = 1;
    const form = await fetch(`${nginx.url}/api/contact`, { method: 'POST', body: '{"submission_id":"x"}' });
    expect(form.status).toBe(200);
    expect([...a.seen, ...b.seen].filter((s) => s.path === '/api/contact')).toHaveLength(2);
    reset();
    cut.remaining = 1;
    const chat = await fetch(`${nginx.url}/api/chat`, { method: 'POST', body: '{}' });
    expect(chat.status).toBe(502);
    expect([...a.seen, ...b.seen].filter((s) => s.path === '/api/chat')).toHaveLength(1);
    cut.remaining = 0;
  });
});

describe('deploy/nginx/cdn.conf.template', () => {
  /** What the origin answers per path: its Cache-Control, an optional Set-Cookie, and a body version. */
  const version = { n: 1 };
  const hits: string[] = [];
  let origin: Server;
  let cdn: TestNginx;
  beforeAll(async () => {
    origin = createServer((req, res) => {
      const url = req.url ?? '/';
      hits.push(url);
      res.setHeader('content-type', 'text/html');
      res.setHeader('vary', 'Accept-Encoding');
      if (url.startsWith('/cookie')) res.setHeader('set-cookie', 'x=1; Path=/');
      if (url.startsWith('/private')) res.setHeader('cache-control', 'private, no-cache');
      else if (url.startsWith('/api')) res.setHeader('cache-control', 'no-store');
      else if (url.startsWith('/short')) res.setHeader('cache-control', 'public, max-age=0, s-maxage=1, stale-while-revalidate=60');
      else res.setHeader('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      res.end(`${url} v${version.n}`);
    });
    await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
    cdn = await startCdn(`127.0.0.1:${(origin.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await cdn?.stop();
    origin?.close();
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${cdn.url}${path}`, { headers });
    return { status: res.headers.get('x-cache-status'), body: await res.text(), setCookie: res.headers.get('set-cookie') };
  };
  const count = (path: string) => hits.filter((h) => h === path).length;

  test('renders with every placeholder filled', () => {
    const conf = renderCdnConf({
      listen: '127.0.0.1:8081',
      origin: '127.0.0.1:8080',
      cachePath: '/var/cache/cdn',
      accessLog: '/var/log/cdn.log',
    });
    expect(conf).not.toContain('@@');
    expect(conf).toContain('proxy_cache_key $scheme$host$request_uri;');
    // The origin's Cache-Control decides: nothing overrides or ignores it.
    expect(conf).not.toMatch(/^\s*proxy_cache_valid|^\s*proxy_ignore_headers/m);
  });

  test('keyed on the URL alone: cookies and referers share the entry, a query is another one', async () => {
    expect((await get('/es/page')).status).toBe('MISS');
    expect(await get('/es/page', { cookie: 'lang=en; _ga=GA1.1.1.1' })).toEqual({ status: 'HIT', body: '/es/page v1', setCookie: null });
    expect((await get('/es/page', { referer: 'https://news.example/' })).status).toBe('HIT');
    expect((await get('/es/page?utm_source=news')).status).toBe('MISS');
    expect((await get('/es/page?utm_source=news')).status).toBe('HIT');
    expect(count('/es/page')).toBe(1);
  });

  test('never keeps a response with Set-Cookie, a private one or a no-store one', async () => {
    for (const path of ['/cookie', '/private', '/api/x']) {
      const first = await get(path);
      const second = await get(path);
      expect([first.status, second.status], path).toEqual(['MISS', 'MISS']);
      expect(count(path), path).toBe(2);
    }
    expect((await get('/cookie')).setCookie).toBe('x=1; Path=/');
  });

  test('after s-maxage, the stale page is served while the new one is fetched in the background', async () => {
    expect(await get('/short')).toMatchObject({ status: 'MISS', body: '/short v1' });
    version.n = 2;
    // nginx counts whole seconds and a page is stale only once its second of validity is over:
    // s-maxage=1 has surely run out after 2 s.
    await new Promise((r) => setTimeout(r, 2100));
    const stale = await get('/short');
    expect(['STALE', 'UPDATING']).toContain(stale.status);
    expect(stale.body).toBe('/short v1');
    let fresh = await get('/short');
    for (let i = 0; i < 50 && fresh.body !== '/short v2'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      fresh = await get('/short');
    }
    expect(fresh).toMatchObject({ status: 'HIT', body: '/short v2' });
  });
});
