import { CHAT_LIMITS } from '@site/content/chat';
import { LOG_LEVELS, parseTrustedProxies } from '@site/server-kit';
import { z } from 'zod';

/** Unset and empty environment variables alike take the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

function validProxies(spec: string): boolean {
  try {
    parseTrustedProxies(spec);
    return true;
  } catch {
    return false;
  }
}

function badProxies(spec: string): string {
  try {
    parseTrustedProxies(spec);
    return 'invalid';
  } catch (error) {
    return `expected CIDR ranges or addresses, comma-separated: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The chat service's configuration (README: chat service), checked once at start. */
const schema = z.object({
  CHAT_HOST: optional(z.string().default('127.0.0.1')),
  CHAT_PORT: optional(z.coerce.number().int().min(0).max(65535).default(3001)),
  CMS_URL: optional(z.string().url().default('http://127.0.0.1:1337')),
  CMS_API_TOKEN: optional(z.string().optional()),
  /**
   * The bearer credential the site's proxy sends (generated with the other secrets; never in a
   * browser). Every /api/Chat/* call without it is refused with 401; unset, every such call is.
   */
  CHAT_API_TOKEN: optional(z.string().min(16).optional()),
  /** Set: answers through an OpenAI-compatible chat-completions endpoint. Unset: the built-in answerer. */
  OPENAI_API_KEY: optional(z.string().optional()),
  OPENAI_BASE_URL: optional(z.string().url().default('https://api.openai.com/v1')),
  CHAT_MODEL: optional(z.string().min(1).default('gpt-4o')),
  CHAT_UPSTREAM_TIMEOUT_MS: optional(z.coerce.number().int().min(100).default(30_000)),
  /**
   * Set (an OpenAI-compatible embeddings server, up to /v1): questions are also routed by the embeddings'
   * closeness to the site's passages (docs/decisions/0085). Unset: no embeddings, all offline.
   */
  EMBEDDINGS_BASE_URL: optional(z.string().url().optional()),
  EMBEDDINGS_MODEL: optional(z.string().min(1).default('text-embedding-3-small')),
  EMBEDDINGS_API_KEY: optional(z.string().optional()),
  /** How long a question's embedding may take; slower, the question is answered without it. */
  EMBEDDINGS_TIMEOUT_MS: optional(z.coerce.number().int().min(100).default(1500)),
  /** The cosine similarity to a passage from which a question is about the site though its words are not the site's. */
  EMBEDDINGS_MIN_SIMILARITY: optional(z.coerce.number().min(-1).max(1).default(0.5)),
  /** Input limits: messages per conversation log, characters per message, bytes per request body (defaults: the shared contract's). */
  CHAT_MAX_MESSAGES: optional(z.coerce.number().int().min(1).default(CHAT_LIMITS.maxMessages)),
  CHAT_MAX_MESSAGE_CHARS: optional(z.coerce.number().int().min(1).default(CHAT_LIMITS.maxMessageChars)),
  CHAT_MAX_BODY_BYTES: optional(z.coerce.number().int().min(1024).default(CHAT_LIMITS.maxBodyBytes)),
  /** Requests per client IP per window. */
  CHAT_RATE_LIMIT: optional(z.coerce.number().int().min(1).default(30)),
  CHAT_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).default(60)),
  /** The built-in answerer's index (and the cached context) are refreshed when older than this. */
  CHAT_INDEX_TTL_SECONDS: optional(z.coerce.number().min(0).default(60)),
  /**
   * Whose X-Forwarded-For is believed (the site servers, or a proxy in front of this service):
   * comma-separated CIDR ranges or addresses, 'loopback' (default: 127.0.0.0/8 and ::1) or 'none'.
   */
  TRUSTED_PROXIES: optional(
    z
      .string()
      .refine(validProxies, { error: (i) => badProxies(String(i.input)) })
      .optional(),
  ),
  /** The former name of TRUSTED_PROXIES (used when TRUSTED_PROXIES is unset). */
  CHAT_TRUST_PROXY: optional(
    z
      .string()
      .refine(validProxies, { error: (i) => badProxies(String(i.input)) })
      .default('loopback'),
  ),
  /** Structured request logs (pino): fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: optional(z.enum(LOG_LEVELS).default('info')),
  /**
   * Set (redis://…): the rate limit is shared by every chat server, and the index is refreshed when
   * the CMS broadcasts a content change. Unset: this process's memory and the index's TTL.
   */
  REDIS_URL: optional(
    z
      .string()
      .url()
      .regex(/^rediss?:\/\//, 'expected redis://… or rediss://…')
      .optional(),
  ),
  /** SIGTERM/SIGINT: how long the requests in flight may take before the process exits anyway. */
  CHAT_SHUTDOWN_TIMEOUT_SECONDS: optional(z.coerce.number().min(0).default(25)),
  /** Also accepted as the bearer of POST /api/Chat/Reindex (the CMS webhook's secret), besides CMS_API_TOKEN. */
  WEBHOOK_SECRET: optional(z.string().optional()),
});

export type ChatConfig = z.infer<typeof schema>;

/** The proxies whose X-Forwarded-For is believed: TRUSTED_PROXIES, else CHAT_TRUST_PROXY. */
export const trustedProxySpec = (config: ChatConfig): string => config.TRUSTED_PROXIES ?? config.CHAT_TRUST_PROXY;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid chat configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
