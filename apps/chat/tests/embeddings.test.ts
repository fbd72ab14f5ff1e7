/**
 * Optional semantic retrieval (docs/decisions/0085) against a local OpenAI-compatible embeddings server
 * (`POST /v1/embeddings`) of this test: its embeddings are bags of concepts (a word and its synonyms
 * count as one concept, hashed into 256 dimensions), so a question that shares no word with a page but
 * a synonym the server knows lies near that page. Shown: the question is routed by meaning with the
 * server and declined without it; without EMBEDDINGS_BASE_URL nothing changes; a server that is down or
 * slow costs no answer (logged once); a refresh embeds only the changed text.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { startChatService } from '../src/server';
import { answerConversation, createBuiltInAnswerer, indexContent } from '../src/answerers/built-in';
import type { IndexContent } from '../src/answerers/built-in/passages';
import { createSemanticIndex } from '../src/answerers/embeddings';
import { CHAT_TOKEN, contentOf, json, post, type StandIn, standIn } from './helpers';
import { tinySite } from './tiny-site';

/** The server's synonyms: each word of a group is the same concept. */
const CONCEPTS: Record<string, string> = Object.fromEntries(
  [
    ['ecology', 'climate', 'planet', 'environment', 'emissions', 'carbon', 'trees', 'clima', 'planeta', 'emisiones', 'carbono', 'árboles'],
    ['reduce', 'fight', 'cut', 'reducimos', 'luchan', 'combaten'],
  ].flatMap(([concept, ...synonyms]) => [concept, ...synonyms].map((w) => [w, concept])),
);
const STOP = new Set(
  'a an and are do does for in is of on our the to we what with you your y de la el en los las nuestras somos una'.split(' '),
);
const DIMENSIONS = 256;

/** A text's embedding: its concepts' counts, each in a dimension of its hash. */
function embed(text: string): number[] {
  const v = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []) {
    if (STOP.has(word)) continue;
    const concept = CONCEPTS[word] ?? word;
    const slot = createHash('sha256').update(concept).digest().readUInt32BE(0) % DIMENSIONS;
    v[slot] = (v[slot] ?? 0) + 1;
  }
  return v;
}

const ABOUT: [string, string, string, string] = [
  '/nosotros',
  'about',
  'Somos una consultora de TI fundada en 2014.',
  'We are an IT consultancy founded in 2014.',
];
const DIGITAL: [string, string, string, string] = [
  '/servicio-digital',
  'digital',
  'Desarrollo de software a la medida, web y móvil.',
  'Custom software development, web and mobile.',
];
const GREEN: [string, string, string, string] = [
  '/sostenibilidad',
  'sustainability',
  'Plantamos árboles y reducimos nuestras emisiones de carbono.',
  'We plant trees and reduce our carbon emissions.',
];
const site = (): IndexContent => tinySite([ABOUT, DIGITAL, GREEN]);

/** No word of it is on the site (only a synonym the server knows): the words alone decline it. */
const BY_MEANING = 'Do you fight climate change?';
/** Questions the site's words answer: the same answers with or without the server. */
const PLAIN = ['When was the consultancy founded?', 'Do you build mobile apps?', 'What is the weather like in Madrid?'];

const user = (content: string) => [{ role: 'user' as const, content }];

