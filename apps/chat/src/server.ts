/**
 * The chat assistant service (PRODUCT §7).
 *
 *   POST /api/Chat/Send          {contextUrl, message, idConversation?, language?} → {choices:[{message:{content}}], idConversation, replyId, stored}
 *                                (with Accept: text/event-stream and a provider: `delta` events, then that body as the `answer` event)
 *   POST /api/Chat/Conversation  {idConversation, language?, entries} → {stored: n}  (the widget's unload post: what is not stored yet)
 *   POST /api/Chat/Reindex       bearer CMS_API_TOKEN or WEBHOOK_SECRET, the CMS's content webhook ({event, model, uid}):
 *                                a content change rebuilds the built-in index at once (and drops the LLM's cached
 *                                context); a submission's (contact, lead, conversation…) is ignored
 *   GET  /healthz                liveness (the process answers; /health: the same with the answerer and index)
 *   GET  /readyz                 200 when the CMS answers CMS_API_TOKEN (and Redis, with REDIS_URL), else 503 with the reason
 *
 * It answers with an OpenAI-compatible endpoint when OPENAI_API_KEY is set, else with the built-in
 * answerer over the CMS content. Only reached through the site's own proxy (/api/chat), which adds
 * contextUrl and the visitor's address; no credential is ever in a browser.
 *
 * Every /api/Chat/* call needs `Authorization: Bearer <CHAT_API_TOKEN>` (401 otherwise; Reindex also
 * takes CMS_API_TOKEN or WEBHOOK_SECRET). The site binds each conversation to the visitor who started
 * it: when it cannot vouch for the visitor (no ownership cookie for that id), it sends
 * `X-Conversation-New: 1`, and the service then refuses (403) an id that already has a record.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentClient, type Lang } from '@site/content';
import {
  CHAT_CONVERSATION_ID_HEADER,
  CHAT_NEW_CONVERSATION_HEADER,
  CHAT_SERVICE_PATHS,
  CHAT_STREAM_TYPE,
  type ChatReindexNotice,
  type ChatSendResponse,
  chatStreamEvent,
} from '@site/content/chat';
import { entities } from '@site/content/model';
import type { AttributionField } from '@site/content/attribution';
import { createBuiltInAnswerer, loadContent, reloadPart } from './answerers/built-in';
import { createSemanticIndex } from './answerers/embeddings';
import { detectLanguage } from './answerers/built-in/text';
import { siteLinksOnly, withFallback } from './answerers/fallback';
import { offersContact } from './answerers/handoff';
import { prefillFrom } from './answerers/prefill';
import { createOpenAiAnswerer } from './answerers/openai-compatible';
import { type Answerer, type AnswerRecord, ChatError } from './answerers/types';
import {
  clientAddress,
  createLogger,
  createRateLimiter,
  logRequest,
  parseTrustedProxies,
  REQUEST_ID_HEADER,
  redisProblem,
  requestIdFrom,
  runWithRequestId,
  sharedRedis,
  subscribeContentChanges,
} from '@site/server-kit';
import { type ChatConfig, loadConfig, trustedProxySpec } from './config';
import { HttpError, parseJson, readBodyText, readJsonText, sendJson } from './http';
import {
  conversationBodySchema,
  derivedId,
  describeIssues,
  InputError,
  isOwnContextUrl,
  type LogEntry,
  normaliseEntries,
  parseLog,
  sendBodySchema,
} from './protocol';
import { createContextReader, createConversationStore } from './store';

const ROUTES: Record<string, string> = {
  '/health': 'GET',
  '/healthz': 'GET',
  '/readyz': 'GET',
  [CHAT_SERVICE_PATHS.send]: 'POST',
  [CHAT_SERVICE_PATHS.conversation]: 'POST',
  [CHAT_SERVICE_PATHS.reindex]: 'POST',
};

/** Submissions (contacts, leads, document requests, the chat's own conversations) are not content: no reindex. */
const SUBMISSIONS = new Set(entities.filter((e) => e.submission).map((e) => e.singularName));

