/**
 * Abuse limit of the document requests (docs/decisions/0008): each one e-mails a PDF to the address typed in,
 * so at most DOWNLOAD_LIMIT_PER_EMAIL per address and DOWNLOAD_LIMIT_PER_IP per visitor IP are sent
 * in any 24 hours (defaults 3 and 10). Counted per distinct submission_id, so a retried submission
 * costs nothing. With REDIS_URL the count is kept in Redis, shared by every site server (one sorted set
 * per address and per IP, checked and added in one script: two servers cannot both take the last
 * one); without it, or while Redis does not answer, in this server's memory.
 */
import { sharedRedis } from '@site/server-kit';
import { env } from '~/config/env.server';
import { Refusal } from './submissions.server';

const DAY_MS = 24 * 60 * 60 * 1000;
/** key → submission_id → when it was counted. */
const seen = new Map<string, Map<string, number>>();
let lastSweep = Date.now();

function recent(key: string, now: number): Map<string, number> {
  const entries = seen.get(key) ?? new Map<string, number>();
  for (const [id, at] of entries) if (now - at >= DAY_MS) entries.delete(id);
  seen.set(key, entries);
  return entries;
}

function sweep(now: number): void {
  if (now - lastSweep < 60 * 60 * 1000) return;
  lastSweep = now;
  for (const [key, entries] of seen) {
    for (const [id, at] of entries) if (now - at >= DAY_MS) entries.delete(id);
    if (entries.size === 0) seen.delete(key);
  }
}

/** What a quota check found: counted (or already counted), or which share is used up. */
type Verdict = 'ok' | 'email' | 'ip';

function takeInMemory(emailKey: string, ipKey: string, submissionId: string, perEmail: number, perIp: number, now: number): Verdict {
  sweep(now);
  const byEmail = recent(emailKey, now);
  const byIp = recent(ipKey, now);
  if (byEmail.has(submissionId) || byIp.has(submissionId)) return 'ok';
  if (byEmail.size >= perEmail) return 'email';
  if (byIp.size >= perIp) return 'ip';
  byEmail.set(submissionId, now);
  byIp.set(submissionId, now);
  return 'ok';
}

/** KEYS: the address's and the IP's sets; ARGV: now, window (ms), submission id, limits. 0 ok, 1 address, 2 IP. */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
for i = 1, 2 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window) end
if redis.call('ZSCORE', KEYS[1], ARGV[3]) or redis.call('ZSCORE', KEYS[2], ARGV[3]) then return 0 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[i], window)
end
return 0`;

async function takeInRedis(
  url: string,
  emailKey: string,
  ipKey: string,
  submissionId: string,
  perEmail: number,
  perIp: number,
  now: number,
): Promise<Verdict> {
  const answer = await sharedRedis(url).eval(
    TAKE_SCRIPT,
    2,
    `site:download-quota:${emailKey}`,
    `site:download-quota:${ipKey}`,
    String(now),
    String(DAY_MS),
    submissionId,
    String(perEmail),
    String(perIp),
  );
  return answer === 1 ? 'email' : answer === 2 ? 'ip' : 'ok';
}

/** Counts a document request, or throws a 429 Refusal when the address or the IP has had its share today. */
export async function takeDownloadQuota(email: string, ip: string, submissionId: string, now = Date.now()): Promise<void> {
  const { DOWNLOAD_LIMIT_PER_EMAIL: perEmail, DOWNLOAD_LIMIT_PER_IP: perIp, REDIS_URL } = env();
  const emailKey = `email:${email.trim().toLowerCase()}`;
  const ipKey = `ip:${ip}`;
  let verdict: Verdict;
  try {
    verdict = REDIS_URL
      ? await takeInRedis(REDIS_URL, emailKey, ipKey, submissionId, perEmail, perIp, now)
      : takeInMemory(emailKey, ipKey, submissionId, perEmail, perIp, now);
  } catch (error) {
    // Redis not answering: this server counts on its own until it is back (as the rate limiter does).
    console.warn(`[web] download quota counted in memory: Redis failed (${error instanceof Error ? error.message : String(error)})`);
    verdict = takeInMemory(emailKey, ipKey, submissionId, perEmail, perIp, now);
  }
  if (verdict === 'email') {
    throw new Refusal(429, `Too many documents requested for this e-mail address today (at most ${perEmail}): please try again tomorrow`);
  }
  if (verdict === 'ip') {
    throw new Refusal(429, `Too many documents requested from this network today (at most ${perIp}): please try again tomorrow`);
  }
}
