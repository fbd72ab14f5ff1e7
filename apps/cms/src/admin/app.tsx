import type { StrapiApp } from '@strapi/strapi/admin';
import { analyticsTranslations, registerAnalytics } from './analytics';
import { bootstrapEditorial, editorialTranslations, registerEditorial } from './editorial';
import { InboxExportAction } from './inbox-export';
import { mediaTranslations, mergeTranslations } from './media-translations';

/**
 * The CMS admin's customisation; each part lives in its own file, this only registers them:
 * - Spanish besides English (each admin user picks theirs in their profile);
 * - the site analytics page and home widget (docs/decisions/0041);
 * - the inbox's CSV export button in the list views (inbox-export.tsx; docs/decisions/0037);
 * - the schedule and translation columns, the translation panel and publish check (docs/decisions/0043).
 */
export default {
  config: {
    locales: ['es'],
    // The media library's alternative text in both languages (docs/decisions/0044); the editorial
    // columns and panel (docs/decisions/0043); the analytics page (docs/decisions/0041).
    translations: mergeTranslations(analyticsTranslations, mediaTranslations, editorialTranslations),
  },
  register(app: StrapiApp) {
    registerAnalytics(app);
    registerEditorial(app);
  },
  bootstrap(app: StrapiApp) {
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'inbox-export', Component: InboxExportAction });
    bootstrapEditorial(app);
  },
};
