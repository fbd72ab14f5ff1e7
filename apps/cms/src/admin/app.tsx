import type { StrapiApp } from '@strapi/strapi/admin';
import { analyticsTranslations, registerAnalytics } from './analytics';
import { HINT_HOOK, labelTranslations, spanishByDefault, translateHints } from './field-labels';
import { InboxExportAction } from './inbox-export';

const fieldLabels = labelTranslations();
spanishByDefault();

/**
 * The CMS admin's customisation; each part lives in its own file, this only registers them:
 * - Spanish besides English, Spanish by default (each admin user picks theirs in their profile);
 * - every field's label and hint in the admin's language (field-labels.tsx; docs/decisions/0042);
 * - the site analytics page and home widget (docs/decisions/0041);
 * - the inbox's CSV export button in the list views (inbox-export.tsx; docs/decisions/0037).
 */
export default {
  config: {
    locales: ['es'],
    translations: {
      es: { ...analyticsTranslations.es, ...fieldLabels.es },
      en: { ...analyticsTranslations.en, ...fieldLabels.en },
    },
  },
  register(app: StrapiApp) {
    registerAnalytics(app);
  },
  bootstrap(app: StrapiApp) {
    app.registerHook(HINT_HOOK, translateHints);
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'inbox-export', Component: InboxExportAction });
  },
};