/** The content webhook's body, when it has one: a notice without a model (or no body at all) reindexes. */
function parseNotice(text: string): ChatReindexNotice | null {
  if (!text.trim()) return null;
  try {
    const value = JSON.parse(text) as Partial<ChatReindexNotice> | null;
    if (!value || typeof value !== 'object') return null;
    return {
      event: typeof value.event === 'string' ? value.event : '',
      model: typeof value.model === 'string' ? value.model : null,
      uid: typeof value.uid === 'string' ? value.uid : null,
    };
  } catch {
    return null;
  }
}

/** Whether a notice concerns content the assistant answers from (entries of content types; not media, not submissions). */
function concernsContent(notice: ChatReindexNotice | null): boolean {
  if (!notice) return true;
  if (notice.event.startsWith('media.')) return false;
  if (notice.model && SUBMISSIONS.has(notice.model)) return false;
  return true;
}

/** Whether an Accept header lists this media type (with a q above 0). */
function accepts(accept: string | undefined, type: string): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [media, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return media === type && (!q || Number(q.slice(2)) > 0);
  });
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Readiness: the CMS answers this service's token (the conversations are stored there), and Redis when set. */
async function readiness(config: ChatConfig): Promise<string | null> {
  if (!config.CMS_API_TOKEN) return 'CMS_API_TOKEN is not set';
  const redis = config.REDIS_URL ? await redisProblem(config.REDIS_URL) : null;
  if (redis) return redis;
  try {
    const res = await fetch(`${config.CMS_URL.replace(/\/+$/, '')}/api/footer?locale=es`, {
      headers: { authorization: `Bearer ${config.CMS_API_TOKEN}` },
      signal: AbortSignal.timeout(3000),
      redirect: 'error',
    });
    await res.body?.cancel();
    if (res.status === 401 || res.status === 403) return `CMS refused the token (${res.status})`;
    if (res.status >= 500) return `CMS answered ${res.status}`;
    return null;
  } catch (error) {
    return `CMS unreachable: ${error instanceof Error ? error.message : String(error)}`;
  }
}

interface ChatService {
  server: Server;
  answerer: Answerer;
  /**
   * A content change (the CMS's Reindex notice, or one heard on Redis; null: anything may have
   * changed): the Context and the built-in index are reloaded at once. False when the notice is not
   * about content (a submission, media).
   */
  refresh: (notice: ChatReindexNotice | null) => boolean;
  /** Resolves once the built-in index is built (no-op with an LLM provider). */
  ready: () => Promise<void>;
}

/** How a service is run beyond its configuration: an evaluation keeps the conversations it plays out of the CMS. */
interface ServiceOptions {
  /** Store each exchange in the CMS (default). False: nothing is stored (`stored: false`; the evaluation's held-out questions stay unread). */
  storeConversations?: boolean;
}

