/**
 * The server half of the Site analytics plugin (docs/decisions/0041, 0090, 0094), loaded by Strapi
 * through `strapi-server.js` (config/plugins.ts enables it with `resolve`):
 * - its tables, made on start (store.ts's ensureTables);
 * - its routes, under the plugin's name: `/api/site-analytics/events` and `/api/site-analytics/salt`
 *   for the site servers (their token, checked by the controller: no Users & Permissions action),
 *   `/site-analytics/summary` and `/site-analytics/pair` in the admin API (a signed-in admin user);
 * - the roll-up and retention job in Strapi's cron (`ROLL_UP_JOB`, every hour, and once on start).
 */
import type { Core } from '@strapi/strapi';
import { analyticsController, type Ctx } from './controller';
import { ensureTables } from './store';

/** The plugin's name: its routes' prefix, its admin page's address and its permissions' namespace. */
const PLUGIN = 'site-analytics';

/** The name of the roll-up and retention job in Strapi's cron (`strapi.cron.jobs`). */
export const ROLL_UP_JOB = 'site-analytics-roll-up';
/** Every hour at minute 5 (croner's pattern, in the server's zone: the job itself reads the firm's day). */
export const ROLL_UP_RULE = '5 * * * *';

type Controller = ReturnType<typeof analyticsController>;
const controller = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).controller('analytics') as unknown as Controller;

/** Adds the roll-up and retention job to Strapi's cron (started with Strapi, stopped when it stops). */
export function scheduleRollUp(strapi: Core.Strapi): void {
  strapi.cron.add({
    [ROLL_UP_JOB]: {
      task: async () => void (await controller(strapi).rollUp()),
      options: { rule: ROLL_UP_RULE },
    },
  });
}

/** A content-API route answered by the controller itself (no Users & Permissions action: a function handler). */
const siteServerRoute = (method: 'GET' | 'POST', path: string, action: 'events' | 'salt') => ({
  method,
  path,
  handler: (ctx: Ctx) => controller(strapi)[action](ctx),
  // The site server's token is checked by the controller (not by Users & Permissions: no content type, no action).
  config: { auth: false },
});

export default {
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureTables(strapi.db.connection);
    scheduleRollUp(strapi);
    // A day that ended while no instance ran is rolled up now, not at the next hour.
    void controller(strapi).rollUp();
  },
  controllers: {
    analytics: ({ strapi }: { strapi: Core.Strapi }) => analyticsController(strapi),
  },
  routes: {
    'content-api': {
      type: 'content-api',
      routes: [siteServerRoute('POST', '/events', 'events'), siteServerRoute('GET', '/salt', 'salt')],
    },
    admin: {
      type: 'admin',
      routes: [
        { method: 'GET', path: '/summary', handler: 'analytics.summary', config: { policies: ['admin::isAuthenticatedAdmin'] } },
        { method: 'POST', path: '/pair', handler: 'analytics.pair', config: { policies: ['admin::isAuthenticatedAdmin'] } },
      ],
    },
  },
};
