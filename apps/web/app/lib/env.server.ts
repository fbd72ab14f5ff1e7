import { z } from 'zod';

/** The site server's configuration, checked once at start (README: configuration). */
const schema = z.object({
  CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
  CMS_API_TOKEN: z.string().min(1).optional(),
  MEDIA_BASE_URL: z.string().default(''),
  SITE_URL: z.string().url().default('http://127.0.0.1:3000'),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
  WEBHOOK_SECRET: z.string().optional(),
  CHAT_URL: z.string().url().default('http://127.0.0.1:3001'),
});

export type Env = z.infer<typeof schema>;

let cached: Env | null = null;
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
