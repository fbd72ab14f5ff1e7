/**
 * Operations of the site server (docs/decisions/0014), on the production server (React Router's server build, as
 * the stack starts it): a bad configuration stops it at start with a clear message; `/readyz`
 * answers 503 with the reason when the CMS is unreachable (and 200 on the stack's CMS); SIGTERM lets
 * a slow request in flight, and an e-mail still being sent after its answer, finish before the
 * process exits, within SHUTDOWN_TIMEOUT_SECONDS.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { publishContentChange } from '@site/server-kit';
import { startRedis } from '../../../scripts/lib/redis';
import { ROOT, runUntilExit, webServerJs } from '../../../scripts/lib/stack';
import { contactPayload, freePort, postJson, startSite } from './forms-site';

const stack = () => inject('stack');
const WEB_DIR = join(ROOT, 'apps/web');

/** Runs the compiled server with the given environment until it exits (it must, on a bad configuration). */
const runWebUntilExit = (env: Record<string, string>) => runUntilExit(webServerJs(), WEB_DIR, { WEB_HOST: '127.0.0.1', ...env });

/** A stand-in CMS whose media answers after `delayMs` (a slow request in flight through the site's media proxy). */
async function slowCms(delayMs: number): Promise<{ url: string; started: Promise<void>; close: () => Promise<void> }> {
  let markStarted: () => void = () => {};
  const started = new Promise<void>((r) => {
    markStarted = r;
  });
  const server: Server = createServer((req, res) => {
    if (!req.url?.startsWith('/uploads/')) {
      res.writeHead(404).end();
      return;
    }
    markStarted();
    setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('slow-media-bytes')), delayMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    started,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The log file is written asynchronously: what the process printed last may land just after its exit. */
async function logsMatch(logs: () => string, pattern: RegExp): Promise<void> {
  for (let i = 0; i < 20 && !pattern.test(logs()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(logs()).toMatch(pattern);
}

describe('site operations', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  test('a bad configuration stops the server at start with a clear message', async () => {
    const { code, output } = await runWebUntilExit({ WEB_PORT: String(await freePort()), CMS_URL: 'not a url', SMTP_PORT: '70000' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/Invalid site configuration: .*CMS_URL/);
    expect(output).toMatch(/SMTP_PORT/);
    expect(output).toMatch(/Refusing to start/);
    expect(output).not.toMatch(/listening/);
  });

  test('/readyz: 200 on the stack, 503 with the reason when the CMS is unreachable; /healthz stays 200', async () => {
    const ready = await fetch(`${stack().webUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const site = await startSite(stack(), { CMS_URL: `http://127.0.0.1:${await freePort()}` });
    cleanup.push(site.stop);
    const res = await fetch(`${site.url}/readyz`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; reason: string };
    expect(body.status).toBe('unavailable');
    expect(body.reason).toMatch(/CMS unreachable/);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });

  test('/readyz: 503 when the CMS refuses the token', async () => {
    const site = await startSite(stack(), { CMS_API_TOKEN: 'not-the-site-token' });
    cleanup.push(site.stop);
    const res = await fetch(`${site.url}/readyz`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { reason: string }).reason).toMatch(/refused the site's token \(40[13]\)/);
  });

  test('SIGTERM: a slow request in flight completes, new connections are refused, then the process exits 0', async () => {
    const cms = await slowCms(2000);
    cleanup.push(cms.close);
    const site = await startSite(stack(), { CMS_URL: cms.url });
    cleanup.push(site.stop);
    const inFlight = fetch(`${site.url}/uploads/slow.png`);
    await cms.started;
    site.signal('SIGTERM');
    const exited = site.exited;
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('slow-media-bytes');
    expect(await exited).toBe(0);
    await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
    await logsMatch(site.logs, /SIGTERM: finishing the requests and e-mails in flight[\s\S]*\[web\] stopped/);
  });

  test('SIGTERM: past SHUTDOWN_TIMEOUT_SECONDS the process exits anyway (non-zero)', async () => {
    const cms = await slowCms(20_000);
    cleanup.push(cms.close);
    const site = await startSite(stack(), { CMS_URL: cms.url, SHUTDOWN_TIMEOUT_SECONDS: '1' });
    cleanup.push(site.stop);
    const inFlight = fetch(`${site.url}/uploads/stuck.png`).catch((error: unknown) => error);
    await cms.started;
    const signalled = Date.now();
    site.signal('SIGTERM');
    expect(await site.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5000);
    await inFlight;
    await logsMatch(site.logs, /still busy after 1 s: exiting anyway/);
  });

  test('SIGTERM: an e-mail still being sent after the answer is delivered before the process exits', async () => {
    // The relay holds the message 11 s: longer than the answer waits for it (8 s), so it goes on in the background.
    let delivered = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            delivered += 1;
            callback();
          }, 11_000),
        );
      },
    });
    const smtpPort = await freePort();
    await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', () => r()));
    cleanup.push(() => new Promise<void>((r) => smtp.close(() => r())));
    const site = await startSite(stack(), { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), MAIL_TO: 'inbox@firm.test' });
    cleanup.push(site.stop);

    const res = await postJson(`${site.url}/api/contact`, contactPayload());
    expect(res.status).toBe(200);
    expect(delivered).toBe(0);
    site.signal('SIGTERM');
    expect(await site.exited).toBe(0);
    expect(delivered).toBe(1);
    await logsMatch(site.logs, /e-mail sent[\s\S]*\[web\] stopped/);
  }, 40_000);

  test('with REDIS_URL: /readyz checks Redis, two servers share the form rate limit and the download quota, a broadcast change drops the cache', async () => {
    const redis = await startRedis();
    cleanup.push(redis.stop);
    const env = { REDIS_URL: redis.url, FORMS_RATE_LIMIT_MAX: '4', CONTENT_CACHE_TTL_SECONDS: '3600', DOWNLOAD_LIMIT_PER_EMAIL: '2' };
    const [a, b] = await Promise.all([startSite(stack(), env), startSite(stack(), env)]);
    if (!a || !b) throw new Error('site servers did not start');
    cleanup.push(a.stop, b.stop);
    expect(await (await fetch(`${a.url}/readyz`)).json()).toEqual({ status: 'ready' });

    // Alternated between the two servers: the fifth request from one visitor is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await postJson(`${(i % 2 ? b : a).url}/api/lead`, {}, { 'x-forwarded-for': '203.0.113.21' });
      await res.body?.cancel();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);

    // The documents one address may receive a day (2 here) are counted once for both servers; a
    // retried submission costs nothing.
    const cards = await fetch(`${stack().cmsUrl}/api/download-cards?pagination[pageSize]=1&sort[0]=id:asc`, {
      headers: { authorization: `Bearer ${stack().siteToken}` },
    });
    const card = ((await cards.json()) as { data: Array<{ id: number }> }).data[0]?.id;
    const email = `quota.${randomUUID().slice(0, 8)}@example.com`;
    const first = randomUUID();
    const quota: number[] = [];
    for (const [site, id] of [
      [a, first],
      [b, first],
      [a, randomUUID()],
      [b, randomUUID()],
    ] as const) {
      const res = await postJson(
        `${site.url}/api/download-request`,
        { card, email, language: 'en', website: '', submission_id: id },
        { 'x-forwarded-for': '203.0.113.22' },
      );
      const text = await res.text();
      quota.push(res.status);
      if (res.status === 429) expect(text).toMatch(/e-mail address/);
    }
    expect(quota).toEqual([200, 200, 200, 429]);

    // Each server hears the change on Redis and drops its content cache.
    await fetch(`${a.url}/es/`);
    expect(await publishContentChange(redis.url, { event: 'entry.publish', model: 'home', uid: 'api::home.home' })).toBeGreaterThanOrEqual(
      2,
    );
    for (const site of [a, b]) await logsMatch(site.logs, /"event":"entry\.publish"[^\n]*content cache dropped/);

    // Redis gone: not ready, with the reason; alive all the same.
    await redis.stop();
    const res = await fetch(`${a.url}/readyz`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { reason: string }).reason).toMatch(/Redis unreachable/);
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
  }, 90_000);

  test('one JSON log line per request with its request id, passed on to the CMS', async () => {
    const site = await startSite(stack());
    cleanup.push(site.stop);
    const id = `ops-${Date.now()}`;
    // A new server has nothing cached: the page reads the CMS with this request's id.
    const res = await fetch(`${site.url}/en/`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    await res.text();
    await logsMatch(site.logs, new RegExp(`"requestId":"${id}"`));
    const line = site
      .logs()
      .split('\n')
      .find((l) => l.includes(`"requestId":"${id}"`) && l.includes('"msg":"request"'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ service: 'web', method: 'GET', path: '/en/', status: 200, requestId: id });
    // A forged id (a line break) is replaced by a new one.
    const forged = await fetch(`${site.url}/healthz`, { headers: { 'x-request-id': 'a b' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // The CMS logged its own request line with the same id.
    const cmsLog = join(stack().dataDir, 'logs', 'cms.log');
    for (let i = 0; i < 20 && !readFileSync(cmsLog, 'utf8').includes(`"requestId":"${id}"`); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(readFileSync(cmsLog, 'utf8')).toMatch(new RegExp(`"service":"cms"[^\\n]*"requestId":"${id}"`));
  });
});
