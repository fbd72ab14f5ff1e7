import { barePath, type Lang, pageAlternates, type SharedSeoComponent } from '@site/content';
import type { MetaDescriptor } from 'react-router';
import { translator } from '~/i18n/i18n';
import { rootDataOf } from '~/lib/root-data';

interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, without query nor language: /nosotros */
  path: string;
  /**
   * The page's address in each language when it differs by more than the prefix (a post's slug per
   * language); by default `path` under each language's prefix (docs/decisions/0031).
   */
  alternates?: Record<Lang, string>;
  lang: Lang;
  siteUrl: string;
  image?: string;
  type?: 'website' | 'article';
  /**
   * The entry's SEO fields (the shared `seo` component, docs/decisions/0016): a meta title, description or share
   * image set by the editor in this language replaces the derived one; `noindex` asks search engines
   * to leave the page out.
   */
  entry?: SharedSeoComponent | null;
}

/** The editor's text for this language only (a Spanish meta title is no title for the English page). */
const own = (entry: SharedSeoComponent | null | undefined, key: 'meta_title' | 'meta_description', lang: Lang): string =>
  entry?.[`${key}_${lang}`]?.trim() ?? '';

/**
 * <title>, description, hreflang alternates (each language's address, and x-default: the bare
 * address, which sends a visitor on to their language), Open Graph and Twitter tags, and robots
 * noindex when the editor asked for it. The canonical link is rendered by the root layout for every
 * page (its own address, docs/decisions/0031).
 */
export function seo(input: SeoInput): MetaDescriptor[] {
  const { path, lang, siteUrl, type = 'website', entry } = input;
  const title = own(entry, 'meta_title', lang) || input.title;
  const description = own(entry, 'meta_description', lang) || input.description;
  const shareImage = lang === 'es' ? (entry?.share_image_es ?? entry?.share_image_en) : (entry?.share_image_en ?? entry?.share_image_es);
  const image = shareImage?.url || input.image;
  const base = siteUrl.replace(/\/$/, '');
  const addresses = input.alternates ?? pageAlternates(path);
  const url = (l?: Lang) => `${base}${l ? addresses[l] : barePath(addresses.en)}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: url('es') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url() },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url(lang) },
    { property: 'og:locale', content: lang === 'es' ? 'es_MX' : 'en_US' },
    { property: 'og:locale:alternate', content: lang === 'es' ? 'en_US' : 'es_MX' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    const absolute = image.startsWith('http') ? image : `${base}${image}`;
    tags.push({ property: 'og:image', content: absolute }, { name: 'twitter:image', content: absolute });
  }
  if (entry?.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/**
 * The SEO fields of the page's entry: the `seo` of the first entity in the page route's loader data
 * that has one (home, about, page, card, …).
 */
export function pageSeo(matches: ReadonlyArray<{ data?: unknown } | undefined>): SharedSeoComponent | null {
  const data = matches[matches.length - 1]?.data;
  if (!data || typeof data !== 'object') return null;
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'seo' in value) {
      const found = (value as { seo?: SharedSeoComponent | null }).seo;
      if (found) return found;
    }
  }
  return null;
}

interface MetaContext {
  lang: Lang;
  t: ReturnType<typeof translator>;
  company: string;
  siteUrl: string;
  /** seo() in this page's language and site address, with the page entry's SEO fields. */
  seo: (input: Omit<SeoInput, 'lang' | 'siteUrl' | 'entry'>) => MetaDescriptor[];
}

/** What every route's `meta` needs from the root loader: language, translations, company, site address. */
export function metaContext(matches: ReadonlyArray<{ data?: unknown } | undefined>): MetaContext {
  const root = rootDataOf(matches);
  const lang = root?.lang ?? 'en';
  const siteUrl = root?.siteUrl ?? '';
  return {
    lang,
    t: translator(lang),
    company: root?.company ?? '',
    siteUrl,
    seo: (input) => seo({ ...input, lang, siteUrl, entry: pageSeo(matches) }),
  };
}
