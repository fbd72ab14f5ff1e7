/**
 * Chat conversations read as conversations (docs/decisions/0092), on the real stack: a conversation
 * held through the site's proxy gets its title (first question and day), a transcript (who, when, what,
 * in the visitor's language), the page it started on and its source; Sales reads it without the
 * visitor's IP or the raw log; it and the contact it produced link both ways (GET /inbox/chat), for
 * Sales and the super-admin only; the contacts' CSV export and the privacy export carry it as text.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { type AdminUser, adminUserOf, asAdmin } from './admin-users';
import { parseCsv } from './csv-read';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };
const CONVERSATION = 'api::chatbot-conversation.chatbot-conversation';
const firmDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

const id = randomUUID();
const email = `transcript.${randomUUID().slice(0, 8)}@example.com`;
const FIRST = '¿Qué hacen con SAP? <img src=x onerror=alert(1)>';
let contactId = '';
let conversationId = '';

/** One visitor question through the site's proxy, as the widget sends it (with the visit's attribution). */
async function ask(content: string, n: number, cookie = ''): Promise<string> {
  const res = await fetch(`${stack.webUrl}/api/chat`, {
    method: 'POST',
    headers: { ...json, ...(cookie ? { cookie } : {}), 'x-forwarded-for': '198.51.100.23' },
    body: JSON.stringify({
      message: [{ id: `q${n}`, role: 'user', content }],
      idConversation: id,
      language: 'es',
      attribution: {
        sending_page: '/es/servicio-sap',
        landing_page: '/es?utm_campaign=otono',
        utm_campaign: 'otoño',
        utm_source: 'newsletter',
      },
    }),
  });
  expect(res.status).toBe(200);
  return cookie || (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function read(uid: string, documentId: string, user?: AdminUser): Promise<{ status: number; data: Record<string, unknown> }> {
  const path = `/content-manager/collection-types/${uid}/${documentId}`;
  const res = user ? await asAdmin(stack.cmsUrl, user, path) : await adminFetch(stack.cmsUrl, path);
  return { status: res.status, data: res.status === 200 ? ((await res.json()) as { data: Record<string, unknown> }).data : {} };
}

describe('chat conversations for people', () => {
  let sales: AdminUser;
  let editor: AdminUser;
  let author: AdminUser;
  beforeAll(async () => {
    [sales, editor, author] = await Promise.all([
      adminUserOf(stack.cmsUrl, 'sales'),
      adminUserOf(stack.cmsUrl, 'strapi-editor'),
      adminUserOf(stack.cmsUrl, 'strapi-author'),
    ]);
    const cookie = await ask(FIRST, 1);
    await ask('¿Y cuánto cuesta?', 2, cookie);
    const contact = await fetch(`${stack.cmsUrl}/api/contacts`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${stack.siteToken}` },
      body: JSON.stringify({
        data: { name: 'Ana', email, language: 'es', submission_id: randomUUID(), sent_from: 'chat', chat_conversation: id },
      }),
    });
    expect(contact.status).toBe(201);
    contactId = ((await contact.json()) as { data: { documentId: string } }).data.documentId;
    const found = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/${CONVERSATION}?filters[idConversation][$eq]=${id}`);
    conversationId = ((await found.json()) as { results: Array<{ documentId: string }> }).results[0]?.documentId ?? '';
    expect(conversationId).toBeTruthy();
  });

  it('is titled by the first question and the day, with a transcript, the page it started on and its source', async () => {
    const { data } = await read(CONVERSATION, conversationId);
    expect(data.entry_title).toBe(`${FIRST} · ${firmDay()}`);
    expect(data).toMatchObject({ sending_page: '/es/servicio-sap', utm_campaign: 'otoño', source: 'campaign: otoño (newsletter)' });
    const transcript = String(data.transcript);
    const paragraphs = transcript.split('\n\n');
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}\] Visitante: ¿Qué hacen con SAP\? <img src=x onerror=alert\(1\)>$/);
    expect(paragraphs[1]).toMatch(/^\[[^\]]+\] Asistente \(bot\): \S/);
    expect(paragraphs[2]).toMatch(/^\[[^\]]+\] Visitante: ¿Y cuánto cuesta\?$/);
    // The assistant's markdown links read as text with their address.
    expect(transcript).not.toMatch(/\]\(\//);
  });

  it('the list shows the title, newest first', async () => {
    const res = await adminFetch(stack.cmsUrl, `/content-manager/content-types/${CONVERSATION}/configuration`);
    const config = ((await res.json()) as { data: { contentType: { settings: { mainField: string }; layouts: { list: string[] } } } }).data
      .contentType;
    expect(config.settings.mainField).toBe('entry_title');
    expect(config.layouts.list).toEqual(['createdAt', 'entry_title', 'language', 'source', 'updatedAt']);
  });

  it('Sales reads the transcript, not the visitor IP nor the raw log; the super-admin has both', async () => {
    const asSales = await read(CONVERSATION, conversationId, sales);
    expect(asSales.status).toBe(200);
    expect(asSales.data.transcript).toContain('Visitante:');
    expect(asSales.data).not.toHaveProperty('userIP');
    expect(asSales.data).not.toHaveProperty('Conversation');
    const listed = await asAdmin(
      stack.cmsUrl,
      sales,
      `/content-manager/collection-types/${CONVERSATION}?filters[idConversation][$eq]=${id}`,
    );
    expect(JSON.stringify(await listed.json())).not.toContain('198.51.100.23');
    const asAdminUser = await read(CONVERSATION, conversationId);
    expect(asAdminUser.data.userIP).toBe('198.51.100.23');
  });

  it('links the conversation and its contact both ways, for Sales; Editor and Author are refused', async () => {
    const fromConversation = await asAdmin(stack.cmsUrl, sales, `/inbox/chat?conversation=${conversationId}`);
    expect(fromConversation.status).toBe(200);
    const view = (await fromConversation.json()) as {
      conversation: {
        documentId: string;
        startedOn: string;
        source: string;
        language: string;
        lines: Array<{ speaker: string; text: string }>;
      };
      contacts: Array<{ documentId: string; title: string }>;
    };
    expect(view.contacts).toEqual([{ documentId: contactId, title: 'Ana' }]);
    expect(view.conversation).toMatchObject({ startedOn: '/es/servicio-sap', source: 'campaign: otoño (newsletter)', language: 'es' });
    expect(view.conversation.lines.map((l) => l.speaker)).toEqual(['visitor', 'bot', 'visitor', 'bot']);
    // The visitor's words as they were written: text for the panel to show as text.
    expect(view.conversation.lines[0]?.text).toBe(FIRST);
    expect(JSON.stringify(view)).not.toContain('198.51.100.23');

    const fromContact = await asAdmin(stack.cmsUrl, sales, `/inbox/chat?contact=${contactId}`);
    expect(((await fromContact.json()) as { conversation: { documentId: string } }).conversation.documentId).toBe(conversationId);

    for (const user of [editor, author]) {
      expect((await asAdmin(stack.cmsUrl, user, `/inbox/chat?conversation=${conversationId}`)).status).toBe(403);
      expect((await asAdmin(stack.cmsUrl, user, `/inbox/chat?contact=${contactId}`)).status).toBe(403);
    }
    expect((await fetch(`${stack.cmsUrl}/inbox/chat?conversation=${conversationId}`)).status).toBe(401);
    expect((await asAdmin(stack.cmsUrl, sales, '/inbox/chat')).status).toBe(400);
    expect((await asAdmin(stack.cmsUrl, sales, '/inbox/chat?conversation=nope')).status).toBe(404);
  });

  it('the contacts CSV export carries the conversation transcript as text', async () => {
    // The firm's day (the export's days follow its time zone, decision 0091).
    const day = firmDay();
    const res = await asAdmin(stack.cmsUrl, sales, `/inbox/export?kind=contact&from=${day}&to=${day}&lang=en`);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    const col = (name: string) => header?.indexOf(name) ?? -1;
    expect(col('Chat transcript')).toBeGreaterThan(0);
    const row = rows.find((r) => r.includes(email));
    const { data } = await read(CONVERSATION, conversationId);
    expect(row?.[col('Chat transcript')]).toBe(data.transcript);
    const other = rows.find((r) => !r.includes(email) && r[col('Sent from')] === 'Form');
    if (other) expect(other[col('Chat transcript')]).toBe('');
  });

  it('the privacy export of the visitor carries the transcript as text', async () => {
    const res = await adminFetch(stack.cmsUrl, `/inbox/privacy/export?email=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    const body = JSON.stringify(await res.json());
    expect(body).toContain('Visitante: ¿Y cuánto cuesta?');
  });
});
