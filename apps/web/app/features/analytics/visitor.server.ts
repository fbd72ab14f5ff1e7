/**
 * Unique visitors without a cookie or a stored IP (docs/decisions/0041, the Plausible approach): a
 * visitor is hash(daily salt, IP, user agent), cut to 16 hex digits. The salt is random and changes
 * every day of the firm's time zone (the CMS says which day it is and when it ends: docs/decisions/0090);
 * it belongs to this site's CMS, so it also stands for the site (Plausible adds the
 * site's domain because one salt serves all its sites). The CMS keeps it (`GET /api/site-analytics/salt`)
 * for today and yesterday only, so every site server hashes a visitor alike, with or without Redis;
 * once a day's salt is deleted, no hash of that day can be traced back to an address, and the same person gets another
 * hash the next day. Each server asks once a day. While the CMS cannot be reached, a server uses a
 * salt of its own for a minute and asks again (a visitor it sees then may count twice that day).
 */
import { createHash, randomBytes } from 'node:crypto';
import { toCms } from './queue.server';

const SALT_PATH = '/api/site-analytics/salt';
/** How long a server's own salt stands in for the CMS's after a failed request. */
const RETRY_MS = 60_000;

interface Salts {
  salt: Promise<string> | null;
  /** Until when the salt is used: the end of its day in the firm's zone, or a minute for a stand-in. */
  until: number;
}

const salts: Salts = { salt: null, until: 0 };

async function cmsSalt(s: Salts): Promise<string> {
  try {
    const res = await toCms(SALT_PATH, 5000);
    const data = ((await res.json()) as { data?: { salt?: unknown; until?: unknown } }).data;
    if (typeof data?.salt !== 'string' || data.salt.length < 32 || typeof data.until !== 'number') throw new Error('CMS sent no salt');
    s.until = data.until;
    return data.salt;
  } catch (error) {
    console.warn(`[analytics] shared salt unavailable, using this server's for a minute: ${String(error)}`);
    s.until = Date.now() + RETRY_MS;
    return randomBytes(32).toString('hex');
  }
}

function saltOf(now: number): Promise<string> {
  if (!salts.salt || now >= salts.until) {
    // Until the answer comes, the next requests wait for the same one.
    salts.until = Number.POSITIVE_INFINITY;
    salts.salt = cmsSalt(salts);
  }
  return salts.salt;
}

/** The visitor's hash for today ('' when the address is unknown). */
export async function visitorHash(ip: string | null, userAgent: string, now = Date.now()): Promise<string> {
  if (!ip) return '';
  const salt = await saltOf(now);
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex').slice(0, 16);
}
