/**
 * Abuse limit of the document requests (issue 11): each one e-mails a PDF to the address typed in,
 * so at most DOWNLOAD_LIMIT_PER_EMAIL per address and DOWNLOAD_LIMIT_PER_IP per visitor IP are sent
 * in any 24 hours (defaults 3 and 10). Counted per distinct submission_id, so a retried submission
 * costs nothing. Kept in this server's memory (several site servers each count their own).
 */
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

/** Counts a document request, or throws a 429 Refusal when the address or the IP has had its share today. */
export function takeDownloadQuota(email: string, ip: string, submissionId: string, now = Date.now()): void {
  const { DOWNLOAD_LIMIT_PER_EMAIL: perEmail, DOWNLOAD_LIMIT_PER_IP: perIp } = env();
  sweep(now);
  const byEmail = recent(`email:${email.trim().toLowerCase()}`, now);
  const byIp = recent(`ip:${ip}`, now);
  if (byEmail.has(submissionId) || byIp.has(submissionId)) return;
  if (byEmail.size >= perEmail) {
    throw new Refusal(429, `Too many documents requested for this e-mail address today (at most ${perEmail}): please try again tomorrow`);
  }
  if (byIp.size >= perIp) {
    throw new Refusal(429, `Too many documents requested from this network today (at most ${perIp}): please try again tomorrow`);
  }
  byEmail.set(submissionId, now);
  byIp.set(submissionId, now);
}
