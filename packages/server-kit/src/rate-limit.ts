/**
 * The one rate limiter of the site and the chat service (rate-limiter-flexible): at most `points`
 * requests per key in a fixed window of `durationSeconds` that starts at the key's first request.
 * Counted in Redis when a client is given (every server shares the count), else in this process's
 * memory. While Redis is unreachable each server counts in its own memory (the library's
 * insurance limiter) rather than refusing or letting everything through.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateDecision {
  ok: boolean;
  /** Seconds until the next request would be allowed (when refused; at least 1), else 0. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one request of `key`. */
  consume(key: string): Promise<RateDecision>;
  /** Where the count is kept. */
  readonly store: 'redis' | 'memory';
}

interface RateLimitOptions {
  /** The limit's name: keeps the counts of different limits apart (Redis key prefix). */
  name: string;
  points: number;
  durationSeconds: number;
  /** Shared counts (REDIS_URL set); omitted: this process's memory. */
  redis?: Redis | null;
}

export function createRateLimiter({ name, points, durationSeconds, redis }: RateLimitOptions): RateLimiter {
  const memory = new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration: durationSeconds });
  const limiter = redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${name}`, points, duration: durationSeconds, insuranceLimiter: memory })
    : memory;
  return {
    store: redis ? 'redis' : 'memory',
    async consume(key: string): Promise<RateDecision> {
      try {
        await limiter.consume(key);
        return { ok: true, retryAfter: 0 };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { ok: false, retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        throw refusal;
      }
    },
  };
}
