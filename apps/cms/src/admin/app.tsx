/**
 * Admin panel extensions. Each part lives in its own file; this only registers them.
 * - The inbox's CSV export button in the list views (inbox-export.tsx; docs/decisions/0037).
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { InboxExportAction } from './inbox-export';

export default {
  config: { locales: [] },
  bootstrap(app: StrapiApp) {
    app.getPlugin('content-manager').injectComponent('listView', 'actions', { name: 'inbox-export', Component: InboxExportAction });
  },
};
