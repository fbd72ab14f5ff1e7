import type { Lang, Media } from '@site/content';
import type { MetaDescriptor } from 'react-router';
import { metaContext } from '~/lib/seo';
import { summary } from './text';

interface PageMeta {
  title: string;
  description: string;
  image?: Media | null;
}

/**
 * Meta of a service page in the page language: "<page title> | <company>", the CMS's description,
 * canonical, hreflang and Open Graph (shared seo()). `fallbackKey` names the page when the CMS has
 * no title (the navigation label).
 */
export function serviceMeta(
  matches: Parameters<typeof metaContext>[0],
  path: string,
  fallbackKey: string,
  build: (lang: Lang) => PageMeta | null,
): MetaDescriptor[] {
  const { lang, t, company, seo } = metaContext(matches);
  const page = build(lang);
  return seo({
    title: t('services.metaTitle', { page: page?.title || t(fallbackKey), company }),
    description: summary(page?.description ?? '') || t('meta.siteDescription', { company }),
    path,
    image: page?.image?.url,
  });
}
