/**
 * The OpenAI-compatible answerer against a local stand-in server that records what it receives:
 * the model, the CMS's chat-bot Context with the editors' question-and-answer pairs as the system
 * message, then the conversation; upstream
 * errors and time-outs become clear errors, and a failed exchange stores nothing.
 */
import { randomUUID } from 'node:crypto';
import type { ChatBot, ChatQaPairComponent } from '@site/content';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cms, contentOf, conversations, json, post, sendBody, type StandIn, standIn, startService } from './helpers';

type Service = Awaited<ReturnType<typeof startService>>;

describe('with an OpenAI-compatible provider', () => {
  let provider: StandIn;
  let reply = 'Hello from the stand-in model.';
  let mode: 'ok' | 'error' | 'rate' | 'slow' | 'empty' | 'garbage' = 'ok';
  let chat: Service;
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
      if (mode === 'empty') return json(res, 200, { choices: [] });
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
    const bot = (await cms<{ data: ChatBot }>('chat-bot?populate=qa_pairs')).data;
    context = bot.Context ?? '';
    pairs = bot.qa_pairs ?? [];
    expect(context.length).toBeGreaterThan(100);
    expect(pairs.length).toBeGreaterThanOrEqual(12);
  });

  afterAll(async () => {
    await chat?.close();
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

  test.each([
    ['error', 502, /HTTP 500: the model is overloaded/],
    ['rate', 502, /HTTP 429: Rate limit reached/],
    ['empty', 502, /without a message/],
    ['garbage', 502, /without a message/],
    ['slow', 504, /did not answer within 0\.8 s/],
  ] as const)('an upstream %s becomes a clear %i error, and nothing is stored', async (m, status, message) => {
    mode = m;
    const id = randomUUID();
    const started = Date.now();
    const res = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'What is C3?' }], { idConversation: id }));
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(res.body.choices).toBeUndefined();
    if (m === 'slow') expect(Date.now() - started).toBeLessThan(2500);
    expect(await conversations(id)).toEqual([]);
  });

  test('an unreachable provider is a clear 502', async () => {
    const closed = await standIn(() => undefined);
    await closed.close();
    const other = await startService({ OPENAI_API_KEY: 'sk-3', OPENAI_BASE_URL: `${closed.url}/v1` });
    try {
      const res = await post(`${other.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'Hello' }]));
      expect(res.status).toBe(502);
      expect(res.body.error).toMatch(/could not be reached/);
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
