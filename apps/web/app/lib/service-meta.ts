import { type Lang, type Media, type PageName, pagePath } from '@site/content';
import type { MetaDescriptor } from 'react-router';
import { metaContext } from '~/lib/seo';
import { summary } from './section-text';

interface PageMeta {
  title: string;
  description: string;
  image?: Media | null;
}

/**
 * Meta of a service page in the page language: "<page title> | <company>", the CMS's description,
 * canonical, hreflang and Open Graph (shared seo()). `fallbackKey` names the page when the CMS has
 * no title (the navigation label). The page's address comes from the page table.
 */
export function serviceMeta(
  matches: Parameters<typeof metaContext>[0],
  page: PageName,
  fallbackKey: string,
  build: (lang: Lang) => PageMeta | null,
): MetaDescriptor[] {
  const { lang, t, company, seo } = metaContext(matches);
  const built = build(lang);
  return seo({
    title: t('services.metaTitle', { page: built?.title || t(fallbackKey), company }),
    description: summary(built?.description ?? '') || t('meta.siteDescription', { company }),
    path: pagePath(page),
    image: built?.image?.url,
  });
}
