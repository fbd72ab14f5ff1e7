import type { Core } from '@strapi/strapi';
import { ensureAdminUser } from './bootstrap/admin-user';
import { ensurePublicPermissions, ensureSiteToken } from './bootstrap/permissions';
import { seedIfEmpty } from './bootstrap/seed';
import { ensureWebhooks } from './bootstrap/webhooks';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureSiteToken(strapi);
    await ensureAdminUser(strapi);
    await seedIfEmpty(strapi);
    await ensureWebhooks(strapi);
  },
};
