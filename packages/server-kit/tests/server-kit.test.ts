/**
 * The shared server kit (docs/decisions/0024): client addresses with trusted proxies, the one rate limiter
 * (memory, and Redis shared by two "servers"), the content-change broadcast on Redis, request ids.
 * Redis is a throwaway redis-server (scripts/lib/redis.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRedis, type TestRedis } from '../../../scripts/lib/redis';
import {
  type ContentChange,
  CONTENT_CHANNEL,
  clientAddress,
  createRateLimiter,
  currentRequestId,
  fetchWithRequestId,
  parseTrustedProxies,
  publishContentChange,
  redisProblem,
  requestIdFrom,
  runWithRequestId,
  subscribeContentChanges,
} from '../src/index';

describe('client address', () => {
  test('the forwarded address is believed only from a trusted proxy (CIDR ranges)', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.7');
    expect(clientAddress('10.1.2.3', '198.51.100.9', trusted)).toBe('198.51.100.9');
    expect(clientAddress('::ffff:192.0.2.7', '198.51.100.9', trusted)).toBe('198.51.100.9');
    // An untrusted peer: its own address, whatever it forwards.
    expect(clientAddress('203.0.113.5', '198.51.100.9', trusted)).toBe('203.0.113.5');
    // Chains of trusted proxies are walked from the right; a spoofed left-most entry is not reached.
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.9, 10.9.9.9', trusted)).toBe('198.51.100.9');
    expect(clientAddress('10.0.0.1', 'garbage', trusted)).toBe('10.0.0.1');
  });

  test('loopback by default; none trusts nobody; a bad range is refused', () => {
    const loopback = parseTrustedProxies('loopback');
    expect(clientAddress('127.0.0.1', '198.51.100.9', loopback)).toBe('198.51.100.9');
    expect(clientAddress('::1', '2001:db8::1', loopback)).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.1', '198.51.100.9', loopback)).toBe('10.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.9', parseTrustedProxies('none'))).toBe('127.0.0.1');
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('example.com')).toThrow(/not an IP/);
  });
});

describe('request ids', () => {
  test('a sane incoming id is kept; anything else is replaced by a new one', () => {
    expect(requestIdFrom('abc-123_x.y:z')).toBe('abc-123_x.y:z');
    for (const bad of ['', 'a b', 'x\nforged line', 'a'.repeat(129), undefined, null]) {
      const id = requestIdFrom(bad);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('calls made while handling a request carry its id (x-request-id)', async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers['x-request-id'] as string | undefined);
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const f = fetchWithRequestId();
    try {
      await runWithRequestId('req-1', async () => {
        await new Promise((r) => setTimeout(r, 5));
        expect(currentRequestId()).toBe('req-1');
        await (await f(url)).text();
      });
      await (await f(url)).text();
      expect(seen).toEqual(['req-1', undefined]);
    } finally {
      server.close();
    }
  });
});

describe('rate limiter', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await redis?.stop();
  });
  const client = () => {
    const c = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    clients.push(c);
    return c;
  };

  test('in memory: `points` per window, then refused with the seconds to wait', async () => {
    const limiter = createRateLimiter({ name: `m${Date.now()}`, points: 3, durationSeconds: 60 });
    expect(limiter.store).toBe('memory');
    for (let i = 0; i < 3; i++) expect((await limiter.consume('1.2.3.4')).ok).toBe(true);
    const refused = await limiter.consume('1.2.3.4');
    expect(refused.ok).toBe(false);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // Another key has its own count; another limiter in memory its own too.
    expect((await limiter.consume('5.6.7.8')).ok).toBe(true);
  });

  test('on Redis, two servers share one count (requests alternated)', async () => {
    const name = `r${Date.now()}`;
    const a = createRateLimiter({ name, points: 4, durationSeconds: 60, redis: client() });
    const b = createRateLimiter({ name, points: 4, durationSeconds: 60, redis: client() });
    expect(a.store).toBe('redis');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await (i % 2 ? b : a).consume('198.51.100.1')).ok);
    expect(answers).toEqual([true, true, true, true, false, false]);
    // Memory limiters (no REDIS_URL) would each have let 4 through.
    const m1 = createRateLimiter({ name, points: 4, durationSeconds: 60 });
    const m2 = createRateLimiter({ name, points: 4, durationSeconds: 60 });
    const alone = [];
    for (let i = 0; i < 6; i++) alone.push((await (i % 2 ? m2 : m1).consume('198.51.100.1')).ok);
    expect(alone).toEqual([true, true, true, true, true, true]);
  });
});

describe('content changes on Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  test('every subscriber hears a published change', async () => {
    const heard: [number, ContentChange | null][] = [];
    const subs = [0, 1].map((n) => subscribeContentChanges(redis.url, (change) => heard.push([n, change])));
    try {
      await Promise.all(subs.map((s) => s.subscribed));
      const change = { event: 'entry.publish', model: 'blog', uid: 'api::blog.blog' };
      expect(await publishContentChange(redis.url, change)).toBe(2);
      const until = Date.now() + 3000;
      while (heard.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(heard.sort(([a], [b]) => a - b)).toEqual([
        [0, change],
        [1, change],
      ]);
    } finally {
      await Promise.all(subs.map((s) => s.close()));
    }
  });

  test('readiness names an unreachable Redis', async () => {
    expect(await redisProblem(redis.url)).toBeNull();
    const down = await redisProblem('redis://127.0.0.1:1', 1500);
    expect(down).toMatch(/^Redis unreachable/);
  });

  test('the CMS publishes on the channel the servers subscribe to', () => {
    const cms = readFileSync(new URL('../../../apps/cms/src/bootstrap/webhooks.ts', import.meta.url), 'utf8');
    expect(cms).toContain(`CONTENT_CHANNEL = '${CONTENT_CHANNEL}'`);
  });
});
