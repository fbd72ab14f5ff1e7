/**
 * The CRM webhook sent by the CMS (docs/decisions/0091), against the real CMS and a receiver on
 * 127.0.0.1 that verifies every call with the `standardwebhooks` package: turned on from the admin
 * (no restart), a stored lead arrives as `lead.created`, a status change made in the admin as
 * `lead.updated`, a visitor waiting in the chat for a person as `conversation.waiting` (retried after the
 * receiver fails), the test event, the last deliveries without lease or stale error; only a super-admin
 * reaches the settings, and the secret is never read back. The webhook's address is the stack's own:
 * the file holds the `hand-off` lock (scripts/lib/exclusive.ts) with the other files that change it
 * or the office hours.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { exclusive } from '../../../scripts/lib/exclusive';
import { adminUserOf, asAdmin } from './admin-users';
import { ALWAYS, DEFAULT_HOURS, documentIdOf, live, saveSettings, visitor } from './live-visitor';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };

interface Received {
  headers: IncomingHttpHeaders;
  event: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  error: string | null;
}
const received: Received[] = [];
let receiver: Server;
let url = '';
let secret = '';
let answer = 204;
/** How many `conversation.waiting` deliveries the receiver still refuses (503), to show the retry. */
let refuseWaiting = 0;
let release: () => void = () => undefined;

const settings = (init: RequestInit = {}) => adminFetch(stack.cmsUrl, '/crm-webhook/settings', { headers: json, ...init });

beforeAll(async () => {
  release = await exclusive(stack.cmsUrl, 'hand-off');
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      try {
        const event = new Webhook(secret).verify(body, headers) as Received['event'];
        received.push({ headers: req.headers, event, error: null });
        if (event?.type === 'conversation.waiting' && refuseWaiting > 0) {
          refuseWaiting--;
          res.writeHead(503).end();
          return;
        }
      } catch (error) {
        received.push({ headers: req.headers, event: null, error: String(error) });
      }
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/crm`;
}, 660_000);

afterAll(async () => {
  // Off again: the other test files' submissions are not sent anywhere.
  await settings({ method: 'PUT', body: JSON.stringify({ url: '' }) });
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  release();
});

const eventsOf = (type: string, match: (data: Record<string, unknown>) => boolean) =>
  received.filter((r) => r.event?.type === type && match(r.event.data));

async function storeLead(): Promise<{ documentId: string; submissionId: string; email: string }> {
  const submissionId = randomUUID();
  const email = `crm.${submissionId.slice(0, 8)}@example.com`;
  const res = await fetch(`${stack.cmsUrl}/api/leads`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${stack.siteToken}` },
    body: JSON.stringify({
      data: {
        name: 'Ana',
        company: 'Acme',
        email,
        country: 'México',
        industry: 'Manufactura',
        position: 'CEO',
        language: 'es',
        submission_id: submissionId,
        utm_campaign: 'otoño',
      },
    }),
  });
  expect(res.status).toBe(201);
  return { documentId: ((await res.json()) as { data: { documentId: string } }).data.documentId, submissionId, email };
}

