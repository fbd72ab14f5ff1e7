import type { Core } from '@strapi/strapi';
import { assertExplicitSecrets } from '../config/secrets';
import { registerAnalytics } from './analytics';
import { ensureAdminUser } from './bootstrap/admin-user';
import { recordPublishedAddresses, trackPastAddresses } from './bootstrap/past-addresses';
import { ensurePublicPermissions, ensureSiteToken } from './bootstrap/permissions';
import { scheduleChatIpPurge } from './bootstrap/privacy';
import { seedIfEmpty } from './bootstrap/seed';
import { fillMissingSlugs, keepSlugs } from './bootstrap/slugs';
import { ensureWebhooks } from './bootstrap/webhooks';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // In production every secret comes from the environment (issue 11; config/secrets.ts).
    assertExplicitSecrets();
    // Every numeric id a post or case was published under keeps leading to it (docs/decisions/0015).
    trackPastAddresses(strapi);
    // Blog posts and success cases get a slug per language; a changed one keeps answering (docs/decisions/0031).
    keepSlugs(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureSiteToken(strapi);
    await ensureAdminUser(strapi);
    await seedIfEmpty(strapi);
    await fillMissingSlugs(strapi);
    await recordPublishedAddresses(strapi);
    await ensureWebhooks(strapi);
    scheduleChatIpPurge(strapi);
    // The site's first-party measurement: its tables, routes and daily roll-up (docs/decisions/0033).
    await registerAnalytics(strapi);
  },
};
