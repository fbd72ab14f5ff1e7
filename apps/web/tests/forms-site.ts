/**
 * Test helpers of the forms (used by the Vitest API/mail tests, the Playwright specs and the load
 * script): a second site server process on the same build (with its own environment: SMTP, a closed
 * CMS port, rate limits…), the CMS's stored submissions read through the admin API, valid payloads,
 * and a small MIME reader for the e-mails.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { freePort, startSiteServer, stopProcess } from '../../../scripts/lib/stack';

interface StackLike {
  cmsUrl: string;
  webUrl: string;
  siteToken: string;
  webhookSecret?: string;
}

export { freePort };

export interface SiteProcess {
  url: string;
  /** Everything the server printed so far. */
  logs: () => string;
  /** Sends a signal to the server process (graceful shutdown tests). */
  signal: (signal: NodeJS.Signals) => void;
  /** The process's exit code, once it exits. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/**
 * Starts another site server on the current build (WEB_BUILD_DIR), as the stack does, with the given
 * environment on top of the stack's CMS address and token. Its mail outbox sends the e-mails of its
 * own submissions only (MAIL_OUTBOX_WORKER=false, unless `env` says otherwise): the test servers each
 * have their own mail destination (an SMTP stand-in, a temporary folder), and one looking for due
 * e-mails would take another test's retries to the wrong place. The outbox test turns it on.
 */
export async function startSite(stack: StackLike, env: Record<string, string> = {}): Promise<SiteProcess> {
  const logDir = mkdtempSync(join(tmpdir(), 'site-server-'));
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  try {
    server = await startSiteServer({
      port: await freePort(),
      env: {
        CMS_URL: stack.cmsUrl,
        CMS_API_TOKEN: stack.siteToken,
        WEBHOOK_SECRET: stack.webhookSecret ?? '',
        MAIL_OUTBOX_WORKER: 'false',
        ...env,
      },
      logDir,
      quiet: true,
    });
  } catch (error) {
    rmSync(logDir, { recursive: true, force: true });
    throw error;
  }
  const { child } = server;
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return {
    url: server.url,
    logs: () => (existsSync(server.logFile) ? readFileSync(server.logFile, 'utf8') : ''),
    signal: (signal) => {
      child.kill(signal);
    },
    exited,
    stop: async () => {
      await stopProcess(server.child);
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

// CMS records (admin API) -----------------------------------------------------------------------

const adminGet = (cmsUrl: string, path: string) => adminFetch(cmsUrl, path);

type Inbox = 'contact' | 'lead' | 'download-request';
export type StoredRecord = Record<string, unknown> & { submission_id?: string };

/** The stored submissions whose field equals a value (default: submission_id), as the firm sees them. */
export async function records(cmsUrl: string, inbox: Inbox, value: string, field = 'submission_id'): Promise<StoredRecord[]> {
  const qs = new URLSearchParams({ page: '1', pageSize: '100', [`filters[$and][0][${field}][$eq]`]: value });
  if (inbox === 'download-request') qs.set('populate[download_card]', 'true');
  const res = await adminGet(cmsUrl, `/content-manager/collection-types/api::${inbox}.${inbox}?${qs}`);
  if (!res.ok) throw new Error(`records ${inbox}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { results: StoredRecord[] }).results;
}

/** Every stored submission_id of an inbox (for counting duplicates). */
export async function allSubmissionIds(cmsUrl: string, inbox: Inbox): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const qs = new URLSearchParams({ page: String(page), pageSize: '100', 'fields[0]': 'submission_id' });
    const res = await adminGet(cmsUrl, `/content-manager/collection-types/api::${inbox}.${inbox}?${qs}`);
    if (!res.ok) throw new Error(`records ${inbox}: ${res.status}`);
    const body = (await res.json()) as { results: StoredRecord[]; pagination: { pageCount: number } };
    for (const r of body.results) if (typeof r.submission_id === 'string') ids.push(r.submission_id);
    if (page >= body.pagination.pageCount) break;
  }
  return ids;
}

// Valid payloads --------------------------------------------------------------------------------

export function contactPayload(over: Record<string, unknown> = {}): Record<string, unknown> {
  const tag = randomUUID().slice(0, 8);
  return {
    name: 'Ana',
    last_name: `Prueba ${tag}`,
    email: `ana.${tag}@example.com`,
    dial_code: '+52',
    phone: '5512345678',
    country: 'México',
    company: 'Acme',
    position: 'Director general (CEO)',
    industry: 'Manufactura',
    interest_area: 'SAP S/4HANA',
    comment: 'Hola',
    terms_and_conditions: true,
    language: 'es',
    submission_id: randomUUID(),
    website: '',
    ...over,
  };
}

export function leadPayload(over: Record<string, unknown> = {}): Record<string, unknown> {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Luis ${tag}`,
    company: 'Globex',
    email: `luis.${tag}@example.com`,
    interest_area: 'AI',
    country: 'Mexico',
    industry: 'Manufacturing',
    position: 'IT Manager',
    language: 'en',
    submission_id: randomUUID(),
    website: '',
    ...over,
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

// A small MIME reader ---------------------------------------------------------------------------

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

function splitHead(raw: string): [Record<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const rest = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return [headers, rest];
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _cs: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    );
  }
  return Buffer.from(body, 'utf8');
}

function walk(raw: string, out: ParsedMail): void {
  const [headers, body] = splitHead(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      walk(part.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const content = decodeBody(headers, body);
  const disposition = headers['content-disposition'] ?? '';
  const filename = /filename\*?="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
  if (/attachment/i.test(disposition) || (filename && !/^text\//i.test(type))) {
    out.attachments.push({ filename: decodeWords(filename ?? ''), contentType: type.split(';')[0]?.trim() ?? '', content });
  } else if (/^text\/html/i.test(type)) out.html += content.toString('utf8');
  else if (/^text\/plain/i.test(type)) out.text += content.toString('utf8');
}

export function parseMail(raw: string): ParsedMail {
  const [headers] = splitHead(raw);
  const out: ParsedMail = { headers, subject: decodeWords(headers.subject ?? ''), text: '', html: '', attachments: [] };
  walk(raw, out);
  return out;
}
