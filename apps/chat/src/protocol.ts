/**
 * What the service accepts (PRODUCT §7): POST /api/Chat/Send with JSON {contextUrl, message}, where
 * message is the JSON string of the conversation log, plus two optional fields of ours:
 * idConversation (the visitor conversation's UUID) and language (es|en, the widget's language).
 *
 * A log entry is {role: 'user'|'assistant', content} (PRODUCT's message) or {sender, message} (PRODUCT's
 * log entry), with an optional id. Every rule here answers 400 with a clear message.
 */
import { createHash } from 'node:crypto';
import { ATTRIBUTION_LIMITS, type AttributionField } from '@site/content/attribution';
import {
  CHAT_ENTRY_ID,
  CHAT_LIMITS,
  type ChatConversationRequest,
  type ChatLogEntry,
  type ChatRole,
  type ChatServiceSendRequest,
} from '@site/content/chat';
import { z } from 'zod';

interface Limits {
  maxMessages: number;
  maxMessageChars: number;
}

/** A log entry once normalised: always with its id. */
export interface LogEntry extends ChatLogEntry {
  id: string;
  role: ChatRole;
}

const role = z.enum(['user', 'assistant'], { message: 'role must be "user" or "assistant"' });
const entryId = z.string().regex(CHAT_ENTRY_ID, 'id must be 1 to 64 letters, digits, - or _').optional();

/** An assistant entry's answer record flag (ChatLogEntry.answered), as the widget sends it back. */
const answered = z.boolean({ message: 'answered must be true or false' }).optional();

const entrySchema = z.union([
  z.object({ role, content: z.string({ message: 'content must be a string' }), id: entryId, answered }),
  z.object({ sender: role, message: z.string({ message: 'message must be a string' }), id: entryId, answered }),
]);

/**
 * The visit's attribution (the page the chat is on, the campaign), stored with a new conversation
 * (docs/decisions/0092): each known field a string, cut to the model's length; anything else dropped.
 */
const attributionSchema = z
  .record(z.string(), z.unknown(), { message: 'attribution must be an object' })
  .transform((value) => {
    const out: Partial<Record<AttributionField, string>> = {};
    for (const [field, limit] of Object.entries(ATTRIBUTION_LIMITS) as Array<[AttributionField, number]>) {
      const v = value[field];
      if (typeof v === 'string' && v.trim()) out[field] = v.trim().slice(0, limit);
    }
    return out;
  })
  .optional();

/** The shared contract's ChatServiceSendRequest (@site/content/chat), checked. */
export const sendBodySchema = z.object({
  contextUrl: z.string({ message: 'contextUrl must be a string' }).max(CHAT_LIMITS.maxContextUrlChars, 'contextUrl is too long'),
  message: z.union([z.array(z.unknown()), z.string()], {
    message: 'message must be the conversation log: an array of {role, content} (or its JSON text)',
  }),
  idConversation: z.uuid({ message: 'idConversation must be a UUID' }).optional(),
  language: z.enum(['es', 'en'], { message: 'language must be "es" or "en"' }).optional(),
  attribution: attributionSchema,
}) satisfies z.ZodType<Omit<ChatServiceSendRequest, 'message'> & { message: string | unknown[] }>;

/**
 * The shared contract's ChatConversationRequest, checked (entries also in PRODUCT's {sender, message}
 * form, normalised by normaliseEntries).
 */
export const conversationBodySchema = z.object({
  idConversation: z.uuid({ message: 'idConversation must be a UUID' }),
  language: z.enum(['es', 'en'], { message: 'language must be "es" or "en"' }).optional(),
  entries: z.array(entrySchema, { message: 'entries must be an array of log entries' }).min(1, 'entries is empty'),
}) satisfies z.ZodType<Omit<ChatConversationRequest, 'entries'> & { entries: unknown[] }>;

export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** A readable summary of a zod failure: "message: …; idConversation: …". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => {
      const where = i.path.join('.');
      // An entry's union's own message is unhelpful; name the entry instead (the log's own union says what it wants).
      const message =
        i.code === 'invalid_union' && where !== 'message'
          ? "must be {role, content} or {sender, message} with string values (and a reply's answered true or false)"
          : i.message;
      return where ? `${where}: ${message}` : message;
    })
    .join('; ');
}

/** The id of an entry that came without one: stable for the same position and text. */
export function derivedId(index: number, role: string, content: string): string {
  return `m${index}-${createHash('sha1').update(`${role}\n${content}`).digest('hex').slice(0, 16)}`;
}

/** Validates and normalises entries: roles, lengths, ids. */
export function normaliseEntries(raw: unknown[], limits: Limits, what = 'message'): LogEntry[] {
  if (raw.length > limits.maxMessages) {
    throw new InputError(`The conversation log has ${raw.length} messages; at most ${limits.maxMessages} are accepted.`);
  }
  return raw.map((item, index) => {
    const parsed = entrySchema.safeParse(item);
    if (!parsed.success) throw new InputError(`${what}[${index}] ${describeIssues(parsed.error)}`);
    const e = parsed.data;
    const r = 'role' in e ? e.role : e.sender;
    const content = 'role' in e ? e.content : e.message;
    if (content.length > limits.maxMessageChars) {
      throw new InputError(`${what}[${index}] is ${content.length} characters long; at most ${limits.maxMessageChars} are accepted.`);
    }
    const entry: LogEntry = { id: e.id ?? derivedId(index, r, content), role: r, content };
    // Only a reply has an answer record; a visitor's entry saying "answered" says nothing.
    if (r === 'assistant' && e.answered !== undefined) entry.answered = e.answered;
    return entry;
  });
}

/**
 * The conversation log carried in `message`: an array, or its JSON text (PRODUCT's first form). The last
 * entry must be the visitor's question.
 */
export function parseLog(message: string | unknown[], limits: Limits): LogEntry[] {
  let raw: unknown = message;
  if (typeof message === 'string') {
    try {
      raw = JSON.parse(message);
    } catch {
      throw new InputError('message must be the JSON text of the conversation log (an array of {role, content}); it is not valid JSON.');
    }
  }
  if (!Array.isArray(raw)) throw new InputError('message must be the JSON text of an array of {role, content}.');
  if (raw.length === 0) throw new InputError('The conversation log is empty.');
  const log = normaliseEntries(raw, limits);
  const last = log[log.length - 1];
  if (last.role !== 'user') throw new InputError('The last message of the log must be the visitor\'s (role "user").');
  if (!last.content.trim()) throw new InputError('The last message is blank.');
  return log;
}

/** Only this CMS's chat-bot entry is accepted as the context address; nothing else is ever fetched. */
export function isOwnContextUrl(contextUrl: string, cmsUrl: string): boolean {
  const expected = `${cmsUrl.replace(/\/+$/, '')}/api/chat-bot`;
  let url: URL;
  try {
    url = new URL(contextUrl);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}` === new URL(expected).href.replace(/\/+$/, '');
}
