/**
 * The admin half of the Site analytics plugin (docs/decisions/0041, 0094), bundled into the admin by
 * `strapi build` (the plugin's package.json names this file `strapi-admin`): a page in the main menu
 * and a widget on the admin's home page, in the admin's language (messages.ts). Their code (and the
 * chart library) is loaded when they are shown.
 */
import { ChartPie } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { en, es } from './messages';

/** The plugin's name, as the server half's (its routes' prefix). */
const PLUGIN = 'site-analytics';

/** The page's module, loaded when the page is opened (a loader, not a component). */
const loadPage = () => import('./Dashboard');

const MESSAGES: Record<string, Record<string, string>> = { en, es };

export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN, name: en['site-analytics.menu'] });
    app.addMenuLink({
      to: PLUGIN,
      icon: ChartPie,
      intlLabel: { id: 'site-analytics.menu', defaultMessage: en['site-analytics.menu'] },
      permissions: [],
      Component: loadPage,
    });
    // A global widget (its id unchanged since it was registered from app.tsx: users' home layouts keep it).
    app.widgets.register({
      id: 'site-analytics-overview',
      icon: ChartPie,
      title: { id: 'site-analytics.widget.title', defaultMessage: en['site-analytics.widget.title'] },
      link: { label: { id: 'site-analytics.widget.link', defaultMessage: en['site-analytics.widget.link'] }, href: `/${PLUGIN}` },
      component: () => import('./Widget').then((m) => m.AnalyticsWidget),
    });
  },
  /** The page's texts in each admin language (ids already prefixed `site-analytics.`). */
  async registerTrads({ locales }: { locales: string[] }) {
    return locales.map((locale) => ({ locale, data: MESSAGES[locale] ?? {} }));
  },
};
