/**
 * The chat's one contract (PRODUCT §7; docs/decisions/0017), shared by the chat service (apps/chat),
 * the site's proxy (apps/web …/chat-widget/proxy.server.ts, routes api.chat*) and the widget
 * (ChatPanel): the request and response shapes of each hop and the input limits. No runtime
 * dependency (the widget's browser bundle imports it), so the service's zod schemas live in
 * apps/chat/src/protocol.ts and are checked against these types there.
 *
 *   browser  → site     POST /api/chat                   ChatSendRequest        → ChatSendResponse
 *   site     → service  POST /api/Chat/Send              ChatServiceSendRequest → ChatSendResponse
 *   browser  → site     POST /api/chat/conversation      ChatConversationRequest → ChatConversationResponse
 *   site     → service  POST /api/Chat/Conversation      ChatConversationRequest → ChatConversationResponse
 *   CMS      → service  POST /api/Chat/Reindex           ChatReindexNotice (the content webhook) → 202
 * Every error answer is ChatErrorResponse.
 */
import type { AttributionField } from './attribution';
import type { Lang } from './lang';

/**
 * The input limits (README: chat service). The service's defaults (CHAT_MAX_MESSAGES,
 * CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_BODY_BYTES may set them lower or higher); the widget never sends more.
 */
export const CHAT_LIMITS = {
  /** Messages per conversation log sent with a question, and entries per unload post. */
  maxMessages: 40,
  /** Characters per message (the widget's input stops there). */
  maxMessageChars: 2000,
  /** Bytes of a request body to the service. */
  maxBodyBytes: 256 * 1024,
  /** Characters of contextUrl. */
  maxContextUrlChars: 2048,
} as const;

/** The site's own addresses the widget posts to (the browser never calls the service). */
export const CHAT_SITE_PATHS = { send: '/api/chat', conversation: '/api/chat/conversation', live: '/api/chat/live' } as const;

/** The service's addresses. */
export const CHAT_SERVICE_PATHS = {
  send: '/api/Chat/Send',
  conversation: '/api/Chat/Conversation',
  reindex: '/api/Chat/Reindex',
} as const;

/** Sent by the site when it cannot vouch that the visitor owns the conversation (docs/decisions/0009). */
export const CHAT_NEW_CONVERSATION_HEADER = 'x-conversation-new';

/** A log entry's id: 1 to 64 letters, digits, - or _. */
export const CHAT_ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type ChatRole = 'user' | 'assistant';

/** One message of the conversation log (PRODUCT §3 message; the service also accepts {sender, message}). */
export interface ChatLogEntry {
  id?: string;
  role: ChatRole;
  content: string;
  /**
   * An assistant entry: whether the site had something to say (its reply's `answer.answered`). The
   * widget sends it back with the log, so the service counts the questions it declined without
   * answering them again (docs/decisions/0082).
   */
  answered?: boolean;
}

/**
 * The widget's question: `message` is the conversation log (ChatLogEntry[]), the last entry the
 * visitor's question; the JSON text of that array (PRODUCT's first form) is still accepted.
 */
export interface ChatSendRequest {
  message: ChatLogEntry[] | string;
  /** The visitor conversation's UUID (the service makes one when absent). */
  idConversation?: string;
  /** The widget's language (a hint; the question's own language wins). */
  language?: Lang;
  /**
   * The visit's attribution as the forms send it (landing page, referrer, utm_*, the page the chat is
   * on; docs/decisions/0011, 0045): the site's measurement ties the chat question's conversion to the
   * visit's campaign; the chat service stores it with a new conversation, so its transcript says where
   * it started (docs/decisions/0092).
   */
  attribution?: Partial<Record<AttributionField, string>>;
}

/** What the site's proxy sends on: the widget's question plus this CMS's chat-bot entry address. */
export interface ChatServiceSendRequest extends ChatSendRequest {
  contextUrl: string;
}

/** What answered a turn: an editors' pair, a page of the site, the fixed messages, or the provider's model. */
type ChatAnswerSource = 'pair' | 'page' | 'unknown' | 'greeting' | 'model';

/**
 * One turn's answer, computed once by the chat service (docs/decisions/0082) and read as it is by the
 * site (the widget's form offer, the measurement of answered questions): nothing downstream derives it
 * again from the reply's text.
 */
export interface ChatAnswer {
  text: string;
  lang: Lang;
  /** The site page the answer is about (its path: `/servicio-sap`, `/#contacto`), or null. */
  page: string | null;
  source: ChatAnswerSource;
  /** Whether the site had something to say (false: the honest "I don't know" with the contact form). */
  answered: boolean;
  /** Whether the panel offers its contact form now (docs/decisions/0040, 0086). */
  offerContact: boolean;
  /** With `offerContact`: the details the visitor typed in the chat (docs/decisions/0086). */
  prefill?: ChatPrefill;
}

export interface ChatSendResponse {
  /** The turn's answer record (its `text` is also `choices[0].message.content`, PRODUCT's form). */
  answer: ChatAnswer;
  choices: Array<{ index: number; message: { role: 'assistant'; content: string }; finish_reason: 'stop' }>;
  idConversation: string;
  /** The id the reply is stored under (the widget keeps it to avoid storing it twice). */
  replyId: string;
  /** Whether the exchange is stored in the CMS (else the widget posts it on unload). */
  stored: boolean;
}