function createChatService(config: ChatConfig = loadConfig(), { storeConversations = true }: ServiceOptions = {}): ChatService {
  const client = createContentClient({ baseUrl: config.CMS_URL, token: config.CMS_API_TOKEN, timeoutMs: 8000 });
  const ttlMs = config.CHAT_INDEX_TTL_SECONDS * 1000;
  const context = createContextReader(client, ttlMs);
  // The built-in index answers on its own, grounds the provider's answers and stands in when the provider fails (docs/decisions/0040).
  const builtIn = createBuiltInAnswerer({
    load: () => loadContent(client),
    loadPart: (previous, model) => reloadPart(client, previous, model),
    ttlMs,
    semantic: config.EMBEDDINGS_BASE_URL
      ? createSemanticIndex({
          baseUrl: config.EMBEDDINGS_BASE_URL,
          model: config.EMBEDDINGS_MODEL,
          apiKey: config.EMBEDDINGS_API_KEY,
          questionTimeoutMs: config.EMBEDDINGS_TIMEOUT_MS,
          minSimilarity: config.EMBEDDINGS_MIN_SIMILARITY,
        })
      : undefined,
  });
  const answerer: Answerer = siteLinksOnly(
    config.OPENAI_API_KEY
      ? withFallback(
          createOpenAiAnswerer({
            apiKey: config.OPENAI_API_KEY,
            baseUrl: config.OPENAI_BASE_URL,
            model: config.CHAT_MODEL,
            timeoutMs: config.CHAT_UPSTREAM_TIMEOUT_MS,
            context: context.read,
            ground: builtIn.ground,
          }),
          builtIn,
        )
      : builtIn,
  );
  const store = createConversationStore(client);
  const limiter = createRateLimiter({
    name: 'chat',
    points: config.CHAT_RATE_LIMIT,
    durationSeconds: config.CHAT_RATE_WINDOW_SECONDS,
    redis: config.REDIS_URL ? sharedRedis(config.REDIS_URL) : null,
  });
  const trusted = parseTrustedProxies(trustedProxySpec(config));
  const logger = createLogger('chat', config.LOG_LEVEL);
  const refresh = (notice: ChatReindexNotice | null): boolean => {
    if (!concernsContent(notice)) return false;
    context.invalidate();
    builtIn.invalidate(notice?.model ?? null);
    return true;
  };
  const limits = { maxMessages: config.CHAT_MAX_MESSAGES, maxMessageChars: config.CHAT_MAX_MESSAGE_CHARS };

  /** With X-Conversation-New (the site cannot vouch for this visitor), an existing conversation is refused. */
  async function assertNewIfAsked(req: IncomingMessage, idConversation: string | undefined): Promise<void> {
    if (!idConversation || req.headers[CHAT_NEW_CONVERSATION_HEADER] !== '1') return;
    let existing: unknown;
    try {
      existing = await store.find(idConversation);
    } catch (error) {
      console.error(`[chat] conversation ${idConversation} could not be checked: ${String(error)}`);
      throw new ChatError(503, 'The conversation could not be checked; please try again in a moment.');
    }
    if (existing) throw new HttpError(403, 'This conversation belongs to another visitor: start a new one.');
  }

  async function send(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
    const raw = parseJson(await readJsonText(req, config.CHAT_MAX_BODY_BYTES));
    const parsed = sendBodySchema.safeParse(raw);
    if (!parsed.success) throw new InputError(describeIssues(parsed.error));
    const body = parsed.data;
    if (!isOwnContextUrl(body.contextUrl, config.CMS_URL)) {
      throw new InputError(`contextUrl must be this CMS's chat-bot entry (${config.CMS_URL.replace(/\/+$/, '')}/api/chat-bot).`);
    }
    const log = parseLog(body.message, limits);
    await assertNewIfAsked(req, body.idConversation);
    const language: Lang = detectLanguage(log[log.length - 1].content, body.language ?? 'en');
    const idConversation = body.idConversation ?? randomUUID();

    // With a provider that streams and a caller that asks for it, the reply goes out as it is written (docs/decisions/0087).
    const stream = answerer.stream && accepts(req.headers.accept, CHAT_STREAM_TYPE) ? answerer.stream.bind(answerer) : null;
    if (!stream) {
      // One run of the answerer a turn (docs/decisions/0082): its record travels to the site as it is.
      const record = await answerer.answer({ messages: log.map(({ role, content: c }) => ({ role, content: c })), language });
      sendJson(res, 200, await conclude(log, record, language, idConversation, ip, body.attribution));
      return;
    }
    const open = () => {
      if (res.headersSent) return;
      res.writeHead(200, {
        'content-type': `${CHAT_STREAM_TYPE}; charset=utf-8`,
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        [CHAT_CONVERSATION_ID_HEADER]: idConversation,
      });
      res.flushHeaders();
    };
    let record: AnswerRecord;
    try {
      record = await stream({ messages: log.map(({ role, content: c }) => ({ role, content: c })), language }, (text) => {
        open();
        res.write(chatStreamEvent('delta', { text }));
      });
    } catch (error) {
      // Before the first piece, the error is answered as without streaming; after it, as the stream's last event.
      if (!res.headersSent) throw error;
      console.error(`[chat] conversation ${idConversation}: no answer after the stream started: ${String(error)}`);
      const message = error instanceof ChatError ? error.message : 'The assistant failed unexpectedly; please try again.';
      res.end(chatStreamEvent('error', { error: message }));
      return;
    }
    const response = await conclude(log, record, language, idConversation, ip, body.attribution);
    open();
    res.end(chatStreamEvent('answer', response));
  }

  /** The turn's response: the contact offer and its prefill, the exchange stored (or not). */
  async function conclude(
    log: LogEntry[],
    record: AnswerRecord,
    language: Lang,
    idConversation: string,
    ip: string,
    attribution?: Partial<Record<AttributionField, string>>,
  ): Promise<ChatSendResponse> {
    const question = log[log.length - 1].content;
    const content = record.text;
    const asked = log.filter((m) => m.role === 'user').map((m) => m.content);
    // The questions declined before, as the widget's log says (its replies' `answered`), and this one.
    const declines = log.filter((m) => m.role === 'assistant' && m.answered === false).length + (record.answered ? 0 : 1);
    const offerContact = offersContact(question, declines);
    // The details the visitor typed in the chat start the offered form (docs/decisions/0086).
    const prefill = offerContact ? prefillFrom(asked, language) : {};
    const given = Object.keys(prefill).length > 0 ? { prefill } : {};
    const reply: LogEntry = { id: derivedId(log.length, 'assistant', content), role: 'assistant', content, answered: record.answered };
    let stored = storeConversations;
    try {
      if (storeConversations) await store.append({ idConversation, userIP: ip, language, entries: [...log, reply], attribution });
    } catch (error) {
      // The visitor still gets the reply; the widget keeps the exchange as not stored (unload post).
      stored = false;
      console.error(`[chat] conversation ${idConversation} not stored: ${String(error)}`);
    }
    return {
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      idConversation,
      replyId: reply.id,
      stored,
      answer: { ...record, offerContact, ...given },
    };
  }

  async function conversation(req: IncomingMessage, res: ServerResponse, ip: string): Promise<void> {
    const raw = parseJson(await readJsonText(req, config.CHAT_MAX_BODY_BYTES));
    const parsed = conversationBodySchema.safeParse(raw);
    if (!parsed.success) throw new InputError(describeIssues(parsed.error));
    const entries = normaliseEntries(parsed.data.entries, limits, 'entries');
    await assertNewIfAsked(req, parsed.data.idConversation);
    const firstUser = entries.find((e) => e.role === 'user');
    const language = parsed.data.language ?? detectLanguage(firstUser?.content ?? '', 'en');
    try {
      const { added } = await store.append({ idConversation: parsed.data.idConversation, userIP: ip, language, entries });
      sendJson(res, 200, { stored: added });
    } catch (error) {
      console.error(`[chat] conversation ${parsed.data.idConversation} not stored: ${String(error)}`);
      throw new ChatError(502, 'The conversation could not be stored in the CMS.');
    }
  }

  async function reindex(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const auth = req.headers.authorization ?? '';
    const keys = [config.CMS_API_TOKEN, config.WEBHOOK_SECRET].filter((k): k is string => Boolean(k));
    if (!keys.some((k) => same(auth, `Bearer ${k}`))) {
      req.resume();
      throw new HttpError(401, 'A valid bearer token is required.');
    }
    // The CMS's notice is small; any body type is accepted (a bare POST reindexes too).
    const notice = parseNotice(await readBodyText(req, 16 * 1024));
    if (!refresh(notice)) {
      sendJson(res, 202, { reindex: 'ignored (not content)', model: notice?.model ?? null });
      return;
    }
    sendJson(res, 202, { reindex: 'started', model: notice?.model ?? null });
  }

  const server = createServer((req, res) => {
    // One JSON line per request; the id is the site's (x-request-id) when it sent a sane one.
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const started = performance.now();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.on('close', () =>
      logRequest(logger, {
        method: req.method ?? '',
        path: (req.url ?? '/').split('?')[0] ?? '/',
        status: res.statusCode,
        durationMs: performance.now() - started,
        requestId,
      }),
    );
    runWithRequestId(requestId, () => route(req, res));
  });

  function route(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0];
    const method = ROUTES[path];
    if (!method) return sendJson(res, 404, { error: 'Not found.' });
    if (req.method !== method) return sendJson(res, 405, { error: `Use ${method}.` }, { allow: method });
    if (path === '/health') {
      return sendJson(res, 200, { status: 'ok', answerer: answerer.name, index: builtIn.stats() });
    }
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' }, { 'cache-control': 'no-store' });
    if (path === '/readyz') {
      void readiness(config).then((reason) =>
        reason
          ? sendJson(res, 503, { status: 'unavailable', reason }, { 'cache-control': 'no-store' })
          : sendJson(res, 200, { status: 'ready' }, { 'cache-control': 'no-store' }),
      );
      return;
    }
    const ip = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
    const handle = async () => {
      if (path === CHAT_SERVICE_PATHS.reindex) return reindex(req, res);
      if (!config.CHAT_API_TOKEN || !same(req.headers.authorization ?? '', `Bearer ${config.CHAT_API_TOKEN}`)) {
        req.resume();
        throw new HttpError(401, 'A valid bearer credential is required (the site server calls this service).', {
          'www-authenticate': 'Bearer',
        });
      }
      const limit = await limiter.consume(ip);
      if (!limit.ok) {
        req.resume();
        const wait = limit.retryAfter;
        throw new HttpError(429, `Too many messages; please wait ${wait} s.`, { 'retry-after': String(wait) });
      }
      if (path === CHAT_SERVICE_PATHS.send) return send(req, res, ip);
      return conversation(req, res, ip);
    };
    handle().catch((error: unknown) => {
      if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message }, error.headers);
      if (error instanceof InputError) return sendJson(res, 400, { error: error.message });
      if (error instanceof ChatError) return sendJson(res, error.status, { error: error.message });
      console.error(`[chat] ${req.method} ${path} failed:`, error);
      return sendJson(res, 500, { error: 'The assistant failed unexpectedly; please try again.' });
    });
  }
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;

  return {
    server,
    answerer,
    refresh,
    ready: async () => {
      await builtIn.ready();
    },
  };
}

