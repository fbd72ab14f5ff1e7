/**
 * Operations of the chat service (docs/decisions/0014): /healthz (liveness) and /readyz (the CMS answers the
 * service's token, else 503 with the reason); the compiled service (dist/server.js) refuses a bad
 * configuration at start; graceful shutdown lets a request in flight finish.
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CHAT_SERVER_JS, freePort, ROOT, runUntilExit } from '../../../scripts/lib/stack';
import { closeGracefully } from '../src/server';
import { chatAuth, startService } from './helpers';

const services: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  for (const s of services) await s.close();
});

describe('chat operations', () => {
  test('/healthz 200; /readyz 200 on the stack, 503 with the reason when the CMS is unreachable or refuses the token', async () => {
    const ok = await startService();
    services.push(ok);
    expect((await fetch(`${ok.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${ok.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const down = await startService({ CMS_URL: `http://127.0.0.1:${await freePort()}` });
    services.push(down);
    expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
    const res = await fetch(`${down.url}/readyz`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { reason: string }).reason).toMatch(/CMS unreachable/);

    const refused = await startService({ CMS_API_TOKEN: 'not-the-token' });
    services.push(refused);
    const r = await fetch(`${refused.url}/readyz`);
    expect(r.status).toBe(503);
    expect(((await r.json()) as { reason: string }).reason).toMatch(/CMS refused the token \(40[13]\)/);
  });

  test('a bad configuration stops the compiled service at start with a clear message', async () => {
    const { code, output } = await runUntilExit(CHAT_SERVER_JS, join(ROOT, 'apps/chat'), { CHAT_PORT: 'not-a-port', CMS_URL: 'nope' });
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid chat configuration: .*CHAT_PORT.*CMS_URL|Invalid chat configuration: .*CMS_URL/);
    expect(output).toMatch(/Refusing to start/);
  });

  test('graceful close: a request in flight finishes, then the server closes', async () => {
    const chat = await startService();
    // A body sent slowly keeps the request in flight while the server is asked to close.
    const { port } = new URL(chat.url);
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/Chat/Send', method: 'POST', headers: { 'content-type': 'application/json', ...chatAuth } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"contextUrl":');
      setTimeout(() => req.end('"x","message":"[]"}'), 600);
    });
    await new Promise((r) => setTimeout(r, 200));
    const closed = closeGracefully(chat.server, 5);
    // Read to the end and answered (400: not this CMS's contextUrl), although the close began while it was in flight.
    expect(await answer).toBe(400);
    expect(await closed).toBe(true);
    await expect(fetch(`${chat.url}/healthz`)).rejects.toThrow();
  });
});
