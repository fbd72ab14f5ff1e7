export default [
  'strapi::logger',
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
      // PDFs are embedded by the site from another origin (SPEC: success-case detail).
      frameguard: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    },
  },
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  { name: 'strapi::body', config: { jsonLimit: '256kb' } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
