/**
 * The CMS's start-ups, in the order they must run (docs/decisions/0096). Each feature is one folder, a
 * local plugin under src/plugins (config/plugins.ts): inbox, live, crm, privacy, editorial, redirects,
 * notifications and site-analytics. A plugin declares its own admin routes and permissions; what must
 * run in a given order with the rest (document service middlewares, lifecycles, views, roles, jobs in
 * Strapi's cron) is this list, one line per start-up. The media library's and the content's
 * start-ups are src/bootstrap.
 */
import type { Core } from '@strapi/strapi';
import { assertExplicitSecrets } from '../config/secrets';
import { clearUsedInvitations, ensureAdminUser } from './bootstrap/admin-user';
import { configureFieldLabels } from './bootstrap/field-labels';
import { requireImageAlt } from './bootstrap/image-alt-check';
import { recordPublishedAddresses, trackPastAddresses } from './bootstrap/past-addresses';
import { ensurePublicPermissions, ensureSiteToken } from './bootstrap/permissions';
import { seedIfEmpty } from './bootstrap/seed';
import { fillMissingSlugs, keepSlugs } from './bootstrap/slugs';
import { dropStoredCopies, keepOneTitle } from './bootstrap/titles';
import { ensureWebhooks } from './bootstrap/webhooks';
import { registerWebpBackfillRoute, startWebpBackfill } from './bootstrap/webp-backfill';
import { addWebpVariants } from './bootstrap/webp-variants';
import { scheduleFutureDated } from './plugins/editorial/server/src/future-dates';
import { configureEditorialViews } from './plugins/editorial/server/src/list-views';
import { startSchedule } from './plugins/editorial/server/src/schedule';
import { fillTranslationStatus, trackTranslationStatus } from './plugins/editorial/server/src/translation';
import { registerCrmWebhook, startCrmWebhook } from './plugins/crm/server/src/webhook';
import { checkFirmSettings } from './firm/settings';
import { scheduleChatIpPurge } from './plugins/privacy/server/src/retention';
import { checkRedirects } from './plugins/redirects/server/src/redirects';
import { migrateOwners, registerOwners } from './plugins/inbox/server/src/assignment';
import { keepTranscripts } from './plugins/inbox/server/src/conversations';
import { keepFollowUp } from './plugins/inbox/server/src/follow-up';
import { CONVERSATION, configureInboxViews, fillInboxTitles, INBOX, PERSON } from './plugins/inbox/server/src/inbox';
import { keepPeople, registerPeople } from './plugins/inbox/server/src/people';
import { ensureRoles } from './plugins/inbox/server/src/roles';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // In production every secret comes from the environment (docs/decisions/0008; config/secrets.ts).
    assertExplicitSecrets();
    // Every numeric id a post or case was published under keeps leading to it (docs/decisions/0015).
    trackPastAddresses(strapi);
    // Blog posts and success cases get a slug per language; a changed one keeps answering (docs/decisions/0031).
    keepSlugs(strapi);
    // A post's or case's title is entered once; heading overrides are real differences; title and body required to publish (docs/decisions/0042).
    keepOneTitle(strapi);
    // The editors' redirects are single hops to a valid target, never a page of the site (docs/decisions/0035).
    checkRedirects(strapi);
    // The firm's time zone is a name the runtime knows (docs/decisions/0088).
    checkFirmSettings(strapi);
    // A submission's owner is an admin user who may work leads, told of each assignment (docs/decisions/0091).
    // First: the document service middlewares after it (CRM, people, follow-up) see the owner checked.
    registerOwners(strapi);
    // The CRM webhook: its events, settings, test and deliveries (docs/decisions/0091).
    registerCrmWebhook(strapi);
    // People: a submission's changes regather its person (docs/decisions/0091).
    registerPeople(strapi);
    // Notes and the status history kept on each save of a submission (docs/decisions/0091).
    keepFollowUp(strapi);
    // Uploaded JPEG/PNG also stored as WebP; publishing asks for every image's alt text (docs/decisions/0044).
    addWebpVariants(strapi);
    // Files uploaded before (or while sharp failed) get theirs afterwards: at each start and on demand.
    registerWebpBackfillRoute(strapi);
    requireImageAlt(strapi);
    // Which language of an entry is incomplete, kept on every save (docs/decisions/0043).
    trackTranslationStatus(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureSiteToken(strapi);
    // No active account keeps a registration token (an invitation link), the first admin included:
    // cleared first, so that the first admin's own creation is what leaves it without one.
    await clearUsedInvitations(strapi);
    await ensureAdminUser(strapi);
    await seedIfEmpty(strapi);
    await fillMissingSlugs(strapi);
    await dropStoredCopies(strapi);
    await recordPublishedAddresses(strapi);
    await ensureWebhooks(strapi);
    // The inbox's views, titles and the Editor and Sales roles (docs/decisions/0037).
    await fillInboxTitles(strapi);
    // Free-text owners of before become admin users, or a line of the notes (docs/decisions/0091).
    await migrateOwners(strapi);
    // Every chat conversation reads as a conversation: transcript, title, source (docs/decisions/0092).
    await keepTranscripts(strapi);
    // Every field's readable label and hint, in the page's order (docs/decisions/0042); the inbox lays out its own views.
    await configureFieldLabels(strapi, [...Object.values(INBOX), CONVERSATION, PERSON]);
    await configureInboxViews(strapi);
    // lead.created of each stored submission, and the look for due events in Strapi's cron (docs/decisions/0091).
    startCrmWebhook(strapi);
    await keepPeople(strapi);
    await ensureRoles(strapi);
    // Old chat IPs erased and the retention applied: at start, then in Strapi's cron (docs/decisions/0039).
    scheduleChatIpPurge(strapi);
    // The site's first-party measurement is a local plugin: src/plugins/site-analytics (docs/decisions/0094).
    // Scheduled publishing and translation status in the list views (docs/decisions/0043).
    await fillTranslationStatus(strapi);
    await configureEditorialViews(strapi);
    // One way to schedule (docs/decisions/0078): once, entries the older site hid by a future date become scheduled drafts.
    await scheduleFutureDated(strapi);
    startSchedule(strapi);
    // JPEG/PNG files without WebP variants get them, in the background, one at a time (docs/decisions/0044).
    startWebpBackfill(strapi);
  },
};
