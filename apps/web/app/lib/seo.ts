import type { Lang } from '@site/content';
import type { MetaDescriptor } from 'react-router';
import { translator } from '~/i18n/i18n';
import { rootDataOf } from '~/lib/root-data';

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, without query: /nosotros */
  path: string;
  lang: Lang;
  siteUrl: string;
  image?: string;
  type?: 'website' | 'article';
}

/**
 * <title>, description, hreflang alternates (?lang=es|en) and Open Graph tags. The canonical link is
 * rendered by the root layout for every page (the bare path, or ?lang= when the URL has it).
 */
export function seo({ title, description, path, lang, siteUrl, image, type = 'website' }: SeoInput): MetaDescriptor[] {
  const base = siteUrl.replace(/\/$/, '');
  const url = (l?: Lang) => `${base}${path}${l ? `?lang=${l}` : ''}`;
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
  ];
  if (image) tags.push({ property: 'og:image', content: image.startsWith('http') ? image : `${base}${image}` });
  return tags;
}

export interface MetaContext {
  lang: Lang;
  t: ReturnType<typeof translator>;
  company: string;
  siteUrl: string;
  /** seo() in this page's language and site address. */
  seo: (input: Omit<SeoInput, 'lang' | 'siteUrl'>) => MetaDescriptor[];
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
    seo: (input) => seo({ ...input, lang, siteUrl }),
  };
}
