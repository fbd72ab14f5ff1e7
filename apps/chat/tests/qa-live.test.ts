/**
 * Chat answers editors steer (docs/decisions/0017), done when: "a question-and-answer pair added in the admin becomes the built-in answer to
 * its question (in both languages) within seconds of publishing". Through the real CMS admin API
 * (content-manager, as an editor), the CMS's signed content webhook and the stack's own chat
 * service: the pair answers in Spanish and English within 5 s of the publish, and is gone within
 * 5 s of its removal. No wait for the 60-s refresh. And a question the chat could not answer, made
 * a draft pair from the analytics dashboard (`POST /site-analytics/pair`, docs/decisions/0045), answers
 * within 5 s once the editor has written its answer and published.
 */
import type { ChatQaPairComponent } from '@site/content';
import { CHAT_SERVICE_PATHS } from '@site/content/chat';
import { afterAll, describe, expect, test } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { contentOf, contextUrl, post, stack } from './helpers';

const UID = 'api::chat-bot.chat-bot';
const WITHIN_MS = 5000;

interface Health {
  answerer: string;
  index: { pairs: number; generation: number; builtAt: string } | null;
}

async function health(): Promise<Health> {
  return (await (await fetch(`${stack().chatUrl}/health`)).json()) as Health;
}

/** The chat-bot entry's pairs as the admin holds them (draft). */
async function draftPairs(): Promise<ChatQaPairComponent[]> {
  const res = await adminFetch(stack().cmsUrl, `/content-manager/single-types/${UID}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { qa_pairs?: ChatQaPairComponent[] } }).data.qa_pairs ?? [];
}

/** Saves and publishes the pairs as an editor does; resolves when the publish has answered. */
async function publishPairs(pairs: Array<Partial<ChatQaPairComponent>>): Promise<void> {
  const base = `/content-manager/single-types/${UID}`;
  const json = { 'content-type': 'application/json' };
  const put = await adminFetch(stack().cmsUrl, base, { method: 'PUT', headers: json, body: JSON.stringify({ qa_pairs: pairs }) });
  expect(put.status, await put.clone().text()).toBe(200);
  const pub = await adminFetch(stack().cmsUrl, `${base}/actions/publish`, { method: 'POST', headers: json, body: '{}' });
  expect(pub.status, await pub.clone().text()).toBe(200);
}

/** Asks the stack's chat service (as the site's proxy does). */
async function ask(question: string, language: 'es' | 'en'): Promise<string> {
  const s = stack();
  const res = await post(
    `${s.chatUrl}${CHAT_SERVICE_PATHS.send}`,
    { contextUrl: contextUrl(), message: JSON.stringify([{ role: 'user', content: question }]), language },
    { authorization: `Bearer ${s.chatToken}` },
  );
  expect(res.status, res.body.error).toBe(200);
  return contentOf(res);
}

/** Polls the chat's health (not rate-limited) until its index holds `count` pairs; the time it took. */
async function untilPairs(count: number, since: number): Promise<number> {
  for (;;) {
    const h = await health();
    if (h.index?.pairs === count) return Date.now() - since;
    if (Date.now() - since > WITHIN_MS) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pair = {
  questions_es: '¿Qué es el programa Colibrí Azul?\n¿En qué consiste Colibrí Azul?',
  questions_en: 'What is the Blue Hummingbird programme?\nWhat does Blue Hummingbird include?',
  answer_es: 'Colibrí Azul es nuestro programa de mentoría para consultores junior (respuesta de prueba 7f3a).',
  answer_en: 'Blue Hummingbird is our mentoring programme for junior consultants (test answer 7f3a).',
  link: '/nosotros',
};

describe('a question-and-answer pair edited in the admin', () => {
  let original: ChatQaPairComponent[] | null = null;

  afterAll(async () => {
    // Leave the seeded pairs as they were, whatever happened.
    if (original) await publishPairs(original);
  });

  test('becomes the built-in answer in both languages within 5 s of publishing, and goes within 5 s of its removal', async () => {
    const h0 = await health();
    expect(h0.answerer).toBe('built-in');
    original = await draftPairs();
    expect(original.length).toBeGreaterThanOrEqual(12);
    expect(h0.index?.pairs).toBe(original.length * 2);
    expect(await ask('What is the Blue Hummingbird programme?', 'en')).not.toContain('7f3a');

    const started = Date.now();
    await publishPairs([...original, pair]);
    const elapsed = await untilPairs((original.length + 1) * 2, started);
    const en = await ask('What does Blue Hummingbird include?', 'en');
    const es = await ask('¿En qué consiste el programa Colibrí Azul?', 'es');
    const total = Date.now() - started;
    console.log(`[qa-live] publish → pair in the chat's index: ${elapsed} ms; both answers checked after ${total} ms`);
    expect(elapsed).toBeLessThan(WITHIN_MS);
    expect(en).toContain(pair.answer_en);
    expect(en).toContain('[About us](/en/nosotros)');
    expect(es).toContain(pair.answer_es);
    expect(es).toContain('[Nosotros](/es/nosotros)');
    expect(total).toBeLessThan(WITHIN_MS);

    const removed = Date.now();
    await publishPairs(original);
    const gone = await untilPairs(original.length * 2, removed);
    expect(gone).toBeLessThan(WITHIN_MS);
    expect(await ask('What does Blue Hummingbird include?', 'en')).not.toContain('7f3a');
    original = null;
  });
});

