import { LOG_LEVELS } from '@site/server-kit';
import { z } from 'zod';

/** An empty variable counts as unset (a number would otherwise coerce '' to 0). */
const unsetIfBlank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** The site server's configuration, checked once at start (README: configuration). */
const schema = z.object({
  // The server process (server/index.ts). HOST and PORT, the names hosting platforms set, count when
  // WEB_HOST and WEB_PORT are unset.
  WEB_HOST: unsetIfBlank(z.string().optional()),
  WEB_PORT: unsetIfBlank(z.coerce.number().int().min(0).max(65535).optional()),
  HOST: unsetIfBlank(z.string().optional()),
  PORT: unsetIfBlank(z.coerce.number().int().min(0).max(65535).optional()),
  /** Express `trust proxy`: a number of proxy hops, or addresses and names (comma-separated). */
  TRUST_PROXY: unsetIfBlank(
    z
      .string()
      .default('loopback')
      .transform((v) => (/^\d+$/.test(v.trim()) ? Number(v) : v)),
  ),
  /** React Router's server mode (`development` shows errors' details); production when unset. */
  NODE_ENV: unsetIfBlank(z.string().optional()),
  /** SIGTERM/SIGINT: how long requests and e-mails in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: unsetIfBlank(z.coerce.number().min(0).default(25)),
  /** Strict-Transport-Security (server/security.ts; any case); unset or `auto`: on in production over https. */
  HSTS: z
    .string()
    .regex(/^(on|off|auto|true|false|1|0)?$/i, 'expected on, off or auto')
    .optional(),
  /** Origins pages may frame besides the site and MEDIA_BASE_URL (spaces or commas); unset: the video players. */
  CSP_FRAME_SRC: unsetIfBlank(z.string().optional()),
  /** Structured request logs (pino): fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: unsetIfBlank(z.enum(LOG_LEVELS).default('info')),
  /**
   * Set (redis://…): rate limits shared by every site and chat server, and content changes heard
   * from the CMS through Redis publish/subscribe. Unset: this server's memory and the CMS webhook.
   */
  REDIS_URL: unsetIfBlank(
    z
      .string()
      .url()
      .regex(/^rediss?:\/\//, 'expected redis://… or rediss://…')
      .optional(),
  ),
  CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
  CMS_API_TOKEN: z.string().min(1).optional(),
  MEDIA_BASE_URL: z.string().default(''),
  SITE_URL: z.string().url().default('http://127.0.0.1:3000'),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** Page cache (docs/decisions/0020): how long a rendered page is served at most (dropped earlier by the webhook); 0 = off. */
  PAGE_CACHE_TTL_SECONDS: unsetIfBlank(z.coerce.number().int().min(0).default(300)),
  /** Memory for the page cache (all encodings), in MB. */
  PAGE_CACHE_MAX_MB: unsetIfBlank(z.coerce.number().min(1).default(64)),
  /** `s-maxage` of page responses for a CDN or proxy. */
  SHARED_CACHE_MAX_AGE_SECONDS: unsetIfBlank(z.coerce.number().int().min(0).default(60)),
  /** `stale-while-revalidate` of page responses for a CDN or proxy. */
  SHARED_CACHE_STALE_SECONDS: unsetIfBlank(z.coerce.number().int().min(0).default(600)),
  WEBHOOK_SECRET: z.string().optional(),
  /** The admin's "Open preview" (docs/decisions/0016): the CMS's shared secret; unset, no draft mode. */
  PREVIEW_SECRET: unsetIfBlank(z.string().min(16).optional()),
  /** The CMS admin's origin, the only page allowed to frame a preview; default CMS_URL's. */
  CMS_ADMIN_URL: unsetIfBlank(z.string().url().optional()),
  CHAT_URL: z.string().url().default('http://127.0.0.1:3001'),
  /** The chat service's bearer credential (server-side only); also keys the conversation-owner cookies. */
  CHAT_API_TOKEN: z.string().min(16).optional(),
  // Forms (contact, lead, document requests): mail and limits.
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Nexalia Consulting <no-reply@nexalia-consulting.example>'),
  MAIL_TO: z.string().optional(),
  OUTBOX_DIR: z.string().optional(),
  // The mail outbox (docs/decisions/0023): a failed e-mail is tried again after BASE·2^(n-1) seconds
  // (at most MAX), up to MAIL_MAX_ATTEMPTS tries; every server looks for due e-mails every
  // MAIL_POLL_SECONDS; a server sending one holds it for MAIL_LEASE_SECONDS at most.
  MAIL_RETRY_BASE_SECONDS: unsetIfBlank(z.coerce.number().min(0.1).default(30)),
  MAIL_RETRY_MAX_SECONDS: unsetIfBlank(z.coerce.number().min(0.1).default(3600)),
  MAIL_MAX_ATTEMPTS: unsetIfBlank(z.coerce.number().int().min(1).default(20)),
  MAIL_POLL_SECONDS: unsetIfBlank(z.coerce.number().min(0.2).default(30)),
  MAIL_LEASE_SECONDS: unsetIfBlank(z.coerce.number().int().min(60).max(3600).default(300)),
  /** `false`: this server sends only the e-mails of its own submissions, never another's retries. */
  MAIL_OUTBOX_WORKER: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  // First-party measurement (docs/decisions/0041; README "Measurement"): `off` records nothing.
  ANALYTICS: z
    .enum(['on', 'off', 'true', 'false', '1', '0', ''])
    .default('on')
    .transform((v) => v !== 'off' && v !== 'false' && v !== '0'),
  /** Beacon requests per client IP and window (a page sends 2–4). */
  ANALYTICS_RATE_LIMIT_MAX: unsetIfBlank(z.coerce.number().int().min(1).default(120)),
  ANALYTICS_RATE_LIMIT_WINDOW_SECONDS: unsetIfBlank(z.coerce.number().int().min(1).default(60)),
  /** How long events wait on a site server before one batch stores them in the CMS. */
  ANALYTICS_FLUSH_MS: unsetIfBlank(z.coerce.number().int().min(10).max(60_000).default(1000)),
  /** Events per batch (one POST to the CMS). */
  ANALYTICS_BATCH_MAX: unsetIfBlank(z.coerce.number().int().min(1).max(1000).default(500)),
  /** Events a site server holds while the CMS is unreachable; beyond, the oldest are dropped. */
  ANALYTICS_QUEUE_MAX: unsetIfBlank(z.coerce.number().int().min(100).default(50_000)),
  FORMS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(12),
  FORMS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Document requests (e-mails to a typed-in address) per address and per visitor IP per 24 hours. */
  DOWNLOAD_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  DOWNLOAD_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
});

export type Env = z.infer<typeof schema>;

/** Checks a set of environment variables; throws "Invalid site configuration: …" naming each bad one. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid site configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

let cached: Env | null = null;
/** The process's configuration, checked once (server/index.ts checks it before listening). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
