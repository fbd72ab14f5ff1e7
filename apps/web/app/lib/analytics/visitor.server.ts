/**
 * Unique visitors without a cookie or a stored IP (docs/decisions/0041, the Plausible approach): a
 * visitor is hash(daily salt, site host, IP, user agent), cut to 16 hex digits. The salt is random,
 * changes every UTC day and is never written to the database: once a day is over and its salt
 * forgotten, no hash can be traced back to an address, and the same person gets another hash the
 * next day. Several site servers share the day's salt through Redis (REDIS_URL; first server's
 * random value, expiring after two days); without Redis each server has its own (a visitor who
 * reaches two servers the same day counts twice).
 */
import { createHash, randomBytes } from 'node:crypto';
import { processSingleton, sharedRedis } from '@site/server-kit';
import { env } from '~/config/env.server';

interface Salts {
  day: string;
  salt: Promise<string> | null;
}

const salts = () => processSingleton<Salts>('analytics-salt', () => ({ day: '', salt: null }));

async function sharedSalt(day: string): Promise<string> {
  const fresh = randomBytes(32).toString('hex');
  const { REDIS_URL } = env();
  if (!REDIS_URL) return fresh;
  try {
    const redis = sharedRedis(REDIS_URL);
    const key = `analytics:salt:${day}`;
    await redis.set(key, fresh, 'EX', 2 * 24 * 60 * 60, 'NX');
    return (await redis.get(key)) ?? fresh;
  } catch (error) {
    console.warn(`[analytics] shared salt unavailable, using this server's: ${String(error)}`);
    return fresh;
  }
}

function saltOf(day: string): Promise<string> {
  const s = salts();
  if (s.day !== day || !s.salt) {
    s.day = day;
    s.salt = sharedSalt(day);
  }
  return s.salt;
}

/** The visitor's hash for today ('' when the address is unknown). */
export async function visitorHash(ip: string | null, userAgent: string, host: string, now = Date.now()): Promise<string> {
  if (!ip) return '';
  const salt = await saltOf(new Date(now).toISOString().slice(0, 10));
  return createHash('sha256').update(`${salt}\n${host}\n${ip}\n${userAgent}`).digest('hex').slice(0, 16);
}
