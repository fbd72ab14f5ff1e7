import type { Core } from '@strapi/strapi';
import { assertExplicitSecrets } from '../config/secrets';
import { ensureAdminUser } from './bootstrap/admin-user';
import { ensurePublicPermissions, ensureSiteToken } from './bootstrap/permissions';
import { scheduleChatIpPurge } from './bootstrap/privacy';
import { seedIfEmpty } from './bootstrap/seed';
import { ensureWebhooks } from './bootstrap/webhooks';

export default {
  register() {
    // In production every secret comes from the environment (issue 11; config/secrets.ts).
    assertExplicitSecrets();
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureSiteToken(strapi);
    await ensureAdminUser(strapi);
    await seedIfEmpty(strapi);
    await ensureWebhooks(strapi);
    scheduleChatIpPurge(strapi);
  },
};
