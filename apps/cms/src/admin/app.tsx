import type { StrapiApp } from '@strapi/strapi/admin';
import { adminSpanish } from './admin-spanish';
import { ConversationPanel, conversationTranslations } from '../plugins/inbox/admin/src/conversation-panel';
import { conversationsTranslations, registerConversations } from '../plugins/live/admin/src/conversations';
import { bootstrapEditorial, editorialTranslations, registerEditorial } from '../plugins/editorial/admin/src/editorial';
import { HINT_HOOK, labelTranslations, spanishByDefault, translateHints } from './field-labels';
import { CRM_WEBHOOK_LINK, crmWebhookTranslations } from '../plugins/crm/admin/src/crm-webhook-settings';
import { inboxColumnTranslations, registerInboxColumns } from '../plugins/inbox/admin/src/inbox-columns';
import { InboxExportAction, inboxExportTranslations } from '../plugins/inbox/admin/src/inbox-export';
import { leadsDueTranslations, registerLeadsDue } from '../plugins/inbox/admin/src/leads-due';
import { mediaTranslations, mergeTranslations } from './media-translations';
import { MineFilter, ownerTranslations, registerOwnerField } from '../plugins/inbox/admin/src/owner-field';
import { registerStatusField } from '../plugins/inbox/admin/src/status-field';
import { actionTranslations, bootstrapPermittedActions } from './permitted-actions';
import { peopleTranslations, registerPeople } from '../plugins/inbox/admin/src/people-home';
import { localizeAdminAnswers } from './admin-answers';
import { roleTranslations } from './role-names';
import { localizeUserStatus } from './user-status';

const fieldLabels = labelTranslations();
spanishByDefault();

/**
 * The CMS admin's customisation; each part lives in its own file, this only registers them:
 * - Spanish besides English, Spanish by default (each admin user picks theirs in their profile);
 * - every field's label and hint in the admin's language (field-labels.tsx; docs/decisions/0042);
 * (the site analytics page and home widget are a plugin's: plugins/site-analytics, docs/decisions/0094);
 * - the inbox's CSV export button in the list views (inbox-export.tsx; docs/decisions/0037, 0091);
 * - Settings → CRM webhook, for super-admins (crm-webhook-settings.tsx; docs/decisions/0091);
 * - the product's roles and permissions named in the admin's language, and the profile's language
 *   (admin-answers.ts; docs/decisions/0094); the Users list's status words (user-status.ts);
 * - short dates in the inbox's and people's lists (inbox-columns.tsx; docs/decisions/0091);
 * - "Due today": the next steps due (leads-due.tsx; docs/decisions/0091);
 * - the owner, an admin user picked by name, and "Mine" in the lists (owner-field.tsx; docs/decisions/0091);
 * - no action shown that the user may not take: Sales see no "Edit the model" nor "Delete" (permitted-actions.tsx);
 * - people on the home page, where Sales land on the people list (people-home.tsx; docs/decisions/0091);
 * - the schedule and translation columns, the translation panel and publish check (docs/decisions/0043);
 * - a chat conversation's messages and the contacts it produced, both ways (conversation-panel.tsx), and the
 *   Conversations page where Sales answer visitors live (conversations/; docs/decisions/0092).
 */
export default {
  config: {
    locales: ['es'],
    // Every field's label (docs/decisions/0042), the media library's alternative text (0044), the
    // editorial columns and panel (0043), the content types' names and the
    // media library's strings Strapi has no Spanish for (0090), the inbox's export, people, CRM webhook
    // and due leads (0091), the conversations (0092): one message table per language.
    translations: mergeTranslations(
      adminSpanish,
      fieldLabels,
      mediaTranslations,
      editorialTranslations,
      inboxExportTranslations,
      peopleTranslations,
      crmWebhookTranslations,
      leadsDueTranslations,
      ownerTranslations,
      actionTranslations,
      inboxColumnTranslations,
      conversationTranslations,
      conversationsTranslations,
      roleTranslations,
    ),
  },
  register(app: StrapiApp) {
    registerEditorial(app);
    registerPeople(app);
    registerInboxColumns(app);
    registerLeadsDue(app);
    registerOwnerField(app);
    registerStatusField(app);
    app.addSettingsLink('global', CRM_WEBHOOK_LINK);
    registerConversations(app);
    localizeAdminAnswers();
    localizeUserStatus();
  },
  bootstrap(app: StrapiApp) {
    app.registerHook(HINT_HOOK, translateHints);
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'lead-owner-mine', Component: MineFilter });
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'inbox-export', Component: InboxExportAction });
    bootstrapPermittedActions(app);
    bootstrapEditorial(app);
    (
      app.getPlugin('content-manager') as unknown as {
        apis: { addEditViewSidePanel: (reduce: (panels: unknown[]) => unknown[]) => void };
      }
    ).apis.addEditViewSidePanel((panels) => [...panels, ConversationPanel]);
  },
};
