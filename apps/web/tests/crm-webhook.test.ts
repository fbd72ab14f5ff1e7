/**
 * The CRM hand-off (docs/decisions/0038) with a stand-in receiver on 127.0.0.1: while it
 * is down, every new contact, lead and document request is stored and its webhook recorded as failed
 * on the record; one of the two site servers stops; the receiver comes back and gets each record
 * exactly once, signed (HMAC-SHA256 over `timestamp.body`), with the submission id as idempotency key.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contactPayload,
  freePort,
  type Inbox,
  leadPayload,
  postJson,
  records,
  type SiteProcess,
  startSite,
  type StoredRecord,
} from './forms-site';

const stack = inject('stack');
const SECRET = `whsec-${randomUUID()}`;
let port = 0;
let receiver: Server | null = null;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
const sites: SiteProcess[] = [];
let outbox = '';

function receiverUp(): Promise<void> {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => receiver?.listen(port, '127.0.0.1', () => resolve()));
}

async function webhookSite(): Promise<SiteProcess> {
  const site = await startSite(stack, {
    OUTBOX_DIR: outbox,
    FORMS_RATE_LIMIT_MAX: '1000',
    DOWNLOAD_LIMIT_PER_IP: '1000',
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: SECRET,
    // E-mails of other tests stay theirs; the webhook worker runs on its own (LEADS_WEBHOOK_URL set).
    MAIL_OUTBOX_WORKER: 'false',
    MAIL_POLL_SECONDS: '0.5',
    MAIL_RETRY_BASE_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '2',
  });
  sites.push(site);
  return site;
}

async function firstCard(): Promise<number> {
  const res = await fetch(`${stack.cmsUrl}/api/download-cards?pagination[pageSize]=1&sort[0]=id:asc`, {
    headers: { authorization: `Bearer ${stack.siteToken}` },
  });
  return ((await res.json()) as { data: Array<{ id: number }> }).data[0]?.id ?? 0;
}

async function stored(inbox: Inbox, id: string): Promise<StoredRecord> {
  const [row] = await records(stack.cmsUrl, inbox, id);
  if (!row) throw new Error(`${inbox} ${id} not stored`);
  return row;
}

beforeAll(async () => {
  port = await freePort();
  outbox = mkdtempSync(join(tmpdir(), 'crm-webhook-outbox-'));
});

afterAll(async () => {
  for (const site of sites) await site.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  rmSync(outbox, { recursive: true, force: true });
});

describe('CRM webhook', () => {
  it('owed while the receiver is down, each record arrives exactly once and signed, also when a server stops', async () => {
    const [a, b] = await Promise.all([webhookSite(), webhookSite()]);
    if (!a || !b) throw new Error('site servers did not start');
    const card = await firstCard();
    const sent: Array<{ inbox: Inbox; path: string; body: Record<string, unknown> }> = [];
    for (let i = 0; i < 2; i++) {
      sent.push({ inbox: 'contact', path: '/api/contact', body: contactPayload() });
      sent.push({ inbox: 'lead', path: '/api/lead', body: leadPayload() });
      sent.push({
        inbox: 'download-request',
        path: '/api/download-request',
        body: {
          card,
          email: `crm.${randomUUID().slice(0, 6)}@example.com`,
          user_name: 'Marta',
          language: 'es',
          submission_id: randomUUID(),
        },
      });
    }
    for (const [i, s] of sent.entries()) {
      const site = i % 2 === 0 ? a : b;
      expect((await postJson(`${site.url}${s.path}`, s.body)).status).toBe(200);
    }

    // Receiver down: stored, the webhook owed and recorded as failed on each record, retried.
    for (const s of sent) {
      await expect.poll(async () => (await stored(s.inbox, String(s.body.submission_id))).crm_status, { timeout: 15_000 }).toBe('failed');
    }
    const one = await stored('contact', String(sent[0]?.body.submission_id));
    expect(String(one.crm_last_error)).toMatch(/fetch failed|ECONNREFUSED/i);
    await expect
      .poll(async () => Number((await stored('contact', String(sent[0]?.body.submission_id))).crm_attempts), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);

    // One server stops for good (its owed webhooks are left to the other); the receiver comes back.
    a.signal('SIGTERM');
    expect(await a.exited).toBe(0);
    await receiverUp();
    for (const s of sent) {
      await expect.poll(async () => (await stored(s.inbox, String(s.body.submission_id))).crm_status, { timeout: 30_000 }).toBe('sent');
    }
    // A few more looks of the remaining server (0.5 s apart) would show a second delivery.
    await new Promise((r) => setTimeout(r, 2500));

    const ids = sent.map((s) => String(s.body.submission_id)).sort();
    const keys = received.map((r) => String(r.headers['idempotency-key'])).filter((k) => ids.includes(k));
    expect(keys.sort()).toEqual(ids);
    for (const r of received.filter((x) => ids.includes(String(x.headers['idempotency-key'])))) {
      const timestamp = String(r.headers['x-webhook-timestamp']);
      const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${r.body}`).digest('hex')}`;
      expect(r.headers['x-webhook-signature']).toBe(expected);
      expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      const payload = JSON.parse(r.body) as { event: string; kind: Inbox; submission_id: string; data: Record<string, unknown> };
      const origin = sent.find((s) => s.body.submission_id === payload.submission_id);
      expect(payload.event).toBe('submission.created');
      expect(payload.kind).toBe(origin?.inbox);
      expect(payload.submission_id).toBe(r.headers['idempotency-key']);
      expect(payload.data.email).toBe(origin?.body.email);
      for (const internal of ['mail_status', 'crm_status', 'mail_claim', 'crm_claim', 'lead_status', 'owner'])
        expect(payload.data).not.toHaveProperty(internal);
    }
  }, 120_000);
});
