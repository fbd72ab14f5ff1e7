import { secret } from './secrets';

export default () => ({
  // The site's first-party measurement, a local plugin: its server half (routes, roll-up job) and its
  // admin half (the Site analytics page and home widget) together (docs/decisions/0094).
  'site-analytics': { enabled: true, resolve: './src/plugins/site-analytics' },
  // The CMS's features, each a local plugin holding its routes and services (docs/decisions/0096); their
  // start-ups whose order counts are src/index.ts's list.
  inbox: { enabled: true, resolve: './src/plugins/inbox' },
  live: { enabled: true, resolve: './src/plugins/live' },
  crm: { enabled: true, resolve: './src/plugins/crm' },
  privacy: { enabled: true, resolve: './src/plugins/privacy' },
  editorial: { enabled: true, resolve: './src/plugins/editorial' },
  redirects: { enabled: true, resolve: './src/plugins/redirects' },
  notifications: { enabled: true, resolve: './src/plugins/notifications' },
  'users-permissions': { config: { jwtSecret: secret('JWT_SECRET') } },
  upload: {
    config: {
      sizeLimit: 50 * 1024 * 1024,
      breakpoints: { large: 1600, medium: 960, small: 640 },
    },
  },
});