/** Starts a service and resolves with its address (tests use port 0). */
export async function startChatService(
  config: ChatConfig,
  options: ServiceOptions = {},
): Promise<ChatService & { url: string; close: () => Promise<void> }> {
  const service = createChatService(config, options);
  await new Promise<void>((resolve) => service.server.listen(config.CHAT_PORT, config.CHAT_HOST, resolve));
  const { port } = service.server.address() as AddressInfo;
  return {
    ...service,
    url: `http://${config.CHAT_HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        service.server.closeAllConnections();
        service.server.close(() => resolve());
      }),
  };
}

/**
 * Graceful shutdown: no new connections, the requests in flight finish (kept-alive connections close
 * once idle), then the process exits; `timeoutSeconds` at most (CHAT_SHUTDOWN_TIMEOUT_SECONDS).
 */
export function closeGracefully(server: Server, timeoutSeconds: number): Promise<boolean> {
  return new Promise((resolve) => {
    const hard = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve(false);
    }, timeoutSeconds * 1000);
    const idle = setInterval(() => server.closeIdleConnections(), 200);
    server.close(() => {
      clearTimeout(hard);
      clearInterval(idle);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  let config: ChatConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`[chat] ${error instanceof Error ? error.message : String(error)}. Refusing to start.`);
    process.exit(1);
  }
  if (!config.CHAT_API_TOKEN) console.warn('[chat] CHAT_API_TOKEN is not set: every /api/Chat/* call will be refused (401).');
  const service = await startChatService(config);
  console.log(
    `[chat] listening on ${service.url} (${service.answerer.name} answerer${config.OPENAI_API_KEY ? `, model ${config.CHAT_MODEL}` : ''})`,
  );
  // Build the index up front so the first visitor does not wait; a CMS still starting is retried on the first question.
  service.ready().catch((error: unknown) => console.warn(`[chat] index not built yet: ${String(error)}`));
  // With REDIS_URL, a content change published by the CMS refreshes the index at once.
  const contentChanges = config.REDIS_URL
    ? subscribeContentChanges(config.REDIS_URL, (change) => {
        if (service.refresh(change)) console.log(`[chat] content changed (${change?.event ?? 'Redis reconnected'}): the index is rebuilt`);
      })
    : null;
  void contentChanges?.subscribed.then(() => console.log('[chat] listening for content changes on Redis'));
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[chat] ${signal}: finishing the requests in flight (at most ${config.CHAT_SHUTDOWN_TIMEOUT_SECONDS} s)…`);
      void closeGracefully(service.server, config.CHAT_SHUTDOWN_TIMEOUT_SECONDS).then(async (clean) => {
        await contentChanges?.close();
        console.log(clean ? '[chat] stopped' : '[chat] still busy at the timeout: exiting anyway');
        process.exit(clean ? 0 : 1);
      });
    });
  }
}
