import { previewUrl } from '../src/preview-url';
import { secret } from './secrets';

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export default ({ env }: { env: (key: string, fallback?: string) => string }) => {
  const siteUrl = env('SITE_URL', '');
  const previewSecret = env('PREVIEW_SECRET', '');
  const siteOrigin = originOf(siteUrl);
  return {
    auth: { secret: secret('ADMIN_JWT_SECRET') },
    apiToken: { salt: secret('API_TOKEN_SALT') },
    transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
    // The admin panel is built by `strapi build`; tests run the API without it.
    serveAdminPanel: env('CMS_SERVE_ADMIN', 'true') !== 'false',
    flags: { nps: false, promoteEE: false },
    // Strapi Preview (docs/decisions/0016): see src/preview-url.ts.
    preview: {
      enabled: Boolean(siteOrigin && previewSecret),
      config: {
        allowedOrigins: siteOrigin ? [siteOrigin] : [],
        handler: (uid: string, params: { documentId?: string; locale?: string | null; status?: string }) =>
          previewUrl(uid, params, siteUrl, previewSecret),
      },
    },
  };
};