describe('the CRM webhook, set up in the admin', () => {
  it('only a super-admin reaches its settings; a Sales user gets 403', async () => {
    const roles = (await (await adminFetch(stack.cmsUrl, '/admin/roles')).json()) as { data: Array<{ id: number; code: string }> };
    const sales = roles.data.find((r) => r.code === 'sales');
    const email = `sales.${randomUUID().slice(0, 8)}@example.com`;
    const invited = await adminFetch(stack.cmsUrl, '/admin/users', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstname: 'Sales', lastname: 'Test', email, roles: [sales?.id] }),
    });
    const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
    const registered = await fetch(`${stack.cmsUrl}/admin/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ registrationToken, userInfo: { firstname: 'Sales', lastname: 'Test', password: `Aa1-${randomUUID()}` } }),
    });
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    const asSales = (path: string, init: RequestInit = {}) =>
      fetch(`${stack.cmsUrl}${path}`, { ...init, headers: { ...json, authorization: `Bearer ${token}` } });
    expect((await asSales('/crm-webhook/settings')).status).toBe(403);
    expect((await asSales('/crm-webhook/settings', { method: 'PUT', body: JSON.stringify({ url: 'https://evil.example/' }) })).status).toBe(
      403,
    );
    expect((await asSales('/crm-webhook/test', { method: 'POST' })).status).toBe(403);
    expect((await asSales('/crm-webhook/deliveries')).status).toBe(403);
    expect((await fetch(`${stack.cmsUrl}/crm-webhook/settings`)).status).toBe(401);
  });

  it('refuses a bad address or a short secret, saying why', async () => {
    const bad = await settings({ method: 'PUT', body: JSON.stringify({ url: 'ftp://x' }) });
    expect(bad.status).toBe(400);
    const short = await adminFetch(stack.cmsUrl, '/crm-webhook/settings?lang=en', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ url, secret: 'short' }),
    });
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe('The secret must be 24 characters or more.');
  });

  it('turned on from the admin without a restart: a new lead and a status change reach the CRM, signed', async () => {
    const saved = await settings({ method: 'PUT', body: JSON.stringify({ url, generateSecret: true }) });
    expect(saved.status).toBe(200);
    const shown = ((await saved.json()) as { data: { url: string; secretSet: boolean; secret?: string } }).data;
    expect(shown).toMatchObject({ url, secretSet: true });
    expect(shown.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    secret = shown.secret ?? '';
    // Write-only: never read back.
    const read = (await (await settings()).json()) as { data: Record<string, unknown> };
    expect(read.data).toEqual({ url, secretSet: true });

    const lead = await storeLead();
    await expect.poll(() => eventsOf('lead.created', (d) => d.submission_id === lead.submissionId).length, { timeout: 15_000 }).toBe(1);
    const created = eventsOf('lead.created', (d) => d.submission_id === lead.submissionId)[0];
    expect(created?.headers['webhook-id']).toBe(`lead.created.${lead.submissionId}`);
    expect(created?.event?.data).toMatchObject({
      kind: 'lead',
      fields: { name: 'Ana', company: 'Acme', email: lead.email, position: 'CEO' },
      attribution: { utm_campaign: 'otoño' },
    });
    const text = JSON.stringify(created?.event);
    for (const internal of ['mail_', 'crm_', 'entry_title', 'lead_status', 'documentId', lead.documentId])
      expect(text).not.toContain(internal);
    // The submission shows its delivery, with no lease.
    const path = `/content-manager/collection-types/api::lead.lead/${lead.documentId}`;
    await expect
      .poll(async () => ((await (await adminFetch(stack.cmsUrl, path)).json()) as { data: Record<string, unknown> }).data.crm_status, {
        timeout: 10_000,
      })
      .toBe('sent');
    const row = ((await (await adminFetch(stack.cmsUrl, path)).json()) as { data: Record<string, unknown> }).data;
    expect(row.crm_last_error ?? null).toBeNull();
    expect(row.crm_claim ?? null).toBeNull();

    // A status and owner change made in the admin: the owner, an admin user, by e-mail and name.
    const laura = await adminUserOf(stack.cmsUrl, 'sales', 'Laura');
    const put = await adminFetch(stack.cmsUrl, path, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ lead_status: 'contacted', owner: laura.email }),
    });
    expect(put.status).toBe(200);
    await expect.poll(() => eventsOf('lead.updated', (d) => d.submission_id === lead.submissionId).length, { timeout: 15_000 }).toBe(1);
    const updated = eventsOf('lead.updated', (d) => d.submission_id === lead.submissionId)[0];
    expect(updated?.event?.data).toMatchObject({
      kind: 'lead',
      status: 'contacted',
      owner: { email: laura.email, name: 'Laura Test' },
      changes: { status: { from: 'new', to: 'contacted' }, owner: { from: null, to: { email: laura.email, name: 'Laura Test' } } },
    });
    expect(updated?.headers['webhook-id']).toMatch(/^evt_/);
    // Saving again without a change says nothing new.
    await adminFetch(stack.cmsUrl, path, { method: 'PUT', headers: json, body: JSON.stringify({ lead_status: 'contacted' }) });
    await new Promise((r) => setTimeout(r, 1500));
    expect(eventsOf('lead.updated', (d) => d.submission_id === lead.submissionId)).toHaveLength(1);
    // Every call of ours verified.
    expect(received.filter((r) => r.error !== null)).toEqual([]);
  });

  it('a visitor waiting for a person reaches the CRM as conversation.waiting, signed, retried until delivered, once per wait', async () => {
    expect((await saveSettings(stack.cmsUrl, ALWAYS)).status).toBe(200);
    try {
      const laura = await adminUserOf(stack.cmsUrl, 'sales', 'Laura');
      expect((await asAdmin(stack.cmsUrl, laura, '/chat-live/queue')).status).toBe(200); // on the Conversations page
      const ref = randomUUID().slice(0, 6);
      const v = await visitor(stack.webUrl, `Quiero hablar con una persona de ventas (${ref})`);
      refuseWaiting = 1;
      expect((await live(stack.webUrl, v, 'request')).body.state).toBe('waiting');
      const documentId = await documentIdOf(stack.cmsUrl, v.id);
      const mine = () => received.filter((r) => r.event?.type === 'conversation.waiting' && r.event.data.conversation_id === documentId);
      // Refused once (503), delivered at the retry: the same event, the same id.
      await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(2);
      const [first, second] = mine();
      expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
      expect(second?.event).toEqual(first?.event);
      expect(second?.event?.data).toMatchObject({
        conversation_id: documentId,
        language: 'es',
        summary: expect.stringContaining(ref),
        admin_url: expect.stringMatching(/\/admin\/conversations$/),
      });
      // Nothing the CRM may not hear: not the visitor's own id (their key to the conversation), no IP.
      expect(JSON.stringify(second?.event)).not.toContain(v.id);
      expect(Object.keys(second?.event?.data ?? {}).sort()).toEqual(
        ['admin_url', 'campaign', 'conversation_id', 'language', 'page', 'summary', 'waiting_since'].sort(),
      );
      const list = (await (await adminFetch(stack.cmsUrl, '/crm-webhook/deliveries')).json()) as { data: Array<Record<string, unknown>> };
      expect(list.data.find((d) => d.id === first?.headers['webhook-id'])).toMatchObject({ status: 'sent', attempts: 2, error: null });
      // Asked again while waiting: the same wait, nothing new.
      expect((await live(stack.webUrl, v, 'request')).body.state).toBe('waiting');
      await new Promise((r) => setTimeout(r, 2500));
      expect(mine()).toHaveLength(2);
      expect(received.filter((r) => r.error !== null)).toEqual([]);
    } finally {
      refuseWaiting = 0;
      await saveSettings(stack.cmsUrl, DEFAULT_HOURS);
    }
  });

  it('sends a test event on demand, and lists the last deliveries without lease or stale error', async () => {
    const test = await adminFetch(stack.cmsUrl, '/crm-webhook/test', { method: 'POST', headers: json });
    expect(test.status).toBe(200);
    const outcome = ((await test.json()) as { data: { id: string; ok: boolean } }).data;
    expect(outcome.ok).toBe(true);
    expect(received.some((r) => r.event?.type === 'webhook.test' && r.headers['webhook-id'] === outcome.id)).toBe(true);

    // The receiver failing: the test says why, the delivery is listed as failed with its error.
    answer = 500;
    const failing = (
      (await (await adminFetch(stack.cmsUrl, '/crm-webhook/test', { method: 'POST', headers: json })).json()) as {
        data: { id: string; ok: boolean; error?: string };
      }
    ).data;
    answer = 204;
    expect(failing).toMatchObject({ ok: false, error: 'the webhook answered 500' });

    const list = (await (await adminFetch(stack.cmsUrl, '/crm-webhook/deliveries')).json()) as { data: Array<Record<string, unknown>> };
    const sent = list.data.find((d) => d.id === outcome.id);
    expect(sent).toMatchObject({ type: 'webhook.test', status: 'sent', attempts: 1, error: null });
    expect(list.data.find((d) => d.id === failing.id)).toMatchObject({ status: 'failed', error: 'the webhook answered 500' });
    for (const d of list.data) for (const key of Object.keys(d)) expect(key).not.toMatch(/lease|claim/);
  });
});
