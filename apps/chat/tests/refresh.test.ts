/**
 * The built-in index follows the content: rebuilt when older than CHAT_INDEX_TTL_SECONDS, at once
 * after POST /api/Chat/Reindex, and the last index keeps answering while the CMS is down. Runs
 * against a small fake CMS (REST shapes of Strapi 5) so the test may change content freely.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config';
import { startChatService } from '../src/server';
import { CHAT_TOKEN, contentOf, post } from './helpers';

const TOKEN = 'fake-token';

describe('index refresh', () => {
  let cmsServer: Server;
  let cmsUrl = '';
  let c3Text = 'C3 is the first version of our cloud cost platform.';
  let down = false;
  let reads = 0;
  let c3Delay = 0;
  /** Every path the fake CMS was asked for. */
  const paths: string[] = [];
  const stored: unknown[] = [];

  beforeAll(async () => {
    cmsServer = createServer((req, res) => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { error: { message: 'Unauthorized' } });
      paths.push((req.url ?? '').split('?')[0]);
      if (down) return send(500, { error: { message: 'database is down' } });
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === '/api/chatbot-conversations') {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          stored.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          send(201, { data: { id: stored.length, documentId: `d${stored.length}` } });
        });
        return;
      }
      const list = { data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 0 } } };
      if (['/api/blog-cards', '/api/success-case-cards', '/api/chatbot-conversations'].includes(path)) return send(200, list);
      if (path === '/api/c3') {
        reads += 1;
        // The text as it is when the request arrives, answered `c3Delay` ms later (a slow CMS).
        const body = {
          data: {
            id: 1,
            documentId: 'c3',
            Banner_c3: { tittle_es: 'C3: control de costos', tittle_en: 'C3: cloud cost control' },
            C3_Information: { first_text_one_en: c3Text, first_text_one_es: 'C3 es nuestra plataforma de costos de nube.' },
          },
        };
        if (c3Delay === 0) return send(200, body);
        setTimeout(() => send(200, body), c3Delay);
        return;
      }
      return send(200, { data: { id: 1, documentId: path } });
    });
    await new Promise<void>((r) => cmsServer.listen(0, '127.0.0.1', r));
    cmsUrl = `http://127.0.0.1:${(cmsServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((r) => {
      cmsServer.closeAllConnections();
      cmsServer.close(() => r());
    });
  });

  const start = (ttl: string) =>
    startChatService(
      loadConfig({
        CHAT_HOST: '127.0.0.1',
        CHAT_PORT: '0',
        CMS_URL: cmsUrl,
        CMS_API_TOKEN: TOKEN,
        CHAT_API_TOKEN: CHAT_TOKEN,
        CHAT_INDEX_TTL_SECONDS: ttl,
      }),
    );
  const ask = async (url: string) => {
    const r = await post(`${url}/api/Chat/Send`, {
      contextUrl: `${cmsUrl}/api/chat-bot`,
      message: JSON.stringify([{ role: 'user', content: 'What is C3?' }]),
    });
    expect(r.status).toBe(200);
    return contentOf(r);
  };

  test('a content change shows once the index is older than its TTL', async () => {
    c3Text = 'C3 is the first version of our cloud cost platform.';
    const chat = await start('1');
    try {
      expect(await ask(chat.url)).toContain('first version');
      c3Text = 'C3 now reports Kubernetes costs by namespace.';
      await new Promise((r) => setTimeout(r, 1200));
      expect(await ask(chat.url)).toContain('Kubernetes costs');
    } finally {
      await chat.close();
    }
  });

  test('POST /api/Chat/Reindex (with the token) rebuilds before the TTL; the stale index answers while the CMS is down', async () => {
    c3Text = 'C3 is the first version of our cloud cost platform.';
    const chat = await start('3600');
    try {
      expect(await ask(chat.url)).toContain('first version');
      c3Text = 'C3 now forecasts the monthly bill.';
      expect(await ask(chat.url)).toContain('first version');

      const refused = await fetch(`${chat.url}/api/Chat/Reindex`, { method: 'POST', headers: { authorization: 'Bearer wrong' } });
      expect(refused.status).toBe(401);
      const before = reads;
      const accepted = await fetch(`${chat.url}/api/Chat/Reindex`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(accepted.status).toBe(202);
      expect(await ask(chat.url)).toContain('forecasts the monthly bill');
      expect(reads).toBe(before + 1);

      down = true;
      await fetch(`${chat.url}/api/Chat/Reindex`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } });
      const answer = await post(`${chat.url}/api/Chat/Send`, {
        contextUrl: `${cmsUrl}/api/chat-bot`,
        message: JSON.stringify([{ role: 'user', content: 'What is C3?' }]),
      });
      expect(answer.status).toBe(200);
      expect(contentOf(answer)).toContain('forecasts the monthly bill');
      expect(answer.body.stored).toBe(false);
    } finally {
      down = false;
      await chat.close();
    }
  });

  test('the CMS content webhook rebuilds the index at once, before any question; a submission or media notice does not', async () => {
    c3Text = 'C3 is the first version of our cloud cost platform.';
    const chat = await start('3600');
    try {
      expect(await ask(chat.url)).toContain('first version');
      const notify = (body: unknown) =>
        fetch(`${chat.url}/api/Chat/Reindex`, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const settle = () => new Promise((r) => setTimeout(r, 300));

      // The chat's own conversations (and every other submission) and media are not content.
      const before = reads;
      for (const model of ['chatbot-conversation', 'contact', 'lead', 'download-request', 'download-user']) {
        const res = await notify({ event: 'entry.create', model, uid: `api::${model}.${model}` });
        expect(res.status).toBe(202);
        expect(((await res.json()) as { reindex: string }).reindex).toMatch(/^ignored/);
      }
      expect((await notify({ event: 'media.update', model: 'file', uid: null })).status).toBe(202);
      await settle();
      expect(reads).toBe(before);

      // A content change: rebuilt without waiting for a question, reading that page only.
      c3Text = 'C3 now forecasts Kubernetes spend per team.';
      const asked = paths.length;
      const res = await notify({ event: 'entry.publish', model: 'c3', uid: 'api::c3.c3' });
      expect(((await res.json()) as { reindex: string }).reindex).toBe('started');
      const deadline = Date.now() + 3000;
      while (reads === before && Date.now() < deadline) await settle();
      expect(reads).toBe(before + 1);
      expect(paths.slice(asked)).toEqual(['/api/c3']);
      expect(await ask(chat.url)).toContain('Kubernetes spend per team');
      expect(reads).toBe(before + 1);

      // The chat-bot entry alone; a list (blog cards) means everything again.
      const beforeBot = paths.length;
      await notify({ event: 'entry.publish', model: 'chat-bot', uid: 'api::chat-bot.chat-bot' });
      while (paths.length === beforeBot) await settle();
      await settle();
      expect(paths.slice(beforeBot)).toEqual(['/api/chat-bot']);
      const beforeList = paths.length;
      await notify({ event: 'entry.publish', model: 'blog-card', uid: 'api::blog-card.blog-card' });
      const until = Date.now() + 3000;
      while (!paths.slice(beforeList).includes('/api/chat-bot') && Date.now() < until) await settle();
      expect(paths.slice(beforeList)).toEqual(
        expect.arrayContaining(['/api/c3', '/api/blog-cards', '/api/success-case-cards', '/api/chat-bot']),
      );
    } finally {
      await chat.close();
    }
  });

  test('a change notice during a rebuild is not lost: the index is built again', async () => {
    c3Text = 'C3 version one.';
    const chat = await start('3600');
    try {
      expect(await ask(chat.url)).toContain('version one');
      const notify = () =>
        fetch(`${chat.url}/api/Chat/Reindex`, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ event: 'entry.update', model: 'c3', uid: 'api::c3.c3' }),
        });
      // The first rebuild reads "version two" slowly; "version three" is published while it reads.
      c3Delay = 500;
      c3Text = 'C3 version two.';
      const before = reads;
      await notify();
      while (reads === before) await new Promise((r) => setTimeout(r, 20));
      c3Text = 'C3 version three.';
      c3Delay = 0;
      await notify();
      const deadline = Date.now() + 3000;
      let answer = await ask(chat.url);
      while (!answer.includes('version three') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        answer = await ask(chat.url);
      }
      expect(answer).toContain('version three');
    } finally {
      c3Delay = 0;
      await chat.close();
    }
  });

  test('with no index yet and the CMS down, a clear 503', async () => {
    down = true;
    const chat = await start('60');
    try {
      const r = await post(`${chat.url}/api/Chat/Send`, {
        contextUrl: `${cmsUrl}/api/chat-bot`,
        message: JSON.stringify([{ role: 'user', content: 'What is C3?' }]),
      });
      expect(r.status).toBe(503);
      expect(r.body.error).toMatch(/could not be loaded from the CMS/);
    } finally {
      down = false;
      await chat.close();
    }
  });
});
