import { secret } from './secrets';

export default ({ env }: { env: EnvFn }) => ({
  host: env('CMS_HOST', env('HOST', '127.0.0.1')),
  port: env.int('CMS_PORT', env.int('PORT', 1337)),
  url: env('CMS_PUBLIC_URL', ''),
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  app: { keys: secret('APP_KEYS').split(',') },
  proxy: env.bool('CMS_BEHIND_PROXY', false),
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});

type EnvFn = ((key: string, fallback?: string) => string) & {
  int: (key: string, fallback?: number) => number;
  bool: (key: string, fallback?: boolean) => boolean;
};