/** The contact details read from the visitor's messages (apps/chat/src/answerers/prefill.ts). */
export interface ChatPrefill {
  name?: string;
  email?: string;
  /** The national number, as the visitor typed it ("55 1234 5678"; "+52 81 1234 5678" is given as "81 1234 5678" with its country). */
  phone?: string;
  /** The phone's country (ISO 3166 alpha-2, lower case: "mx"), when the number is a valid one of it. */
  phoneCountry?: string;
  company?: string;
}

/** The longest value of each pre-filled detail (the contact form's own limits are lower or equal). */
const CHAT_PREFILL_MAX_CHARS = 200;
const PREFILL_KEYS = ['name', 'email', 'phone', 'phoneCountry', 'company'] as const;

/**
 * A reply's `prefill` as the widget may use it: only its known details that are non-blank strings of at
 * most CHAT_PREFILL_MAX_CHARS (a proxy or another version of the service may send anything); a country
 * only as two lower-case letters. Empty when nothing is usable.
 */
export function readChatPrefill(value: unknown): ChatPrefill {
  const out: ChatPrefill = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const key of PREFILL_KEYS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v !== 'string') continue;
    const text = v.trim();
    if (!text || text.length > CHAT_PREFILL_MAX_CHARS) continue;
    if (key === 'phoneCountry' && !/^[a-z]{2}$/.test(text)) continue;
    out[key] = text;
  }
  return out;
}

/** The widget's unload post: the exchanges not stored yet. */
export interface ChatConversationRequest {
  idConversation: string;
  language?: Lang;
  entries: ChatLogEntry[];
}

/**
 * The live hand-off to a person (docs/decisions/0092): the widget posts `{action, idConversation}` (and
 * a message's `text` and `id`) to the site's /api/chat/live, which checks the visitor owns the
 * conversation and relays to the CMS; every action answers the conversation's ChatLiveState.
 */
export type ChatLiveAction = 'request' | 'state' | 'message' | 'typing' | 'end';
export const CHAT_LIVE_ACTIONS: readonly ChatLiveAction[] = ['request', 'state', 'message', 'typing', 'end'];

export interface ChatLiveRequest {
  action: ChatLiveAction;
  idConversation: string;
  text?: string;
  id?: string;
}

export interface ChatLiveState {
  /** none: never asked; offline: nobody can answer now (the form); waiting, live, ended; missed: nobody took it in time (the form). */
  state: 'none' | 'offline' | 'waiting' | 'live' | 'ended' | 'missed';
  /** What the panel says now: the editors' "a person is being called", or when the firm will reply. */
  notice: string | null;
  /** The person's first name, once one took the conversation. */
  agent: string | null;
  agentTyping: boolean;
  waitSeconds: number;
  /** The person's messages so far (only the site's own links kept, as in the assistant's answers). */
  messages: Array<{ id: string; name: string; text: string; at: string | null }>;
}

/** The CMS's content webhook body (apps/cms/src/bootstrap/webhooks.ts). */
export interface ChatReindexNotice {
  event: string;
  /** The content type's singular name (or `file` for media), when the CMS tells it. */
  model: string | null;
  uid: string | null;
}

/**
 * Streaming (docs/decisions/0087): with `Accept: text/event-stream` and an LLM provider, the service
 * answers with server-sent events: `delta` ({text}: the next piece of the reply as the model writes
 * it), then one `answer` (the ChatSendResponse, its text final: the streamed text less any link off
 * the site), or one `error` ({error}) when no answer could be given after the stream had started.
 * Without a provider, or without that Accept, the answer is the JSON ChatSendResponse as before.
 */
export const CHAT_STREAM_TYPE = 'text/event-stream';
/** The conversation's id, in the head of a streamed answer (the site's ownership cookie is set before its end). */
export const CHAT_CONVERSATION_ID_HEADER = 'x-conversation-id';

export interface ChatStreamEvent {
  /** The event's name (`message` when the stream does not name it). */
  event: string;
  data: string;
}

/** Whether a content type is the event stream's. */
export const isEventStream = (contentType: string | null | undefined) =>
  (contentType ?? '').split(';')[0].trim().toLowerCase() === CHAT_STREAM_TYPE;

/** One server-sent event as text (data on as many `data:` lines as it has lines). */
export function chatStreamEvent(event: string, data: unknown): string {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return `event: ${event}\n${text
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}

/**
 * The events of a server-sent event stream as they arrive (the WHATWG format: `event:` and `data:`
 * fields, a blank line ends an event, `:` lines are comments). Works in browsers and in Node.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const take = function* (lines: string[]): Generator<ChatStreamEvent> {
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = done ? '' : (lines.pop() ?? '');
      yield* take(done ? [...lines, ''] : lines);
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The `answer` event's value of a streamed answer (unchecked JSON; null when the stream has none). */
export async function streamedAnswer(body: ReadableStream<Uint8Array>): Promise<unknown> {
  for await (const event of readEventStream(body)) {
    if (event.event === 'answer') return JSON.parse(event.data) as unknown;
  }
  return null;
}
