/**
 * The CRM webhook's plugin (docs/decisions/0091, 0096): Strapi loads it through `strapi-server.js`
 * (config/plugins.ts). It adds the permission that shows Settings → CRM webhook and the admin routes
 * under `/crm-webhook`. Its start-ups (the `lead.updated` middleware, the `lead.created` lifecycle and
 * the look for due events in Strapi's cron) are src/index.ts's list; the settings page
 * (admin/src/crm-webhook-settings.tsx) is registered by src/admin/app.tsx.
 */
import type { Core } from '@strapi/strapi';
import { adminRouter } from '../../../../strapi-helpers';
import { crmRoutes, registerCrmActions } from './webhook';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await registerCrmActions(strapi);
  },
  routes: {
    admin: ({ strapi }: { strapi: Core.Strapi }) => adminRouter(crmRoutes(strapi)),
  },
};
