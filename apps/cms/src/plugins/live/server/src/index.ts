/**
 * The live hand-off's plugin (docs/decisions/0092, 0096): Strapi loads it through `strapi-server.js`
 * (config/plugins.ts). It adds the Conversations page's permission (Settings → Roles → Inbox) and its
 * admin routes (`/chat-live/queue`, `/chat-live/conversations/:documentId` …). The visitor's side is the
 * content API `src/api/chat-live` (the chat service's token holds its actions); the page itself
 * (admin/src/conversations) is registered by src/admin/app.tsx.
 */
import type { Core } from '@strapi/strapi';
import { adminRouter } from '../../../../strapi-helpers';
import { liveRoutes, registerLiveActions } from './routes';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await registerLiveActions(strapi);
  },
  routes: {
    admin: ({ strapi }: { strapi: Core.Strapi }) => adminRouter(liveRoutes(strapi)),
  },
};
