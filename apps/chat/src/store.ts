/**
 * The CMS side of the service: the assistant's context (chat-bot single type, `Context`) and the
 * `chatbot-conversations` records. Each exchange is stored as it happens (PRODUCT §10.1: deviation from
 * PRODUCT's unload-only post): the first one creates the record, later ones update the same record,
 * found by idConversation. Entries are merged by id, so a retried or re-sent entry is stored once.
 */
import type { ChatbotConversation, ContentClient, Lang } from '@site/content';
import type { AttributionField } from '@site/content/attribution';
import type { LogEntry } from './protocol';
import { pairsForPrompt, qaEntries } from './answerers/built-in/qa';
import { ChatError } from './answerers/types';

/** One stored log entry (PRODUCT §3: {message, sender}), with its id and when it was stored. */
export interface StoredEntry {
  id: string;
  sender: 'user' | 'assistant';
  message: string;
  at: string;
}

/** A conversation record keeps at most this many entries (the oldest are dropped). */
const MAX_STORED_ENTRIES = 500;

/**
 * The assistant's system prompt for an LLM provider: the chat-bot entry's Context, then the editors'
 * question-and-answer pairs (docs/decisions/0017). Cached for `ttlMs`; `invalidate()` (the CMS
 * webhook) drops the cache; the last prompt keeps serving while the CMS is down.
 */
export function createContextReader(client: ContentClient, ttlMs: number, now: () => number = Date.now) {
  let cached: { value: string; at: number } | null = null;
  let generation = 0;
  async function read(): Promise<string> {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const from = generation;
    try {
      const entry = await client.single('chat-bot');
      const context = (entry.Context ?? '').trim();
      if (!context) throw new Error('the chat-bot entry has no Context');
      const pairs = pairsForPrompt(qaEntries(entry.qa_pairs ?? []));
      const value = pairs ? `${context}\n\n${pairs}` : context;
      // A change notice that arrived during the read leaves the cache empty (read again next time).
      if (from === generation) cached = { value, at: now() };
      return value;
    } catch (error) {
      if (cached) return cached.value;
      console.error(`[chat] context unavailable: ${String(error)}`);
      throw new ChatError(503, 'The assistant context could not be read from the CMS; please try again later.');
    }
  }
  return {
    read,
    invalidate(): void {
      generation += 1;
      if (cached) cached = { ...cached, at: Number.NEGATIVE_INFINITY };
    },
  };
}

const isStored = (v: unknown): v is StoredEntry =>
  typeof v === 'object' && v !== null && typeof (v as StoredEntry).id === 'string' && typeof (v as StoredEntry).message === 'string';

interface AppendInput {
  idConversation: string;
  userIP: string;
  language: Lang;
  entries: LogEntry[];
  /** The visit's attribution, stored when the conversation is created (docs/decisions/0092). */
  attribution?: Partial<Record<AttributionField, string>>;
}

export function createConversationStore(client: ContentClient, now: () => Date = () => new Date()) {
  // One write at a time per conversation (an exchange and an unload post may meet).
  const queues = new Map<string, Promise<unknown>>();

  async function find(idConversation: string): Promise<ChatbotConversation | null> {
    const { data } = await client.list('chatbot-conversations', { filters: { idConversation: { $eq: idConversation } }, pageSize: 1 });
    return data[0] ?? null;
  }

  async function write(input: AppendInput): Promise<{ created: boolean; added: number }> {
    const at = now().toISOString();
    const incoming: StoredEntry[] = input.entries.map((e) => ({ id: e.id, sender: e.role, message: e.content, at }));
    const existing = await find(input.idConversation);
    if (!existing) {
      try {
        await client.create('chatbot-conversations', {
          userIP: input.userIP.slice(0, 64),
          Conversation: incoming.slice(-MAX_STORED_ENTRIES),
          idConversation: input.idConversation,
          language: input.language,
          ...(input.attribution ?? {}),
        });
        return { created: true, added: incoming.length };
      } catch (error) {
        // Another server created it meanwhile (idConversation is unique): merge into that one.
        const again = await find(input.idConversation);
        if (!again) throw error;
        return merge(again, incoming);
      }
    }
    return merge(existing, incoming);
  }

  async function merge(record: ChatbotConversation, incoming: StoredEntry[]): Promise<{ created: boolean; added: number }> {
    const stored = Array.isArray(record.Conversation) ? (record.Conversation as unknown[]) : [];
    const ids = new Set(stored.filter(isStored).map((e) => e.id));
    const fresh = incoming.filter((e) => !ids.has(e.id));
    if (fresh.length === 0) return { created: false, added: 0 };
    await client.update('chatbot-conversations', record.documentId, { Conversation: [...stored, ...fresh].slice(-MAX_STORED_ENTRIES) });
    return { created: false, added: fresh.length };
  }

  return {
    find,
    /** Stores entries in the conversation's record (created on first use); resolves when the CMS has them. */
    append(input: AppendInput): Promise<{ created: boolean; added: number }> {
      const previous = queues.get(input.idConversation) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => write(input));
      queues.set(input.idConversation, next);
      void next
        .finally(() => {
          if (queues.get(input.idConversation) === next) queues.delete(input.idConversation);
        })
        .catch(() => undefined);
      return next;
    },
  };
}