describe('semantic retrieval through an embeddings server', () => {
  let server: StandIn;
  let mode: 'ok' | 'slow' | 'error' | 'short' = 'ok';
  /** Every input the server was asked to embed. */
  const inputs: string[] = [];

  beforeAll(async () => {
    server = await standIn((res, body) => {
      const input = (body as { input?: unknown }).input;
      if (!Array.isArray(input) || !input.every((t) => typeof t === 'string')) return json(res, 400, { error: { message: 'bad input' } });
      if (mode === 'error') return json(res, 503, { error: { message: 'model is loading' } });
      // A reply that misses an input: refused as a whole.
      if (mode === 'short') return json(res, 200, { data: [{ index: 1, embedding: embed(String(input[0])) }] });
      inputs.push(...input);
      const reply = { object: 'list', data: input.map((t, index) => ({ object: 'embedding', index, embedding: embed(t) })) };
      if (mode === 'slow') setTimeout(() => json(res, 200, reply), 2000);
      else json(res, 200, reply);
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const semanticIndex = (log: string[], baseUrl = `${server.url}/v1`, now?: () => number) =>
    createSemanticIndex({
      now,
      baseUrl,
      model: 'test-embedder',
      apiKey: 'emb-key',
      questionTimeoutMs: 300,
      minSimilarity: 0.5,
      log: (m) => log.push(m),
    });

  test('a question in words the site does not use is routed by meaning with the server, and declined without it', async () => {
    mode = 'ok';
    const log: string[] = [];
    const semantic = semanticIndex(log);
    const withServer = createBuiltInAnswerer({ load: async () => site(), ttlMs: 60_000, semantic });
    const without = createBuiltInAnswerer({ load: async () => site(), ttlMs: 60_000 });
    await withServer.ready();
    await without.ready();

    const meant = (await withServer.answer({ messages: user(BY_MEANING), language: 'en' })).text;
    expect(meant).toContain('/en/sostenibilidad');
    const declined = (await without.answer({ messages: user(BY_MEANING), language: 'en' })).text;
    expect(declined).not.toContain('/en/sostenibilidad');
    expect(declined).toContain('/en/#contacto');
    // The request as the protocol has it: the model, the inputs, the key.
    const last = server.requests[server.requests.length - 1];
    expect(last?.url).toBe('/v1/embeddings');
    expect(last?.headers.authorization).toBe('Bearer emb-key');
    expect(last?.body).toEqual({ model: 'test-embedder', input: [BY_MEANING] });
    expect(withServer.stats().embeddings?.pages).toBeGreaterThanOrEqual(3);

    // The words' answers stay what they were (the closeness only adds to the page they lead to).
    for (const q of PLAIN) {
      expect((await withServer.answer({ messages: user(q), language: 'en' })).text).toBe(
        (await without.answer({ messages: user(q), language: 'en' })).text,
      );
    }
    expect(log).toEqual([]);
  });

  test('without EMBEDDINGS_BASE_URL: no embeddings, the pure answer unchanged', async () => {
    const config = loadConfig({ EMBEDDINGS_BASE_URL: '' });
    expect(config.EMBEDDINGS_BASE_URL).toBeUndefined();
    expect(config.EMBEDDINGS_MODEL).toBe('text-embedding-3-small');
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'not a url' })).toThrow(/EMBEDDINGS_BASE_URL/);
    const index = indexContent(site());
    const answerer = createBuiltInAnswerer({ load: async () => site(), ttlMs: 60_000 });
    const before = server.requests.length;
    for (const q of [BY_MEANING, ...PLAIN]) {
      expect((await answerer.answer({ messages: user(q), language: 'en' })).text).toBe(answerConversation(index, user(q), 'en').text);
    }
    expect(server.requests.length).toBe(before);
    expect(answerer.stats().embeddings).toBeUndefined();
  });

  test('a server that is down, failing or slow costs no answer: logged once, answered without embeddings', async () => {
    const plain = answerConversation(indexContent(site()), user(BY_MEANING), 'en').text;

    // Down: nothing listens there.
    const gone = await standIn((res) => json(res, 200, {}));
    const goneUrl = gone.url;
    await gone.close();
    const downLog: string[] = [];
    const down = createBuiltInAnswerer({ load: async () => site(), ttlMs: 60_000, semantic: semanticIndex(downLog, `${goneUrl}/v1`) });
    await down.ready();
    expect((await down.answer({ messages: user(BY_MEANING), language: 'en' })).text).toBe(plain);
    expect((await down.answer({ messages: user(PLAIN[0] ?? ''), language: 'en' })).text).toBeTruthy();
    expect(downLog).toHaveLength(1);
    expect(downLog[0]).toMatch(/embeddings server unavailable \(the site passages/);

    // Embedded, then the server fails at a question: logged once, not asked again at once.
    mode = 'ok';
    const log: string[] = [];
    let clock = 1_000_000;
    const answerer = createBuiltInAnswerer({
      load: async () => site(),
      ttlMs: 60_000,
      semantic: semanticIndex(log, undefined, () => clock),
    });
    await answerer.ready();
    mode = 'error';
    expect((await answerer.answer({ messages: user(BY_MEANING), language: 'en' })).text).toBe(plain);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/a question: Error: HTTP 503: model is loading/);
    const asked = server.requests.length;
    expect((await answerer.answer({ messages: user(BY_MEANING), language: 'en' })).text).toBe(plain);
    expect(server.requests.length).toBe(asked);
    expect(log).toHaveLength(1);
    // 30 s later it is asked again; a reply that misses an input is no better (still the one line).
    clock += 31_000;
    mode = 'short';
    expect((await answerer.answer({ messages: user(BY_MEANING), language: 'en' })).text).toBe(plain);
    expect(server.requests.length).toBe(asked + 1);
    expect(log).toHaveLength(1);
    // Answering again: logged, and the question routed by meaning again.
    clock += 31_000;
    mode = 'ok';
    expect((await answerer.answer({ messages: user(BY_MEANING), language: 'en' })).text).toContain('/en/sostenibilidad');
    expect(log).toEqual([expect.any(String), '[chat] embeddings server answers again']);

    // Slow (2 s, the question may take 0.3 s): the answer comes in time, without embeddings.
    mode = 'ok';
    const slowLog: string[] = [];
    const slowOne = createBuiltInAnswerer({ load: async () => site(), ttlMs: 60_000, semantic: semanticIndex(slowLog) });
    await slowOne.ready();
    mode = 'slow';
    const started = Date.now();
    expect((await slowOne.answer({ messages: user(BY_MEANING), language: 'en' })).text).toBe(plain);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(slowLog).toEqual([expect.stringMatching(/a question: no answer in time/)]);
    mode = 'ok';
  });

  test('a refresh embeds only the changed text', async () => {
    mode = 'ok';
    let green = GREEN;
    const answerer = createBuiltInAnswerer({
      load: async () => tinySite([ABOUT, DIGITAL, green]),
      ttlMs: 60_000,
      semantic: semanticIndex([]),
    });
    inputs.length = 0;
    await answerer.ready();
    const first = [...inputs];
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(new Set(first).size).toBe(first.length);

    green = [GREEN[0], GREEN[1], GREEN[2], 'We plant trees, reduce our carbon emissions and fight climate change.'];
    inputs.length = 0;
    answerer.invalidate();
    // The rebuild happens in the background: wait for it and for its embedding.
    await new Promise((r) => setTimeout(r, 50));
    await answerer.ready();
    expect(inputs).toEqual([expect.stringContaining('fight climate change')]);
    expect(answerer.stats().embeddings?.inputs).toBe(first.length + 1);
    // The vectors of the old text are dropped.
    expect(answerer.stats().embeddings?.vectors).toBe(first.length);
  });
});

describe('the chat service with EMBEDDINGS_BASE_URL', () => {
  let cms: StandIn;
  let embedder: StandIn;
  const C3 = 'C3 shows what each team spends on the cloud.';

  beforeAll(async () => {
    // A small fake CMS (Strapi 5 shapes): the C3 page, no cards.
    cms = await standIn((res) => {
      const path = (cms.requests[cms.requests.length - 1]?.url ?? '').split('?')[0] ?? '';
      const list = { data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 0 } } };
      if (['/api/blog-cards', '/api/success-case-cards', '/api/chatbot-conversations'].includes(path)) return json(res, 200, list);
      if (path === '/api/c3')
        return json(res, 200, {
          data: {
            id: 1,
            documentId: 'c3',
            Banner_c3: { tittle_es: 'C3: control de costos', tittle_en: 'C3: cloud cost control' },
            C3_Information: { first_text_one_en: C3, first_text_one_es: 'C3 muestra lo que gasta cada equipo en la nube.' },
          },
        });
      return json(res, 200, { data: { id: 1, documentId: path } });
    });
    embedder = await standIn((res, body) => {
      const input = (body as { input: string[] }).input;
      json(res, 200, { data: input.map((t, index) => ({ index, embedding: embed(t) })) });
    });
  });
  afterAll(async () => {
    await cms?.close();
    await embedder?.close();
  });

  const start = (embeddingsUrl: string) =>
    startChatService(
      loadConfig({
        CHAT_HOST: '127.0.0.1',
        CHAT_PORT: '0',
        CMS_URL: cms.url,
        CMS_API_TOKEN: 'fake-token',
        CHAT_API_TOKEN: CHAT_TOKEN,
        EMBEDDINGS_BASE_URL: embeddingsUrl,
        EMBEDDINGS_MODEL: 'svc-embedder',
      }),
    );
  const ask = (url: string) =>
    post(`${url}/api/Chat/Send`, { contextUrl: `${cms.url}/api/chat-bot`, message: JSON.stringify(user('What is C3?')) });

  test('embeds the passages at the build and each question, with the configured model', async () => {
    const chat = await start(`${embedder.url}/v1`);
    try {
      await chat.ready();
      const atBuild = embedder.requests.length;
      expect(atBuild).toBeGreaterThan(0);
      const embedded = embedder.requests.flatMap((r) => (r.body as { input: string[] }).input);
      expect(embedded.filter((t) => t.endsWith(C3))).toHaveLength(1);
      const answer = await ask(chat.url);
      expect(answer.status).toBe(200);
      expect(contentOf(answer)).toContain(C3);
      expect(embedder.requests.slice(atBuild).map((r) => r.body)).toEqual([{ model: 'svc-embedder', input: ['What is C3?'] }]);
      const health = (await (await fetch(`${chat.url}/health`)).json()) as { index: { embeddings?: { vectors: number } } };
      expect(health.index.embeddings?.vectors).toBe(new Set(embedded).size);
    } finally {
      await chat.close();
    }
  });

  test('the embeddings server down: the same answer, and the service logs it', async () => {
    const gone = await standIn((res) => json(res, 200, {}));
    await gone.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chat = await start(`${gone.url}/v1`);
    try {
      await chat.ready();
      const answer = await ask(chat.url);
      expect(answer.status).toBe(200);
      expect(contentOf(answer)).toContain(C3);
      expect(warn.mock.calls.map(([m]) => String(m)).filter((m) => m.includes('embeddings server unavailable'))).toHaveLength(1);
    } finally {
      warn.mockRestore();
      await chat.close();
    }
  });
});
