/**
 * Privacy requests against the real CMS (docs/decisions/0039): everything held about
 * one e-mail address is exported as JSON by `npm run privacy -- export`, then erased by `npm run
 * privacy -- erase`, after which no collection holds anything of it; another address is untouched.
 * The address is matched whole and in any case: its neighbours (`mariana.…@`, `….com.mx`) are
 * other people, kept; the conversation a contact links to is the person's; the measurement's stored
 * chat questions that name the person (address, name, company) are redacted, their counts kept.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch, adminToken } from '../../../scripts/lib/admin-token';
import { ROOT } from '../../../scripts/lib/stack';
import { stackDatabase } from './stack-database';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };

const post = async (token: string, path: string, data: Record<string, unknown>) => {
  const res = await fetch(`${stack.cmsUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  expect(res.status, path).toBe(201);
  return ((await res.json()) as { data: { documentId: string } }).data;
};

/** Everything of one address the admin can find: by the e-mail fields, and in the chat texts. */
async function leftOf(email: string): Promise<number> {
  let found = 0;
  for (const name of ['contact', 'lead', 'download-request', 'download-user']) {
    const qs = new URLSearchParams({ page: '1', pageSize: '10', 'filters[email][$eqi]': email });
    const res = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/api::${name}.${name}?${qs}`);
    found += ((await res.json()) as { pagination: { total: number } }).pagination.total;
  }
  for (let page = 1; ; page++) {
    const res = await adminFetch(
      stack.cmsUrl,
      `/content-manager/collection-types/api::chatbot-conversation.chatbot-conversation?page=${page}&pageSize=100`,
    );
    const body = (await res.json()) as { results: Array<{ Conversation: unknown }>; pagination: { pageCount: number } };
    found += body.results.filter((r) => JSON.stringify(r.Conversation).toLowerCase().includes(email.toLowerCase())).length;
    if (page >= body.pagination.pageCount) break;
  }
  return found;
}

// The erasure also cleans an outbox folder: an empty one of the test's own (scripts/privacy.test.ts tests that part).
const outbox = mkdtempSync(join(tmpdir(), 'privacy-outbox-'));

function privacy(...args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'scripts/privacy.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, CMS_URL: stack.cmsUrl, CMS_ADMIN_TOKEN: process.env.CMS_ADMIN_TOKEN, OUTBOX_DIR: outbox },
  });
}

let db: Knex;
beforeAll(() => {
  db = stackDatabase(stack);
});
afterAll(() => db?.destroy());

type Held = Record<string, Array<Record<string, unknown>>>;
const exportOf = (email: string): Held => {
  const run = privacy('export', email);
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Held;
};
const conversationIds = (held: Held) => (held.chat_conversations ?? []).map((c) => String(c.idConversation)).sort();
const emails = (held: Held) => (held.contacts ?? []).map((c) => String(c.email)).sort();

describe('privacy requests by e-mail address', () => {
  it('exports everything held about one address, then erases it all (and nothing of another)', async () => {
    process.env.CMS_ADMIN_TOKEN = await adminToken(stack.cmsUrl);
    const tag = randomUUID().slice(0, 8);
    const email = `Privacy.${tag}@Example.com`;
    const other = `other.${tag}@example.com`;
    const base = { language: 'es', utm_campaign: 'spring', landing_page: '/es?utm_campaign=spring' };
    await post(stack.siteToken, 'contacts', { ...base, name: 'Pía', last_name: 'Núñez', email, submission_id: randomUUID() });
    await post(stack.siteToken, 'contacts', { ...base, name: 'Otro', last_name: 'X', email: other, submission_id: randomUUID() });
    await post(stack.siteToken, 'leads', {
      ...base,
      name: 'Pía',
      company: 'Acme',
      email: email.toLowerCase(),
      country: 'España',
      industry: 'Banca',
      position: 'CEO',
      submission_id: randomUUID(),
    });
    await post(stack.siteToken, 'download-requests', { ...base, email, user_name: 'Pía', submission_id: randomUUID() });
    const user = await adminFetch(stack.cmsUrl, '/content-manager/collection-types/api::download-user.download-user', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, user_name: 'Pía', language: 'es' }),
    });
    expect(user.status).toBe(201);
    await post(stack.chatCmsToken, 'chatbot-conversations', {
      idConversation: randomUUID(),
      language: 'es',
      Conversation: [{ id: 'u1', sender: 'user', message: `Escríbanme a ${email.toLowerCase()}`, at: new Date().toISOString() }],
    });
    expect(await leftOf(email)).toBe(5);

    const exported = privacy('export', email);
    expect(exported.status, exported.stderr).toBe(0);
    const data = JSON.parse(exported.stdout) as Record<string, Array<Record<string, unknown>>>;
    expect(data.contacts?.map((r) => r.name)).toEqual(['Pía']);
    expect(data.contacts?.[0]).toMatchObject({ utm_campaign: 'spring', landing_page: '/es?utm_campaign=spring' });
    expect(data.leads).toHaveLength(1);
    expect(data.download_requests).toHaveLength(1);
    expect(data.download_users).toHaveLength(1);
    expect(data.chat_conversations).toHaveLength(1);
    expect(exported.stdout).not.toContain(other);

    const erased = privacy('erase', email);
    expect(erased.status, erased.stderr).toBe(0);
    expect(erased.stdout).toMatch(/1 contacts, 1 leads, 1 download_requests, 1 download_users, 1 chat_conversations/);
    expect(await leftOf(email)).toBe(0);
    expect(await leftOf(other)).toBe(1);
    // The erasure is logged, without the address.
    const log = readFileSync(join(stack.dataDir, 'logs', 'cms.log'), 'utf8');
    const lines = log.split('\n').filter((l) => l.includes('[privacy] erasure'));
    expect(lines.length).toBeGreaterThan(0);
    expect(log.toLowerCase()).not.toContain(email.toLowerCase());
    const again = privacy('export', email);
    const after = JSON.parse(again.stdout) as Record<string, unknown[]>;
    for (const name of ['contacts', 'leads', 'download_requests', 'download_users', 'chat_conversations'])
      expect(after[name], name).toEqual([]);
  });

  it('is refused to anonymous callers, and needs an address', async () => {
    expect((await fetch(`${stack.cmsUrl}/inbox/privacy/export?email=a@example.com`)).status).toBe(401);
    expect((await adminFetch(stack.cmsUrl, '/inbox/privacy/export?email=not-an-address')).status).toBe(400);
  });
});

describe('an erasure takes exactly one address, and the person with it', () => {
  it('matches the address whole and in any case: its neighbours are kept; the conversation its contact links to goes', async () => {
    process.env.CMS_ADMIN_TOKEN = await adminToken(stack.cmsUrl);
    const tag = randomUUID().slice(0, 8);
    const ana = `ana.${tag}@example.com`;
    const anaCased = `Ana.${tag}@Example.com`;
    const mariana = `mariana.${tag}@example.com`; // holds "ana.…@example.com" as a substring
    const anaMx = `ana.${tag}@example.com.mx`; // so does this one
    const contact = async (email: string, name: string, more: Record<string, unknown> = {}) => {
      const submission_id = randomUUID();
      await post(stack.siteToken, 'contacts', { name, last_name: 'Pérez', email, language: 'es', submission_id, ...more });
      return submission_id;
    };
    const conversation = async (message: string, idConversation = randomUUID()) => {
      await post(stack.chatCmsToken, 'chatbot-conversations', {
        idConversation,
        language: 'es',
        Conversation: [{ id: 'u1', sender: 'user', message, at: new Date().toISOString() }],
      });
      return idConversation;
    };
    const linked = randomUUID();
    const mine = [await contact(ana, 'Ana'), await contact(anaCased, 'Ana', { sent_from: 'chat', chat_conversation: linked })];
    await contact(mariana, 'Mariana');
    await contact(anaMx, 'Ana');
    const myConversations = [
      await conversation(`Escríbanme a ${ana}.`),
      await conversation(`MI CORREO: ${ana.toUpperCase()}, gracias`),
      // No address in it: the contact sent from this conversation names it (contacts.chat_conversation).
      await conversation('¿Hacen migraciones a S/4HANA?', linked),
    ].sort();
    const marianas = await conversation(`Escríbanme a ${mariana}`);
    const mexicans = await conversation(`mi correo es ${anaMx} por favor`);

    const held = exportOf(ana);
    expect(emails(held)).toEqual([anaCased, ana].sort());
    expect(conversationIds(held)).toEqual(myConversations);
    expect(JSON.stringify(held)).not.toContain(mariana);
    expect(JSON.stringify(held)).not.toContain(anaMx);

    const erased = privacy('erase', ana);
    expect(erased.status, erased.stderr).toBe(0);
    expect(erased.stdout).toMatch(/2 contacts, 0 leads, 0 download_requests, 0 download_users, 3 chat_conversations/);
    // The erased submissions' ids, for the outbox copies of the other site servers.
    for (const id of mine) expect(erased.stdout).toMatch(new RegExp(`npm run privacy -- outbox ${ana.replace(/\./g, '\\.')} .*${id}`));
    const after = exportOf(ana);
    expect([emails(after), conversationIds(after)]).toEqual([[], []]);
    // The neighbours are other people: all they had is still there.
    const m = exportOf(mariana);
    expect([emails(m), conversationIds(m)]).toEqual([[mariana], [marianas]]);
    const mx = exportOf(anaMx);
    expect([emails(mx), conversationIds(mx)]).toEqual([[anaMx], [mexicans]]);
  });

  it("redacts the measurement's stored questions naming the person (address, name, company), keeping their counts", async () => {
    process.env.CMS_ADMIN_TOKEN = await adminToken(stack.cmsUrl);
    const tag = randomUUID().slice(0, 8);
    const email = `ana.${tag}@example.com`;
    const company = `Acme Logística ${tag}`;
    await post(stack.siteToken, 'contacts', {
      name: 'Ana',
      last_name: `Pérez${tag}`,
      email,
      company,
      language: 'es',
      submission_id: randomUUID(),
    });
    const personal = [
      `Soy Ana Pérez${tag}, ¿migran a S/4HANA?`, // her name (as the contact gave it)
      `¿Pueden dar soporte a ACME LOGISTICA ${tag.toUpperCase()}?`, // her company, any case and accents
      `escriban a ${email.toUpperCase()} por favor ${tag}`, // her address
    ];
    const others = [`soy Mariana de Beta ${tag}, ¿tienen SAP?`, `mariana.${tag}@example.com quiere precios`, `¿Hacen nómina? ${tag}`];
    const questions = [...personal, ...others];
    const events = questions.map((detail) => ({
      event_id: `q-${randomUUID()}`,
      type: 'chat_unanswered',
      at: Date.now(),
      page: '/es',
      lang: 'es',
      detail,
    }));
    const sent = await fetch(`${stack.cmsUrl}/api/site-analytics/events`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${stack.siteToken}` },
      body: JSON.stringify({ events }),
    });
    expect(sent.status).toBe(200);
    // A finished day's totals, as the hourly roll-up writes them (store.ts).
    const blank = {
      page: '/es',
      lang: 'es',
      referrer: '',
      utm_source: '',
      utm_campaign: '',
      landing: '',
      device: '',
      country: '',
      metric: '',
    };
    await db('site_analytics_daily').insert(
      questions.map((detail) => ({ ...blank, day: '2024-03-01', type: 'chat_unanswered', detail, events: 3, entries: 0, visitors: 2 })),
    );
    const stored = async () => ({
      events: (
        (await db('site_analytics_events')
          .whereIn(
            'event_id',
            events.map((e) => e.event_id),
          )
          .orderBy('id')
          .select('detail')) as Array<{ detail: string }>
      ).map((r) => r.detail),
      daily: (
        (await db('site_analytics_daily')
          .where({ day: '2024-03-01' })
          .andWhere('detail', 'like', `%${tag}%`)
          .orWhere({ day: '2024-03-01', detail: '' })
          .select('detail', 'events')) as Array<{ detail: string; events: number }>
      ).map((r) => `${r.detail}:${Number(r.events)}`),
    });
    expect((await stored()).events).toEqual(questions);

    // The export shows the person their stored questions, and no one else's.
    const held = exportOf(email);
    const asked = (held.analytics_questions ?? []).map((q) => String(q.question)).filter((q) => q.toLowerCase().includes(tag));
    expect([...new Set(asked)].sort()).toEqual([...personal].sort());
    expect(asked).toHaveLength(6); // each in the raw events and in the daily totals

    const erased = privacy('erase', email);
    expect(erased.status, erased.stderr).toBe(0);
    // Three of each table (more when an earlier run left questions naming an Ana).
    const [, inEvents, inDaily] = /redacted: (\d+) analytics_events, (\d+) analytics_daily/.exec(erased.stdout) ?? [];
    expect([Number(inEvents) >= 3, Number(inDaily) >= 3], erased.stdout).toEqual([true, true]);
    const after = await stored();
    // Every event is still there (the answer rate keeps its counts); the person's questions are blank.
    expect(after.events).toEqual(['', '', '', ...others]);
    expect(after.daily.filter((d) => d.includes(tag)).sort()).toEqual(others.map((q) => `${q}:3`).sort());
    expect(after.daily.filter((d) => d === ':3').length).toBeGreaterThanOrEqual(3);
    for (const q of personal) expect(JSON.stringify(after)).not.toContain(q);
  });
});
