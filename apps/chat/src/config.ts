import { CHAT_LIMITS } from '@site/content/chat';
import { z } from 'zod';

/** Unset and empty environment variables alike take the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

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
  /** Input limits: messages per conversation log, characters per message, bytes per request body (defaults: the shared contract's). */
  CHAT_MAX_MESSAGES: optional(z.coerce.number().int().min(1).default(CHAT_LIMITS.maxMessages)),
  CHAT_MAX_MESSAGE_CHARS: optional(z.coerce.number().int().min(1).default(CHAT_LIMITS.maxMessageChars)),
  CHAT_MAX_BODY_BYTES: optional(z.coerce.number().int().min(1024).default(CHAT_LIMITS.maxBodyBytes)),
  /** Requests per client IP per window. */
  CHAT_RATE_LIMIT: optional(z.coerce.number().int().min(1).default(30)),
  CHAT_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1).default(60)),
  /** The built-in answerer's index (and the cached context) are refreshed when older than this. */
  CHAT_INDEX_TTL_SECONDS: optional(z.coerce.number().min(0).default(60)),
  /** Whose X-Forwarded-For is believed: 'loopback' (the site on this machine), 'none', or a comma-separated list of addresses. */
  CHAT_TRUST_PROXY: optional(z.string().default('loopback')),
  /** SIGTERM/SIGINT: how long the requests in flight may take before the process exits anyway. */
  CHAT_SHUTDOWN_TIMEOUT_SECONDS: optional(z.coerce.number().min(0).default(25)),
  /** Also accepted as the bearer of POST /api/Chat/Reindex (the CMS webhook's secret), besides CMS_API_TOKEN. */
  WEBHOOK_SECRET: optional(z.string().optional()),
});

export type ChatConfig = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid chat configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}
