import { z } from 'zod';

/** An empty variable counts as unset (a number would otherwise coerce '' to 0). */
const unsetIfBlank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** The site server's configuration, checked once at start (README: configuration). */
const schema = z.object({
  // The server process (server.ts).
  WEB_HOST: unsetIfBlank(z.string().optional()),
  WEB_PORT: unsetIfBlank(z.coerce.number().int().min(0).max(65535).optional()),
  /** SIGTERM/SIGINT: how long requests and e-mails in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: unsetIfBlank(z.coerce.number().min(0).default(25)),
  /** Read by security.ts (any case); checked here so a typo stops the start. */
  HSTS: z
    .string()
    .regex(/^(on|off|auto|true|false|1|0)?$/i, 'expected on, off or auto')
    .optional(),
  CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
  CMS_API_TOKEN: z.string().min(1).optional(),
  MEDIA_BASE_URL: z.string().default(''),
  SITE_URL: z.string().url().default('http://127.0.0.1:3000'),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
  WEBHOOK_SECRET: z.string().optional(),
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
  FORMS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(12),
  FORMS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Document requests (e-mails to a typed-in address) per address and per visitor IP per 24 hours. */
  DOWNLOAD_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  DOWNLOAD_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
});

export type Env = z.infer<typeof schema>;

let cached: Env | null = null;
/** The configuration; throws "Invalid site configuration: …" (server.ts checks it before listening). */
export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid site configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    cached = parsed.data;
  }
  return cached;
}
