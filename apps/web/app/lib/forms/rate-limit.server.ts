/**
 * Per-client rate limit of the form endpoints: at most FORMS_RATE_LIMIT_MAX requests per
 * FORMS_RATE_LIMIT_WINDOW_SECONDS for each endpoint and client IP (a sliding window kept in this
 * server's memory; several site servers each count their own).
 */
import { env } from '~/config/env.server';

const hits = new Map<string, number[]>();
let lastSweep = Date.now();

export interface RateDecision {
  ok: boolean;
  /** Seconds until the next request would be allowed (when refused). */
  retryAfter: number;
}

export function rateLimit(key: string, now = Date.now()): RateDecision {
  const { FORMS_RATE_LIMIT_MAX: max, FORMS_RATE_LIMIT_WINDOW_SECONDS: seconds } = env();
  const windowMs = seconds * 1000;
  sweep(now, windowMs);
  const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
  if (recent.length >= max) {
    hits.set(key, recent);
    const oldest = recent[0] ?? now;
    return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
  recent.push(now);
  hits.set(key, recent);
  return { ok: true, retryAfter: 0 };
}

/** Forgets clients whose window has passed (at most once a minute), so memory stays bounded. */
function sweep(now: number, windowMs: number): void {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  for (const [key, times] of hits) {
    if (!times.some((t) => now - t < windowMs)) hits.delete(key);
  }
}
