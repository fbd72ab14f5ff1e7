/** Site map of the shell (PRODUCT §2): menu, Solutions dropdown columns, footer lists; addresses from the page table. */
import { AI_OFFER_PAGES, HOME_ANCHORS, type PageName, pagePath, PRODUCT_PAGES, SERVICE_PAGES } from '@site/content';

export interface NavLink {
  to: string;
  key: string;
}

/** Each linked page's label (i18n key). */
const LABELS: Partial<Record<PageName, string>> = {
  home: 'nav.home',
  about: 'nav.about',
  insights: 'nav.insights',
  sap: 'nav.sap',
  microsoft: 'nav.microsoft',
  digital: 'nav.digital',
  staffing: 'nav.staffing',
  ia: 'nav.ai',
  c3: 'nav.c3',
  aiAutomation: 'nav.aiAutomation',
  aiProductivity: 'nav.aiProductivity',
  aiAgents: 'nav.aiAgents',
};

const link = (name: PageName): NavLink => ({ to: pagePath(name), key: LABELS[name] ?? `nav.${name}` });

export const SERVICES: NavLink[] = SERVICE_PAGES.map(link);

export const PRODUCTS: NavLink[] = PRODUCT_PAGES.map(link);

export const AI_OFFERS: NavLink[] = AI_OFFER_PAGES.map(link);

export const SITE_LINKS: NavLink[] = [
  link('home'),
  link('about'),
  link('insights'),
  { to: HOME_ANCHORS.join, key: 'nav.join' },
  { to: HOME_ANCHORS.contact, key: 'nav.contact' },
];
