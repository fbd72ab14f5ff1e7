/**
 * Structured data (schema.org JSON-LD, PRODUCT §10 SEO): the firm on every page, the blog post, and
 * the breadcrumb of the detail pages. Pure builders; `components/JsonLd.tsx` renders them.
 */
import { type Footer, type Lang, mediaUrl, pick } from '@site/content';

type JsonLdValue = string | number | boolean | null | undefined | JsonLdObject | JsonLdValue[];
export interface JsonLdObject {
  [key: string]: JsonLdValue;
}

/**
 * The JSON-LD text for a <script type="application/ld+json">: `<`, `>` and `&` are escaped as JSON
 * \u escapes, so no content (a title with `</script>`) can close the element or open a comment.
 * Undefined members are left out, as JSON.stringify does.
 */
export function jsonLdText(data: JsonLdObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute address on the site for a path or a media URL (kept when already absolute). */
function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** schema.org's language tag of the page (the site's locales, as its Open Graph tags say). */
const inLanguage = (lang: Lang): string => (lang === 'es' ? 'es-MX' : 'en-US');

/** What the organisation's JSON-LD reads of the footer. */
export type OrganizationFooter = Pick<Footer, 'logo_tramar' | 'address_es' | 'address_en' | 'phone' | 'email' | 'social_networks'>;

interface OrganizationInput {
  footer: OrganizationFooter | null;
  company: string;
  siteUrl: string;
  mediaBase: string;
  lang: Lang;
}

/** The firm (every page): name, address, logo, e-mail, phone, address and social profiles, from the footer. */
export function organizationLd({ footer, company, siteUrl, mediaBase, lang }: OrganizationInput): JsonLdObject {
  const url = absoluteUrl(siteUrl, '/');
  const logo = footer?.logo_tramar?.url ? absoluteUrl(siteUrl, mediaUrl(footer.logo_tramar.url, mediaBase)) : undefined;
  const email = footer?.email || undefined;
  const telephone = footer?.phone || undefined;
  const address = pick(footer, 'address', lang) || undefined;
  const sameAs = (footer?.social_networks ?? []).map((s) => s.url ?? '').filter((u) => /^https?:\/\//i.test(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: company,
    url,
    logo,
    email,
    telephone,
    address: address ? { '@type': 'PostalAddress', streetAddress: address } : undefined,
    contactPoint:
      email || telephone
        ? { '@type': 'ContactPoint', contactType: 'customer service', email, telephone, availableLanguage: ['es', 'en'] }
        : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

interface Crumb {
  name: string;
  /** Path on the site (`/blog`) or absolute address. */
  path: string;
}

/** The trail of a detail page, its last item the page itself. */
export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(siteUrl, c.path) })),
  };
}

interface BlogPostingInput {
  siteUrl: string;
  path: string;
  lang: Lang;
  headline: string;
  description: string;
  datePublished: string | null | undefined;
  dateModified: string | null | undefined;
  /** The post's image (path or absolute address). */
  image: string | null | undefined;
  /** The byline as the CMS has it ("By Mariana López"); its "By"/"Por" goes. */
  byline: string;
  company: string;
}

/** A blog post: headline, dates, image, author (when the byline names one), language, publisher. */
export function blogPostingLd(p: BlogPostingInput): JsonLdObject {
  const author = p.byline.replace(/^\s*(by|por)\s+/i, '').trim();
  const url = absoluteUrl(p.siteUrl, p.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: p.headline,
    description: p.description || undefined,
    datePublished: p.datePublished || undefined,
    dateModified: p.dateModified || undefined,
    image: p.image ? absoluteUrl(p.siteUrl, p.image) : undefined,
    author: author ? { '@type': 'Person', name: author } : undefined,
    inLanguage: inLanguage(p.lang),
    publisher: { '@type': 'Organization', '@id': `${absoluteUrl(p.siteUrl, '/')}#organization`, name: p.company },
    mainEntityOfPage: url,
  };
}
