#!/usr/bin/env node
/**
 * Privacy requests by e-mail address (docs/decisions/0039): what the CMS holds about
 * one address — contacts, leads, document requests, download users, chat conversations in which the
 * visitor wrote it or that their contact was sent from, the measurement's stored chat questions that
 * name them — exported as JSON, or erased. Plain Node (runs on a production install); it calls the
 * CMS's admin routes `/inbox/privacy/export` and `/inbox/privacy/erase` as a super-admin.
 *
 *   npm run privacy -- export someone@example.com [FILE]   JSON to FILE (default: standard output)
 *   npm run privacy -- erase someone@example.com           deletes it all; prints the counts
 *   npm run privacy -- outbox someone@example.com [ID…]     only this machine's outbox copies (another site server's)
 *
 * An erasure also deletes this machine's outbox copies (apps/web/app/features/forms/mail.server.ts writes
 * each e-mail as `<stamp>-<kind>-<submission id>.eml` into OUTBOX_DIR when no SMTP relay is set):
 * those of the erased submissions, and any other whose decoded text holds the address (as a whole
 * address, ignoring case, as the CMS matches it: apps/cms/src/plugins/privacy/server/src/match.ts). With
 * several site servers, the erasure prints the `outbox` command to run where each other one's
 * OUTBOX_DIR is (it needs no CMS).
 *
 * Environment: CMS_URL (default http://127.0.0.1:1337) and either ADMIN_EMAIL + ADMIN_PASSWORD of a
 * super-admin, or CMS_ADMIN_TOKEN (an admin session token); OUTBOX_DIR (default `<repo>/.data/outbox`,
 * as the site's). The CMS allows 5 admin sign-ins per 5 minutes: an answer 429 is retried after its
 * Retry-After (PRIVACY_ATTEMPTS tries in all, default 4; a wait over PRIVACY_MAX_WAIT_SECONDS,
 * default 600, is not made).
 */
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [command, email, file] = process.argv.slice(2);
// An address (as the CMS checks it): the outbox is searched for it, so never a bare word.
if (!['export', 'erase', 'outbox'].includes(command ?? '') || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email?.trim() ?? '')) {
  console.error('usage: npm run privacy -- export EMAIL [FILE] | erase EMAIL | outbox EMAIL [SUBMISSION_ID…]');
  process.exit(2);
}
const cms = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
/** A number of the environment (0 or more), else the fallback. */
const setting = (value, fallback) => (value && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : fallback);
const ATTEMPTS = Math.max(1, Math.floor(setting(process.env.PRIVACY_ATTEMPTS, 4)));
const MAX_WAIT_SECONDS = setting(process.env.PRIVACY_MAX_WAIT_SECONDS, 600);

/** Seconds a 429 asks to wait: Retry-After in seconds or as a date; else 5, 10, 20 … by attempt. */
function retryAfter(res, attempt) {
  const header = res.headers.get('retry-after');
  if (header && /^\d+$/.test(header.trim())) return Number(header.trim());
  const date = header ? Date.parse(header) : Number.NaN;
  if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  return 5 * 2 ** (attempt - 1);
}

/** fetch, with an answer 429 (too many requests) tried again after the wait it asks, up to ATTEMPTS tries. */
async function fetchRetrying(url, init, what) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, init);
    if (res.status !== 429 || attempt >= ATTEMPTS) return res;
    const wait = retryAfter(res, attempt);
    if (wait > MAX_WAIT_SECONDS) {
      console.error(`${what}: 429, asked to wait ${wait} s (more than PRIVACY_MAX_WAIT_SECONDS=${MAX_WAIT_SECONDS}); try again later`);
      return res;
    }
    await res.body?.cancel();
    console.error(`${what}: 429 (too many requests); trying again in ${wait} s (attempt ${attempt + 1} of ${ATTEMPTS})`);
    await new Promise((done) => setTimeout(done, wait * 1000));
  }
}

