import { secret } from './secrets';

export default ({ env }: { env: (key: string, fallback?: string) => string }) => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  // The admin panel is built by `strapi build`; tests run the API without it.
  serveAdminPanel: env('CMS_SERVE_ADMIN', 'true') !== 'false',
  flags: { nps: false, promoteEE: false },
});
