/**
 * Per-client rate limit of the form endpoints: at most FORMS_RATE_LIMIT_MAX requests per
 * FORMS_RATE_LIMIT_WINDOW_SECONDS for each endpoint and client IP. The one rate limiter of the site
 * and the chat service (@site/server-kit): counted in Redis when REDIS_URL is set (every site server
 * shares the count), else in this server's memory.
 */
import { createRateLimiter, type RateDecision, type RateLimiter, sharedRedis } from '@site/server-kit';
import { env } from '~/config/env.server';

let created: RateLimiter | null = null;
/** Made on first use, from the configuration (checked at start). */
function limiter(): RateLimiter {
  if (!created) {
    const { FORMS_RATE_LIMIT_MAX: points, FORMS_RATE_LIMIT_WINDOW_SECONDS: durationSeconds, REDIS_URL } = env();
    created = createRateLimiter({ name: 'forms', points, durationSeconds, redis: REDIS_URL ? sharedRedis(REDIS_URL) : null });
  }
  return created;
}

/** Counts one request of `key` (endpoint and client IP). */
export function rateLimit(key: string): Promise<RateDecision> {
  return limiter().consume(key);
}
