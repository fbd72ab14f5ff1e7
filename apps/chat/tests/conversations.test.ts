/**
 * Each exchange is stored in `chatbot-conversations` as it happens: the first creates the record
 * (userIP, Conversation, idConversation, language), later ones update the same record; the unload
 * post adds what was not stored; entries are never duplicated. Also: the visitor's address from the
 * site's X-Forwarded-For, the per-IP rate limit, and the site's proxy routes.
 */
import { loadConfig } from '../src/config';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StoredEntry } from '../src/store';
import { contentOf, conversations, contextUrl, post, sendBody, stack, startService } from './helpers';

type Service = Awaited<ReturnType<typeof startService>>;

const entriesOf = async (id: string) => {
  const records = await conversations(id);
  expect(records).toHaveLength(1);
  return { record: records[0], entries: records[0].Conversation as StoredEntry[] };
};

describe('conversation records', () => {
  let chat: Service;
  beforeAll(async () => {
    chat = await startService();
  });
  afterAll(async () => {
    await chat?.close();
  });

  test('a service told not to store (the frozen evaluation) answers and stores nothing', async () => {
    const unstored = await startService({}, { storeConversations: false });
    try {
      const id = randomUUID();
      const r = await post(`${unstored.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'What is C3?' }], { idConversation: id }));
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ idConversation: id, stored: false });
      expect(contentOf(r)).toContain('C3');
      expect(await conversations(id)).toEqual([]);
    } finally {
      await unstored.close();
    }
  });

  test('the first exchange creates the record, the next one updates the same record', async () => {
    const id = randomUUID();
    const first = [{ id: 'u1', role: 'user', content: 'What is C3?' }];
    const r1 = await post(`${chat.url}/api/Chat/Send`, sendBody(first, { idConversation: id, language: 'en' }), {
      'x-forwarded-for': '203.0.113.7',
    });
    expect(r1.status).toBe(200);
    expect(r1.body).toMatchObject({ idConversation: id, stored: true });
    expect(r1.body.replyId).toMatch(/^[A-Za-z0-9_-]+$/);

    let { record, entries } = await entriesOf(id);
    expect(record.userIP).toBe('203.0.113.7');
    expect(record.language).toBe('en');
    expect(entries.map((e) => [e.id, e.sender, e.message])).toEqual([
      ['u1', 'user', 'What is C3?'],
      [r1.body.replyId, 'assistant', contentOf(r1)],
    ]);
    for (const e of entries) expect(Date.parse(e.at)).not.toBeNaN();

    const second = [
      ...first,
      { id: r1.body.replyId as string, role: 'assistant', content: contentOf(r1) },
      { id: 'u2', role: 'user', content: '¿Y SAP?' },
    ];
    const r2 = await post(`${chat.url}/api/Chat/Send`, sendBody(second, { idConversation: id, language: 'en' }));
    expect(r2.status).toBe(200);
    ({ record, entries } = await entriesOf(id));
    expect(entries.map((e) => e.id)).toEqual(['u1', r1.body.replyId, 'u2', r2.body.replyId]);
    expect(entries[3].message).toBe(contentOf(r2));
    expect(record.userIP).toBe('203.0.113.7');
  });

  test('entries without ids ({sender, message} as PRODUCT logs them) are stored once, whatever is re-sent', async () => {
    const id = randomUUID();
    const log = [{ sender: 'user', message: 'Do you hire?' }];
    const r1 = await post(`${chat.url}/api/Chat/Send`, { contextUrl: contextUrl(), message: JSON.stringify(log), idConversation: id });
    expect(r1.status).toBe(200);
    const log2 = [...log, { sender: 'assistant', message: contentOf(r1) }, { sender: 'user', message: 'Thanks' }];
    const r2 = await post(`${chat.url}/api/Chat/Send`, { contextUrl: contextUrl(), message: JSON.stringify(log2), idConversation: id });
    expect(r2.status).toBe(200);
    const { entries } = await entriesOf(id);
    expect(entries.map((e) => e.message)).toEqual(['Do you hire?', contentOf(r1), 'Thanks', contentOf(r2)]);
  });

  test('without an idConversation the service makes one and returns it', async () => {
    const r = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'Hello' }]));
    expect(r.status).toBe(200);
    expect(r.body.idConversation).toMatch(/^[0-9a-f-]{36}$/);
    expect((await conversations(r.body.idConversation as string)).length).toBe(1);
  });

  test('the unload post stores what was not stored yet, into the same record, without duplicates', async () => {
    const id = randomUUID();
    const r1 = await post(
      `${chat.url}/api/Chat/Send`,
      sendBody([{ id: 'a1', role: 'user', content: 'What is C3?' }], { idConversation: id }),
    );
    expect(r1.status).toBe(200);
    const unsent = { idConversation: id, language: 'en', entries: [{ id: 'a2', role: 'user', content: 'A question whose reply failed' }] };
    const p1 = await post(`${chat.url}/api/Chat/Conversation`, unsent);
    expect(p1.status).toBe(200);
    expect(p1.body).toEqual({ stored: 1 });
    const p2 = await post(`${chat.url}/api/Chat/Conversation`, unsent);
    expect(p2.body).toEqual({ stored: 0 });
    const { entries } = await entriesOf(id);
    expect(entries.map((e) => e.id)).toEqual(['a1', r1.body.replyId, 'a2']);

    // A conversation whose every exchange failed is created by the unload post alone.
    const lost = randomUUID();
    const p3 = await post(`${chat.url}/api/Chat/Conversation`, {
      idConversation: lost,
      entries: [{ id: 'x1', role: 'user', content: '¿Hay vacantes?' }],
    });
    expect(p3.status).toBe(200);
    const created = await entriesOf(lost);
    expect(created.record.language).toBe('es');
    expect(created.entries.map((e) => e.message)).toEqual(['¿Hay vacantes?']);
  });

  test('a visitor address is believed only from a trusted proxy', async () => {
    const strict = await startService({ CHAT_TRUST_PROXY: 'none' });
    try {
      const id = randomUUID();
      const r = await post(`${strict.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'Hi' }], { idConversation: id }), {
        'x-forwarded-for': '198.51.100.9',
      });
      expect(r.status).toBe(200);
      expect((await conversations(id))[0].userIP).toBe('127.0.0.1');
    } finally {
      await strict.close();
    }
  });

  test('TRUSTED_PROXIES: the forwarded address is believed only from a peer in those CIDR ranges', async () => {
    const send = (url: string, id: string) =>
      post(`${url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'Hi' }], { idConversation: id }), {
        'x-forwarded-for': '203.0.113.9, 198.51.100.7',
      });
    const elsewhere = await startService({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.0.0/16' });
    const here = await startService({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.0/8', CHAT_TRUST_PROXY: 'none' });
    try {
      const a = randomUUID();
      expect((await send(elsewhere.url, a)).status).toBe(200);
      expect((await conversations(a))[0].userIP).toBe('127.0.0.1');
      // The peer (this machine) is trusted: the right-most forwarded address is the visitor's;
      // TRUSTED_PROXIES wins over the former CHAT_TRUST_PROXY.
      const b = randomUUID();
      expect((await send(here.url, b)).status).toBe(200);
      expect((await conversations(b))[0].userIP).toBe('198.51.100.7');
    } finally {
      await elsewhere.close();
      await here.close();
    }
  });

  test('a bad TRUSTED_PROXIES range stops the start with a clear message', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES: expected CIDR ranges.*prefix/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES: .*not an IP address/);
  });

  test('the rate limit answers 429 per client address, with Retry-After', async () => {
    const limited = await startService({ CHAT_RATE_LIMIT: '3', CHAT_RATE_WINDOW_SECONDS: '60' });
    try {
      const body = sendBody([{ role: 'user', content: 'What is C3?' }]);
      const ip = { 'x-forwarded-for': '192.0.2.50' };
      for (let i = 0; i < 3; i++) expect((await post(`${limited.url}/api/Chat/Send`, body, ip)).status).toBe(200);
      const over = await post(`${limited.url}/api/Chat/Send`, body, ip);
      expect(over.status).toBe(429);
      expect(over.body.error).toMatch(/Too many messages/);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another visitor is not affected.
      expect((await post(`${limited.url}/api/Chat/Send`, body, { 'x-forwarded-for': '192.0.2.51' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("the site's proxy (/api/chat, /api/chat/conversation)", () => {
  test('adds the context address itself (a browser cannot choose one) and relays the answer', async () => {
    const { webUrl } = stack();
    const id = randomUUID();
    const r = await post(`${webUrl}/api/chat`, {
      contextUrl: 'http://169.254.169.254/latest/meta-data/',
      message: JSON.stringify([{ id: 'w1', role: 'user', content: 'What is C3?' }]),
      idConversation: id,
      language: 'en',
    });
    expect(r.status).toBe(200);
    expect(contentOf(r)).toContain('(/en/producto-c3)');
    expect(r.body.stored).toBe(true);
    const [record] = await conversations(id);
    expect(record.userIP).toMatch(/^(127\.0\.0\.1|::1)$/);

    // The site bound the conversation to this visitor with a cookie, which the browser sends back.
    const cookie = (r.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^chat_/);
    const beacon = await fetch(`${webUrl}/api/chat/conversation`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie },
      body: JSON.stringify({ idConversation: id, language: 'en', entries: [{ id: 'w2', role: 'user', content: 'Posted on unload' }] }),
    });
    expect(beacon.status).toBe(200);
    const entries = (await conversations(id))[0].Conversation as StoredEntry[];
    expect(entries.map((e) => e.id)).toEqual(['w1', r.body.replyId, 'w2']);
  });

  test('bad input gets a clear 4xx from the site too', async () => {
    const { webUrl } = stack();
    expect((await post(`${webUrl}/api/chat`, '{"message":')).status).toBe(400);
    expect((await post(`${webUrl}/api/chat`, '[1,2]')).status).toBe(400);
    const wrong = await post(`${webUrl}/api/chat`, { message: 42 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/message must be the conversation log/);
    expect((await fetch(`${webUrl}/api/chat`)).status).toBe(405);
    const huge = await post(`${webUrl}/api/chat`, { message: 'x'.repeat(600 * 1024) });
    expect(huge.status).toBe(413);
  });
});