async function token() {
  if (process.env.CMS_ADMIN_TOKEN) return process.env.CMS_ADMIN_TOKEN;
  if (!process.env.ADMIN_PASSWORD) throw new Error('set ADMIN_EMAIL and ADMIN_PASSWORD (a super-admin), or CMS_ADMIN_TOKEN');
  const res = await fetchRetrying(
    `${cms}/admin/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL || 'admin@example.com', password: process.env.ADMIN_PASSWORD }),
    },
    'admin sign-in',
  );
  const body = await res.json().catch(() => ({}));
  if (!body?.data?.token) throw new Error(`admin login failed: ${res.status}`);
  return body.data.token;
}

// ---------------------------------------------------------------------------------------------
// The outbox copies
// ---------------------------------------------------------------------------------------------

/** The site's outbox folder: OUTBOX_DIR, else `<repo>/.data/outbox` (mail.server.ts's default). */
const outboxDir = () => resolve(process.env.OUTBOX_DIR || join(dirname(fileURLToPath(import.meta.url)), '..', '.data', 'outbox'));

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The address as a whole address, ignoring case (as apps/cms/src/plugins/privacy/server/src/match.ts). */
const addressPattern = (address) =>
  new RegExp(`(?<![\\p{L}\\p{N}.!#$%&'*+/=?^_\`{|}~-])${escapeRegExp(address.trim())}(?![\\p{L}\\p{N}_@-]|\\.[\\p{L}\\p{N}])`, 'iu');

/** Quoted-printable text (RFC 2045) as UTF-8: `=XX` are bytes, `=` at a line's end joins it to the next. */
function decodeQuotedPrintable(text) {
  const bytes = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Header values with their encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
const decodeWords = (text) =>
  text.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, kind, data) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** The text of a MIME entity: its headers and each text part, decoded (attachments other than text are skipped). */
function mimeText(entity) {
  const split = entity.search(/\r?\n\r?\n/);
  const head = (split < 0 ? entity : entity.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const type = header('content-type').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(header('content-type'))?.[1];
  let text = decodeWords(head);
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(new RegExp(`^--${escapeRegExp(boundary)}(?:--)?[ \\t]*\\r?$`, 'm')).slice(1))
      text += `\n${mimeText(part.replace(/^\r?\n/, ''))}`;
    return text;
  }
  if (type && !type.startsWith('text/') && !type.startsWith('message/')) return text;
  const encoding = header('content-transfer-encoding').trim().toLowerCase();
  if (encoding === 'base64') text += `\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  else if (encoding === 'quoted-printable') text += `\n${decodeQuotedPrintable(body)}`;
  else text += `\n${body}`;
  return text;
}

/** Submission ids as the site makes them (letters, digits, `-`, `_`): nothing else is looked for, or printed. */
const submissionIds = (list) => list.filter((id) => typeof id === 'string' && /^[\w-]{1,64}$/.test(id));

/**
 * Deletes the outbox copies of the erased submissions (by the id in their name) and every other `.eml`
 * whose decoded text holds the address. Returns how many were deleted, or null without a folder.
 */
function cleanOutbox(dir, address, submissions) {
  let names;
  try {
    names = readdirSync(dir).filter((n) => n.toLowerCase().endsWith('.eml'));
  } catch {
    return null;
  }
  const ids = submissionIds(submissions);
  const pattern = addressPattern(address);
  let deleted = 0;
  for (const name of names) {
    const path = join(dir, name);
    let theirs = ids.some((id) => name.endsWith(`-${id}.eml`));
    if (!theirs) {
      try {
        const raw = readFileSync(path, 'utf8');
        theirs = pattern.test(raw) || pattern.test(mimeText(raw));
      } catch {
        continue; // gone meanwhile, or unreadable
      }
    }
    if (theirs) {
      unlinkSync(path);
      deleted++;
    }
  }
  return deleted;
}

// ---------------------------------------------------------------------------------------------

/** Cleans this machine's outbox and says how many copies went. */
function reportOutbox(submissions) {
  const dir = outboxDir();
  const copies = cleanOutbox(dir, email, submissions);
  console.log(
    copies === null ? `outbox: no folder ${dir} (an SMTP relay keeps no copies)` : `outbox: deleted ${copies} .eml copies in ${dir}`,
  );
}

try {
  if (command === 'outbox') {
    reportOutbox(process.argv.slice(4));
    process.exit(0);
  }
  const auth = { authorization: `Bearer ${await token()}` };
  const res =
    command === 'export'
      ? await fetchRetrying(`${cms}/inbox/privacy/export?${new URLSearchParams({ email })}`, { headers: auth }, 'export')
      : await fetchRetrying(
          `${cms}/inbox/privacy/erase`,
          { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
          'erase',
        );
  const text = await res.text();
  if (!res.ok) throw new Error(`${command} failed: ${res.status} ${text.slice(0, 300)}`);
  if (command === 'export') {
    const pretty = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    if (file) {
      writeFileSync(file, pretty, { mode: 0o600 });
      console.error(`written to ${file}`);
    } else process.stdout.write(pretty);
  } else {
    const { deleted, redacted = {}, submissions = [] } = JSON.parse(text);
    const list = (counts) =>
      Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ');
    console.log(`erased: ${list(deleted)}`);
    console.log(`redacted: ${list(redacted)} (stored chat questions blanked; their counts kept)`);
    reportOutbox(submissions);
    const ids = submissionIds(submissions).join(' ');
    console.log(
      `with several site servers, run on each other one (with its OUTBOX_DIR): npm run privacy -- outbox ${email} ${ids}`.trimEnd(),
    );
  }
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
