/**
 * Streaming (docs/decisions/0087) against a local OpenAI-compatible server that streams its answer in
 * pieces and holds the rest until the test lets it go: the service's `delta` events reach the caller
 * while the provider is still writing, then one `answer` event with the turn's record (links off the
 * site removed, the exchange stored); a provider failing before or after its first piece gives the
 * built-in answer as the final event; without a provider, or without the Accept, the answer is JSON.
 * Through a site server of its own (the real one: its Express compression, its proxy), the widget's
 * request gets the pieces as they are written too.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { CHAT_CONVERSATION_ID_HEADER, type ChatSendResponse, type ChatStreamEvent, readEventStream } from '@site/content/chat';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SiteProcess, startSite } from '../../web/tests/forms-site';
import {
  CHAT_TOKEN,
  chatAuth,
  contentOf,
  conversations,
  json,
  post,
  sendBody,
  type StandIn,
  stack,
  standIn,
  startService,
} from './helpers';

type Service = Awaited<ReturnType<typeof startService>>;

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** POSTs a question asking for a stream; the events are read as they arrive. */
async function ask(url: string, body: unknown) {
  const res = await fetch(`${url}/api/Chat/Send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...chatAuth },
    body: JSON.stringify(body),
  });
  if (!res.body) throw new Error('no body');
  return { res, events: readEventStream(res.body) };
}

async function rest(events: AsyncGenerator<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const all: ChatStreamEvent[] = [];
  for await (const e of events) all.push(e);
  return all;
}

describe('streaming with an OpenAI-compatible provider', () => {
  let provider: StandIn;
  let chat: Service;
  let builtIn: Service;
  /** A site server whose proxy talks to `chat`. */
  let site: SiteProcess | undefined;
  /** What the stand-in does with a stream request. */
  let script: (res: ServerResponse) => Promise<void> = async () => undefined;
  /** Pieces the stand-in has written so far. */
  let written = 0;
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  const hold = () => {
    held = new Promise((r) => {
      release = r;
    });
  };
  const write = (res: ServerResponse, text: string) => {
    written += 1;
    res.write(text);
  };

  beforeAll(async () => {
    provider = await standIn((res, body) => {
      if ((body as { stream?: boolean }).stream !== true) {
        return json(res, 200, { choices: [{ index: 0, message: { role: 'assistant', content: 'not streamed' } }] });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      void script(res);
    });
    chat = await startService({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: `${provider.url}/v1`,
      CHAT_MODEL: 'test-model-1',
      CHAT_UPSTREAM_TIMEOUT_MS: '5000',
    });
    builtIn = await startService();
  });

  afterAll(async () => {
    release();
    await site?.stop();
    await chat?.close();
    await builtIn?.close();
    await provider?.close();
  });

  test('the pieces reach the caller while the provider still writes, then the answer record', async () => {
    written = 0;
    hold();
    script = async (res) => {
      write(res, chunk('C3 is our '));
      await pause(50);
      write(res, chunk('**FinOps** platform'));
      await held;
      write(res, chunk(': [C3](/en/producto-c3), see [Acme](https://evil.example/x).'));
      await pause(50);
      write(res, 'data: [DONE]\n\n');
      res.end();
    };
    provider.requests.length = 0;
    const id = randomUUID();
    const log = [{ role: 'user', content: 'What is C3?' }];
    const { res, events } = await ask(chat.url, sendBody(log, { idConversation: id, language: 'en' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get(CHAT_CONVERSATION_ID_HEADER)).toBe(id);

    const first = await events.next();
    const second = await events.next();
    // Two pieces arrived, and the provider has not written its third yet: it waits for the test.
    expect(written).toBe(2);
    expect(first.value).toEqual({ event: 'delta', data: JSON.stringify({ text: 'C3 is our ' }) });
    expect(second.value).toEqual({ event: 'delta', data: JSON.stringify({ text: '**FinOps** platform' }) });
    release();
    const after = await rest(events);
    expect(written).toBe(4);
    expect(after.map((e) => e.event)).toEqual(['delta', 'answer']);
    expect(JSON.parse(after[0].data)).toEqual({ text: ': [C3](/en/producto-c3), see [Acme](https://evil.example/x).' });

    const answer = JSON.parse(after[1].data) as ChatSendResponse;
    // The final text is the streamed one less the link off the site.
    const final = 'C3 is our **FinOps** platform: [C3](/en/producto-c3), see Acme.';
    expect(answer.choices[0].message.content).toBe(final);
    expect(answer.answer).toMatchObject({ text: final, source: 'model', page: '/producto-c3', answered: true, offerContact: false });
    expect(answer).toMatchObject({ idConversation: id, stored: true });
    expect(answer.replyId).toBeTruthy();

    // The provider was asked for a stream, with the context and the conversation as without it.
    const sent = provider.requests[0].body as { stream: boolean; messages: Array<{ role: string; content: string }> };
    expect(sent.stream).toBe(true);
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain('SITE PASSAGES');
    expect(sent.messages.slice(1)).toEqual(log);
    const stored = (await conversations(id))[0].Conversation as Array<{ message: string }>;
    expect(stored.map((e) => e.message)).toEqual(['What is C3?', final]);
  });

  test.each([
    ['the connection drops', (res: ServerResponse) => res.destroy()],
    ['an error event', (res: ServerResponse) => res.end('data: {"error":{"message":"overloaded"}}\n\n')],
    ['the stream ends without [DONE]', (res: ServerResponse) => res.end()],
  ])('a provider failing after its first piece (%s) ends with the built-in answer', async (_, fail) => {
    script = async (res) => {
      res.write(chunk('C3 is a '));
      await pause(30);
      fail(res);
    };
    const id = randomUUID();
    const question = [{ role: 'user', content: 'What is C3?' }];
    const { res, events } = await ask(chat.url, sendBody(question, { idConversation: id, language: 'en' }));
    expect(res.status).toBe(200);
    const all = await rest(events);
    expect(all.map((e) => e.event)).toEqual(['delta', 'answer']);
    const expected = await post(`${builtIn.url}/api/Chat/Send`, sendBody(question, { language: 'en' }));
    expect(contentOf(expected)).toMatch(/\(\/en\/producto-c3\)/);
    const answer = JSON.parse(all[1].data) as ChatSendResponse;
    expect(answer.choices[0].message.content).toBe(contentOf(expected));
    expect(answer.answer.source).not.toBe('model');
    expect(await conversations(id)).toHaveLength(1);
  });

  test('a provider failing before its first piece gives the built-in answer as the only event', async () => {
    script = async (res) => {
      res.end('data: {"error":{"message":"the model is overloaded"}}\n\n');
    };
    const question = [{ role: 'user', content: 'Where are your offices?' }];
    const { res, events } = await ask(chat.url, sendBody(question, { language: 'en' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const all = await rest(events);
    expect(all.map((e) => e.event)).toEqual(['answer']);
    const expected = await post(`${builtIn.url}/api/Chat/Send`, sendBody(question, { language: 'en' }));
    expect((JSON.parse(all[0].data) as ChatSendResponse).choices[0].message.content).toBe(contentOf(expected));
  });

  test('bad input is still a JSON error, before any stream', async () => {
    const { res } = await ask(chat.url, { message: '[]' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });

  test('without the Accept, or without a provider, the answer is JSON as before', async () => {
    provider.requests.length = 0;
    const plain = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'Hello' }]));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(contentOf(plain)).toBe('not streamed');
    expect((provider.requests[0].body as { stream?: boolean }).stream).toBeUndefined();

    const { res } = await ask(builtIn.url, sendBody([{ role: 'user', content: 'What is C3?' }], { language: 'en' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as ChatSendResponse).choices[0].message.content).toMatch(/producto-c3/);
  });

  test('through the site, the widget gets the pieces as they are written, then the answer, and the ownership cookie', async () => {
    const s = stack();
    site = await startSite(s, { CHAT_URL: chat.url, CHAT_API_TOKEN: CHAT_TOKEN });
    written = 0;
    hold();
    script = async (res) => {
      write(res, chunk('C3 is our '));
      await held;
      write(res, chunk('platform: [C3](/en/producto-c3).'));
      write(res, 'data: [DONE]\n\n');
      res.end();
    };
    const id = randomUUID();
    const res = await fetch(`${site.url}/api/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        // As a browser does: the compression the site applies must not hold the stream back.
        'accept-encoding': 'gzip, deflate, br',
        origin: site.url,
      },
      body: JSON.stringify({ message: [{ role: 'user', content: 'What is C3?' }], idConversation: id, language: 'en' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^chat_${id}=`));
    if (!res.body) throw new Error('no body');
    const events = readEventStream(res.body);
    // The provider holds the rest until the first piece is read: a stream held back anywhere on the way never gets here.
    const first = await events.next();
    expect(written).toBe(1);
    expect(first.value).toEqual({ event: 'delta', data: JSON.stringify({ text: 'C3 is our ' }) });
    release();
    const after = await rest(events);
    expect(after.map((e) => e.event)).toEqual(['delta', 'answer']);
    const answer = JSON.parse(after[1].data) as ChatSendResponse;
    expect(answer).toMatchObject({ idConversation: id, stored: true });
    expect(answer.choices[0].message.content).toBe('C3 is our platform: [C3](/en/producto-c3).');
  });
});
