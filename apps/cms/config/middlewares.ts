/**
 * CORS: only the site's origins may call the API from a browser (docs/decisions/0008). CMS_CORS_ORIGINS is a
 * comma-separated list; by default the site's SITE_URL (the launcher sets it), else the default site
 * address. The admin panel is served by the CMS itself and needs no CORS.
 */
function corsOrigins(): string[] {
  const list = (process.env.CMS_CORS_ORIGINS || process.env.SITE_URL || 'http://127.0.0.1:3000,http://localhost:3000')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return list;
}

export default [
  // One JSON line per request with the caller's request id (src/middlewares/request-log.ts).
  'global::request-log',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      // PDFs are embedded by the site from another origin (PRODUCT: success-case detail).
      frameguard: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    },
  },
  { name: 'strapi::cors', config: { origin: corsOrigins(), credentials: false } },
  'strapi::poweredBy',
  'strapi::query',
  { name: 'strapi::body', config: { jsonLimit: '256kb' } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
