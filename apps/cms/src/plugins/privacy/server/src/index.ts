/**
 * The privacy plugin (docs/decisions/0008, 0039, 0096): Strapi loads it through `strapi-server.js`
 * (config/plugins.ts). It adds the permission of privacy requests (Settings → Roles → Inbox) and the
 * admin routes `npm run privacy` (scripts/privacy.mjs) calls: `/inbox/privacy/export` and
 * `/inbox/privacy/erase`. The purge of old chat IPs and the retention (retention.ts) start from
 * src/index.ts's list, in Strapi's cron.
 */
import type { Core } from '@strapi/strapi';
import { adminRouter } from '../../../../strapi-helpers';
import { privacyRoutes, registerPrivacyActions } from './requests';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await registerPrivacyActions(strapi);
  },
  routes: {
    admin: ({ strapi }: { strapi: Core.Strapi }) => adminRouter(privacyRoutes(strapi)),
  },
};
