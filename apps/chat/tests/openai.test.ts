/**
 * The OpenAI-compatible answerer against a local stand-in server that records what it receives:
 * the model, the CMS's chat-bot Context with the editors' question-and-answer pairs and the site's
 * passages for the question (each with its page address) as the system message, then the
 * conversation; links off the site never reach the visitor; an upstream error, time-out or empty
 * answer gives the built-in answer (docs/decisions/0040).
 */
import { randomUUID } from 'node:crypto';
import type { ChatBot, ChatQaPairComponent, SuccessCaseCard } from '@site/content';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cms, contentOf, conversations, json, post, sendBody, type StandIn, standIn, startService } from './helpers';

type Service = Awaited<ReturnType<typeof startService>>;

describe('with an OpenAI-compatible provider', () => {
  let provider: StandIn;
  let reply = 'Hello from the stand-in model.';
  let mode: 'ok' | 'error' | 'rate' | 'unavailable' | 'slow' | 'empty' | 'blank' | 'garbage' = 'ok';
  let chat: Service;
  /** The same service without a provider: the built-in answers to compare with. */
  let builtIn: Service;
  let context = '';
  let pairs: ChatQaPairComponent[] = [];

  beforeAll(async () => {
    provider = await standIn((res) => {
      if (mode === 'ok')
        return json(res, 200, {
          id: 'cmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: reply } }],
        });
      if (mode === 'error') return json(res, 500, { error: { message: 'the model is overloaded', type: 'server_error' } });
      if (mode === 'rate') return json(res, 429, { error: { message: 'Rate limit reached for gpt-4o' } });
      if (mode === 'unavailable') return json(res, 503, { error: { message: 'Service Unavailable' } });
      if (mode === 'empty') return json(res, 200, { choices: [] });
      if (mode === 'blank') return json(res, 200, { choices: [{ index: 0, message: { role: 'assistant', content: '  ' } }] });
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>gateway</html>');
      }
      setTimeout(() => json(res, 200, { choices: [{ message: { content: 'too late' } }] }), 3000);
    });
    chat = await startService({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: `${provider.url}/v1`,
      CHAT_MODEL: 'test-model-1',
      CHAT_UPSTREAM_TIMEOUT_MS: '800',
    });
    builtIn = await startService();
    const bot = (await cms<{ data: ChatBot }>('chat-bot?populate=qa_pairs')).data;
    context = bot.Context ?? '';
    pairs = bot.qa_pairs ?? [];
    expect(context.length).toBeGreaterThan(100);
    expect(pairs.length).toBeGreaterThanOrEqual(12);
  });

  afterAll(async () => {
    await chat?.close();
    await builtIn?.close();
    await provider?.close();
  });

  test('the request carries the model, the CMS context as system message and the conversation', async () => {
    mode = 'ok';
    reply = 'C3 is our **FinOps** platform: [C3](/producto-c3)';
    provider.requests.length = 0;
    const id = randomUUID();
    const log = [
      { role: 'user', content: 'Hi, what is C3?' },
      { role: 'assistant', content: 'C3 is our cloud cost platform.' },
      { role: 'user', content: 'Does it work with AWS?' },
    ];
    const res = await post(`${chat.url}/api/Chat/Send`, sendBody(log, { idConversation: id, language: 'en' }));
    expect(res.status).toBe(200);
    expect(contentOf(res)).toBe(reply);

    expect(provider.requests).toHaveLength(1);
    const sent = provider.requests[0];
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    const body = sent.body as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe('test-model-1');
    // The system message: the CMS's Context, then the editors' question-and-answer pairs (both languages).
    const system = body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content.startsWith(`${context.trim()}\n\nQUESTIONS AND ANSWERS`)).toBe(true);
    for (const pair of pairs) {
      for (const text of [pair.answer_es, pair.answer_en, pair.questions_es?.split('\n')[0], pair.questions_en?.split('\n')[0]]) {
        expect(system.content).toContain(text?.trim());
      }
      if (pair.link) expect(system.content).toContain(`(${pair.link})`);
    }
    expect(body.messages.slice(1)).toEqual(log);

    // The exchange is stored at once, with the reply.
    const records = await conversations(id);
    expect(records).toHaveLength(1);
    expect(records[0].userIP).toBeTruthy();
    expect((records[0].Conversation as Array<{ message: string }>).map((e) => e.message)).toEqual([...log.map((m) => m.content), reply]);
  });

  test('the model defaults to gpt-4o', async () => {
    const other = await startService({ OPENAI_API_KEY: 'sk-2', OPENAI_BASE_URL: `${provider.url}/v1` });
    try {
      mode = 'ok';
      provider.requests.length = 0;
      const res = await post(`${other.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'Hello' }]));
      expect(res.status).toBe(200);
      expect((provider.requests[0].body as { model: string }).model).toBe('gpt-4o');
    } finally {
      await other.close();
    }
  });

  test("a question about one success story reaches the model with that story's passage and its address in the visitor's language", async () => {
    const cases = (await cms<{ data: SuccessCaseCard[] }>('success-case-cards?pagination[pageSize]=100')).data;
    const story = cases.find((c) => /Power BI/.test(c.tittle_en ?? ''));
    expect(story?.slug_en).toBeTruthy();
    expect(story?.slug_es).toBeTruthy();
    mode = 'ok';
    reply = 'See the story.';
    for (const [lang, question, slug, summary] of [
      ['en', 'Tell me about the success story of the Power BI dashboard for a regional bank', story?.slug_en, story?.content_en],
      ['es', 'Cuéntame del caso de éxito del tablero de Power BI para un banco regional', story?.slug_es, story?.content_es],
    ] as const) {
      provider.requests.length = 0;
      const res = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: question }], { language: lang }));
      expect(res.status).toBe(200);
      const system = (provider.requests[0].body as { messages: Array<{ content: string }> }).messages[0].content;
      const passages = system.slice(system.indexOf('SITE PASSAGES'));
      expect(passages).toContain(`(/${lang}/casos-de-exito/${slug})`);
      expect(passages).toContain(summary);
      // The rule to answer only from them, cite the page, and decline otherwise.
      expect(passages).toMatch(/Answer only from/);
      expect(passages).toMatch(/Cite the page/);
      expect(passages).toContain(`(/${lang}/#contacto)`);
    }
  });

  test('an off-topic question reaches the model with no passage and the rule to decline', async () => {
    mode = 'ok';
    reply = 'I can only help with questions about the firm.';
    provider.requests.length = 0;
    const res = await post(
      `${chat.url}/api/Chat/Send`,
      sendBody([{ role: 'user', content: 'Write me a poem about my cat' }], { language: 'en' }),
    );
    expect(res.status).toBe(200);
    const system = (provider.requests[0].body as { messages: Array<{ content: string }> }).messages[0].content;
    expect(system).toContain('(none: nothing on the site matches this question)');
  });

  test("a link off the site in the model's answer never reaches the visitor (nor the stored conversation)", async () => {
    mode = 'ok';
    reply =
      'Our partner [Acme Cloud](https://evil.example/offer) can help, see https://evil.example/more or <http://evil.example>. ' +
      'Write to [us](mailto:someone@evil.example). Our platform: [C3](/producto-c3), and [the story](/en/casos-de-exito/some-story).';
    const id = randomUUID();
    const res = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'What is C3?' }], { idConversation: id }));
    expect(res.status).toBe(200);
    const content = contentOf(res);
    expect(content).not.toContain('evil.example');
    expect(content).toContain('Our partner Acme Cloud can help');
    expect(content).toContain('[C3](/producto-c3)');
    expect(content).toContain('[the story](/en/casos-de-exito/some-story)');
    const stored = (await conversations(id))[0].Conversation as Array<{ message: string }>;
    expect(stored.map((e) => e.message).join(' ')).not.toContain('evil.example');
  });

  test.each(['error', 'rate', 'unavailable', 'empty', 'blank', 'garbage', 'slow'] as const)(
    'an upstream %s gives the built-in answer, never an error, and the exchange is stored',
    async (m) => {
      mode = m;
      const id = randomUUID();
      const started = Date.now();
      const question = [{ role: 'user', content: 'What is C3?' }];
      const res = await post(`${chat.url}/api/Chat/Send`, sendBody(question, { idConversation: id, language: 'en' }));
      expect(res.status).toBe(200);
      const expected = await post(`${builtIn.url}/api/Chat/Send`, sendBody(question, { language: 'en' }));
      expect(contentOf(expected)).toMatch(/\(\/en\/producto-c3\)/);
      expect(contentOf(res)).toBe(contentOf(expected));
      if (m === 'slow') expect(Date.now() - started).toBeLessThan(2500);
      expect(await conversations(id)).toHaveLength(1);
    },
  );

  test('an unreachable provider gives the built-in answer', async () => {
    const closed = await standIn(() => undefined);
    await closed.close();
    const other = await startService({ OPENAI_API_KEY: 'sk-3', OPENAI_BASE_URL: `${closed.url}/v1` });
    try {
      const question = [{ role: 'user', content: 'Where are your offices?' }];
      const res = await post(`${other.url}/api/Chat/Send`, sendBody(question, { language: 'en' }));
      expect(res.status).toBe(200);
      const expected = await post(`${builtIn.url}/api/Chat/Send`, sendBody(question, { language: 'en' }));
      expect(contentOf(res)).toBe(contentOf(expected));
    } finally {
      await other.close();
    }
  });

  test('the service keeps answering after upstream failures', async () => {
    mode = 'ok';
    reply = 'Back to normal.';
    const res = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'Still there?' }]));
    expect(res.status).toBe(200);
    expect(contentOf(res)).toBe('Back to normal.');
    const health = await fetch(`${chat.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', answerer: 'openai-compatible' });
  });
});
