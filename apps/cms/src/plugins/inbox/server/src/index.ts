/**
 * The inbox's plugin (docs/decisions/0037, 0091, 0092, 0096): Strapi loads it through `strapi-server.js`
 * (config/plugins.ts). It adds the export permission (Settings → Roles → Inbox) and the admin routes,
 * at the addresses the admin's parts call (`/inbox/export`, `/inbox/due`, `/inbox/chat`, `/inbox/owners`).
 * The start-ups whose order counts (the document service middlewares, the lifecycles, the views, the
 * roles) are src/index.ts's list; the admin's parts (admin/src) are registered by src/admin/app.tsx.
 */
import type { Core } from '@strapi/strapi';
import { adminRouter } from '../../../../strapi-helpers';
import { ownersRoute } from './assignment';
import { chatRoute } from './conversations';
import { inboxRoutes, registerInboxActions } from './inbox';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await registerInboxActions(strapi);
  },
  routes: {
    admin: ({ strapi }: { strapi: Core.Strapi }) => adminRouter([...inboxRoutes(strapi), chatRoute(strapi), ownersRoute(strapi)]),
  },
};
