/**
 * People (docs/decisions/0091), against the real CMS: one visitor's lead, two document requests
 * (their address written in other cases) and a contact from the chat are one person, with the
 * conversation, first and last touch, campaigns and the newest submission's status; each submission
 * links to its person and the person to each; a status change reaches the person.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };
const PERSON = 'api::person.person';

async function store(token: string, path: string, data: Record<string, unknown>): Promise<{ id: number; documentId: string }> {
  const res = await fetch(`${stack.cmsUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  expect(res.status, path).toBe(201);
  return ((await res.json()) as { data: { id: number; documentId: string } }).data;
}

async function personOf(email: string): Promise<Record<string, unknown> & { documentId: string }> {
  const res = await adminFetch(
    stack.cmsUrl,
    `/content-manager/collection-types/${PERSON}?page=1&pageSize=10&filters[email][$eqi]=${encodeURIComponent(email)}`,
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: Array<Record<string, unknown> & { documentId: string }> };
  expect(body.results).toHaveLength(1);
  return body.results[0] as Record<string, unknown> & { documentId: string };
}

const related = async (model: string, documentId: string, field: string) => {
  const res = await adminFetch(stack.cmsUrl, `/content-manager/relations/${model}/${documentId}/${field}?page=1&pageSize=50`);
  expect(res.status, `${model}.${field}`).toBe(200);
  return ((await res.json()) as { results: Array<Record<string, unknown> & { documentId: string }> }).results;
};

describe('people', () => {
  it('one address, four submissions and a conversation: one person', async () => {
    const email = `person.${randomUUID().slice(0, 8)}@example.com`;
    const conversation = randomUUID();
    const chat = await store(stack.chatCmsToken, 'chatbot-conversations', {
      idConversation: conversation,
      Conversation: [],
      language: 'es',
    });
    const lead = await store(stack.siteToken, 'leads', {
      name: 'Ana',
      company: 'Acme',
      email,
      country: 'México',
      industry: 'Manufactura',
      position: 'CEO',
      language: 'es',
      submission_id: randomUUID(),
      utm_campaign: 'otoño',
    });
    const cards = (await (
      await adminFetch(stack.cmsUrl, '/content-manager/collection-types/api::download-card.download-card?page=1&pageSize=2')
    ).json()) as {
      results: Array<{ id: number }>;
    };
    const requests = [];
    for (const [i, card] of cards.results.entries())
      requests.push(
        await store(stack.siteToken, 'download-requests', {
          email: i === 0 ? email.toUpperCase() : email.replace(/^p/, 'P'),
          language: 'es',
          user_name: 'Ana',
          submission_id: randomUUID(),
          download_card: card.id,
          utm_campaign: 'webinar',
        }),
      );
    expect(requests).toHaveLength(2);
    const contact = await store(stack.siteToken, 'contacts', {
      name: 'Ana',
      last_name: 'Núñez',
      email,
      language: 'es',
      submission_id: randomUUID(),
      sent_from: 'chat',
      chat_conversation: conversation,
    });

    const person = await personOf(email);
    expect(person).toMatchObject({ email, name: 'Ana Núñez', company: 'Acme', submissions_count: 4, lead_status: 'new' });
    expect(String(person.campaigns).split(', ').sort()).toEqual(['otoño', 'webinar']);
    expect(new Date(String(person.first_touch)).getTime()).toBeLessThanOrEqual(new Date(String(person.last_touch)).getTime());

    // The person links to each, and each to the person.
    expect((await related(PERSON, person.documentId, 'leads')).map((r) => r.documentId)).toEqual([lead.documentId]);
    expect((await related(PERSON, person.documentId, 'download_requests')).map((r) => r.documentId).sort()).toEqual(
      requests.map((r) => r.documentId).sort(),
    );
    expect((await related(PERSON, person.documentId, 'contacts')).map((r) => r.documentId)).toEqual([contact.documentId]);
    // Shown by their titles (each relation shows the related entry's own title field; a conversation's is
    // its first question and day, filled by the CMS: docs/decisions/0092).
    const chats = await related(PERSON, person.documentId, 'conversations');
    expect(chats.map((r) => r.documentId)).toEqual([chat.documentId]);
    expect(chats[0]?.entry_title).toEqual(expect.stringMatching(/\S/));
    for (const [model, id] of [
      ['api::lead.lead', lead.documentId],
      ['api::download-request.download-request', requests[0]?.documentId ?? ''],
      ['api::contact.contact', contact.documentId],
    ] as const)
      expect(
        (await related(model, id, 'person')).map((r) => r.documentId),
        model,
      ).toEqual([person.documentId]);

    // The newest submission's status is the person's.
    const put = await adminFetch(stack.cmsUrl, `/content-manager/collection-types/api::contact.contact/${contact.documentId}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ lead_status: 'qualified' }),
    });
    expect(put.status).toBe(200);
    expect((await personOf(email)).lead_status).toBe('qualified');
  });

  it('the people list: newest activity first, the columns sales read first', async () => {
    const res = await adminFetch(stack.cmsUrl, `/content-manager/content-types/${PERSON}/configuration`);
    const config = ((await res.json()) as { data: { contentType: { settings: Record<string, unknown>; layouts: { list: string[] } } } })
      .data.contentType;
    expect(config.layouts.list).toEqual(['last_touch', 'lead_status', 'owner', 'name', 'email', 'company', 'submissions_count']);
    expect(config.settings).toMatchObject({ defaultSortBy: 'last_touch', defaultSortOrder: 'DESC', mainField: 'email' });
  });
});
