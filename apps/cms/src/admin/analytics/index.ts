/**
 * The site analytics of the CMS admin (docs/decisions/0041): a page in the main menu and a widget
 * on the admin's home page, in the admin's language (messages.ts). Their code (and the chart
 * library) is loaded when they are shown.
 */
import { ChartPie } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { en, es } from './messages';

export const analyticsTranslations = { en, es };

/** The page's module, loaded when the page is opened (a loader, not a component). */
const loadPage = () => import('./Dashboard');

export function registerAnalytics(app: StrapiApp): void {
  app.addMenuLink({
    to: 'site-analytics',
    icon: ChartPie,
    intlLabel: { id: 'site-analytics.menu', defaultMessage: en['site-analytics.menu'] },
    permissions: [],
    Component: loadPage,
  });
  app.widgets.register({
    id: 'site-analytics-overview',
    icon: ChartPie,
    title: { id: 'site-analytics.widget.title', defaultMessage: en['site-analytics.widget.title'] },
    link: { label: { id: 'site-analytics.widget.link', defaultMessage: en['site-analytics.widget.link'] }, href: '/site-analytics' },
    component: () => import('./Widget').then((m) => m.AnalyticsWidget),
  });
}
