/**
 * The site's pages, one table (ARCHITECTURE: the page table; one source for each shape): each page's address (PRODUCT
 * §2), its route module in the site, and the CMS single type whose content it shows. Read by the
 * site's routes (apps/web/app/routes.ts), navigation (lib/nav.ts), sitemap (lib/sitemap.ts) and the
 * chat's page table (apps/chat/src/answerers/built-in/pages.ts). Change an address here only.
 */
import type { SingleTypeName } from './generated/types';
import { isLang, type Lang } from './lang';

interface SitePage {
  /** The address, from the site's root ("/nosotros"); `:id` marks a detail page's parameter. */
  path: string;
  /** The route module under apps/web/app/. */
  module: string;
  /** The CMS single type the page shows (its own entry; a detail page shows a collection entry). */
  entity: SingleTypeName | null;
}

export const SITE_PAGES = {
  home: { path: '/', module: 'routes/home.tsx', entity: 'home' },
  about: { path: '/nosotros', module: 'routes/about.tsx', entity: 'about-us' },
  sap: { path: '/servicio-sap', module: 'routes/sap.tsx', entity: 'sap' },
  microsoft: { path: '/servicio-microsoft', module: 'routes/microsoft.tsx', entity: 'microsoft' },
  digital: { path: '/servicio-digital', module: 'routes/digital.tsx', entity: 'digital' },
  staffing: { path: '/service-staffing', module: 'routes/staffing.tsx', entity: 'staffing' },
  ia: { path: '/servicio-ia', module: 'routes/ia.tsx', entity: 'ia' },
  c3: { path: '/producto-c3', module: 'routes/c3.tsx', entity: 'c3' },
  aiAutomation: { path: '/automatizacion-ia', module: 'routes/offer-automation.tsx', entity: 'first-ia-offer' },
  aiProductivity: { path: '/productividad-ia', module: 'routes/offer-productivity.tsx', entity: 'second-offer' },
  aiAgents: { path: '/agentes-ia', module: 'routes/offer-agents.tsx', entity: 'third-ia-offer' },
  insights: { path: '/insights', module: 'routes/insights.tsx', entity: 'insight' },
  blog: { path: '/blog', module: 'routes/blog.tsx', entity: 'blog' },
  blogPost: { path: '/blog-details/:id', module: 'routes/blog-detail.tsx', entity: null },
  successCases: { path: '/casos-de-exito', module: 'routes/success-cases.tsx', entity: 'success-case' },
  successCase: { path: '/casos-de-exito/:id', module: 'routes/success-case-detail.tsx', entity: null },
  downloads: { path: '/download', module: 'routes/downloads.tsx', entity: 'download' },
} as const satisfies Record<string, SitePage>;

export type PageName = keyof typeof SITE_PAGES;

/** The address of a page. */
export const pagePath = (name: PageName): string => SITE_PAGES[name].path;

/** The pages addressed by one entry's segment after a fixed part (a post's or case's slug). */
type DetailPageName = 'blogPost' | 'successCase';
/** A detail page's fixed part (`/blog-details/`). */
export const detailPrefix = (name: DetailPageName): string => SITE_PAGES[name].path.replace(':id', '');
/** A detail page's bare address for an entry's segment (`/blog-details/rn8m…`). */
export const detailPath = (name: DetailPageName, segment: string): string => `${detailPrefix(name)}${segment}`;

/** The home page's own sections that menus and the chat link to (PRODUCT §2). */
export const HOME_ANCHORS = { contact: '/#contacto', join: '/#incorporate' } as const;

/** The service pages, in the order of the menu and of the home solutions carousel (PRODUCT §2). */
export const SERVICE_PAGES = ['sap', 'microsoft', 'digital', 'staffing', 'ia'] as const satisfies readonly PageName[];
/** The products (PRODUCT §2). */
export const PRODUCT_PAGES = ['c3'] as const satisfies readonly PageName[];
/** The AI offers (PRODUCT §2). */
export const AI_OFFER_PAGES = ['aiAutomation', 'aiProductivity', 'aiAgents'] as const satisfies readonly PageName[];

/**
 * One address per page per language (docs/decisions/0031): every page lives under its language's
 * prefix, `/es` or `/en`, followed by its PRODUCT §2 path (`/es/nosotros`, `/en/servicio-sap`); the
 * home page is `/es` and `/en`. A bare path (`/nosotros`) is only an entry that sends the visitor on
 * to their language's address. The home page is `/es/` and `/en/` (with the slash, as the bare home `/`).
 */
const LANG_PREFIX = /^\/(es|en)(?=\/|$|\?|#)/;

/** The language of an address's prefix (`/es/blog` → es), or null for a bare path. */
export function langOfPath(path: string): Lang | null {
  const m = LANG_PREFIX.exec(path);
  return m && isLang(m[1]) ? m[1] : null;
}

/** An address without its language prefix (`/es/blog?page=2` → `/blog?page=2`; `/en/` and `/en` → `/`). */
export function barePath(path: string): string {
  const rest = path.replace(LANG_PREFIX, '');
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** Paths of the site that are no pages (assets, media, endpoints, files): never given a language prefix. */
const NOT_PAGE_PATH = /^\/(?:assets|uploads|api|healthz|readyz|robots\.txt|sitemap\.xml|favicon|__manifest)(?:[/.?#]|$)/;

/**
 * A page's address in a language: `/nosotros` → `/es/nosotros`, `/` → `/es/`, `/#contacto` →
 * `/es/#contacto`, `/blog?category=2` → `/es/blog?category=2`. An address that already has a language
 * prefix gets this one instead; external addresses, `mailto:`, hashes alone and non-page paths are
 * returned unchanged.
 */
export function localPath(lang: Lang, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || NOT_PAGE_PATH.test(path)) return path;
  const bare = barePath(path);
  return `/${lang}${bare}`;
}

/** A page's address in each language (`/nosotros` or `/es/nosotros` → es `/es/nosotros`, en `/en/nosotros`). */
export const pageAlternates = (path: string): Record<Lang, string> => ({ es: localPath('es', path), en: localPath('en', path) });

/** A page of the table in a language (`pageHref('about', 'es')` → `/es/nosotros`). */
export const pageHref = (name: PageName, lang: Lang): string => localPath(lang, SITE_PAGES[name].path);

/** A blog post or success case as its addresses need it: the documentId, and the slug of each language if it has one. */
export interface Addressable {
  documentId: string;
  slug_es?: string | null;
  slug_en?: string | null;
}

/** The last segment of a post's or case's address in a language: its slug there, else its documentId. */
function detailSegment(entry: Addressable, lang: Lang): string {
  return (lang === 'es' ? entry.slug_es : entry.slug_en) || entry.documentId;
}

/**
 * The address of a success case's detail page in a language (docs/decisions/0031): its slug in that
 * language under the list's address, no query (PRODUCT §2's title query is no longer needed).
 */
export function caseDetailHref(card: Addressable, lang: Lang): string {
  return `/${lang}${detailPath('successCase', detailSegment(card, lang))}`;
}

/** The address of a blog post in a language: its slug in that language (docs/decisions/0031). */
export function blogDetailHref(card: Addressable, lang: Lang): string {
  return `/${lang}${detailPath('blogPost', detailSegment(card, lang))}`;
}
