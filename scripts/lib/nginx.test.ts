/**
 * The nginx configuration of deploy/ (docs/decisions/0025), run by Debian's nginx in front of two
 * small upstream servers: round robin, the visitor address and request id passed on, a server that
 * refuses connections skipped, and a form POST cut off by a server resent to the other one while a
 * chat POST is not. (The full topology with the real parts: scripts/topology-test.ts.)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderSiteConf, startNginx, type TestNginx } from './nginx';

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
