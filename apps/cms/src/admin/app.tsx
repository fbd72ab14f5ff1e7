import type { StrapiApp } from '@strapi/strapi/admin';
import { analyticsTranslations, registerAnalytics } from './analytics';

/**
 * The CMS admin's customisation: Spanish besides English (each admin user picks theirs in their
 * profile), and the site analytics page and home widget (docs/decisions/0033).
 */
export default {
  config: {
    locales: ['es'],
    translations: analyticsTranslations,
  },
  register(app: StrapiApp) {
    registerAnalytics(app);
  },
};
