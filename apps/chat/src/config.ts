import { z } from 'zod';

const schema = z.object({
  CHAT_HOST: z.string().default('127.0.0.1'),
  CHAT_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
  CMS_API_TOKEN: z.string().optional(),
});

export type ChatConfig = z.infer<typeof schema>;
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ChatConfig => schema.parse(env);