describe('an unanswered question made a pair from the analytics dashboard (docs/decisions/0045)', () => {
  let original: ChatQaPairComponent[] | null = null;

  afterAll(async () => {
    if (original) await publishPairs(original);
  });

  const makePair = (body: unknown) =>
    adminFetch(stack().cmsUrl, '/site-analytics/pair', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('is added to the draft in its language without an answer, and answers within 5 s once answered and published', async () => {
    original = await draftPairs();
    const published = (await health()).index?.pairs;
    const tag = Math.random().toString(36).slice(2, 8);
    const question = `¿Organizan el torneo de pádel Garza Roja ${tag}?`;
    const answer = `Sí: el torneo Garza Roja es nuestro encuentro anual con clientes (respuesta de prueba ${tag}).`;
    expect(await ask(question, 'es')).not.toContain(tag);

    expect((await makePair({ question: '', lang: 'es' })).status).toBe(400);
    expect((await makePair({ question, lang: 'fr' })).status).toBe(400);
    const made = await makePair({ question, lang: 'es' });
    expect(made.status, await made.clone().text()).toBe(201);
    expect(((await made.json()) as { data: { index: number } }).data.index).toBe(original.length);
    // Twice: the same pair, not a second one.
    const again = await makePair({ question, lang: 'es' });
    expect(again.status).toBe(200);

    const draft = await draftPairs();
    expect(draft.length).toBe(original.length + 1);
    const added = draft[draft.length - 1];
    expect(added.questions_es).toBe(question);
    expect(added.answer_es ?? '').toBe('');
    expect(added.questions_en ?? '').toBe('');
    // A draft: the chat's published pairs are as they were.
    expect((await health()).index?.pairs).toBe(published);

    // The editor writes the answer and publishes.
    const started = Date.now();
    await publishPairs(draft.map((p, i) => (i === draft.length - 1 ? { ...p, answer_es: answer } : p)));
    const elapsed = await untilPairs((published ?? 0) + 1, started);
    const reply = await ask(question, 'es');
    const total = Date.now() - started;
    console.log(`[qa-live] pair from the dashboard: publish → in the chat's index ${elapsed} ms; answer checked after ${total} ms`);
    expect(reply).toContain(answer);
    expect(total).toBeLessThan(WITHIN_MS);
  });
});
