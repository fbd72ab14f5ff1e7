import type { Lang, Media } from '@site/content';
import type { MetaDescriptor } from 'react-router';
import { createI18n } from '~/i18n/i18n';
import { seo } from '~/lib/seo';
import type { RootData } from '~/root';
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
  rootData: unknown,
  path: string,
  fallbackKey: string,
  build: (lang: Lang) => PageMeta | null,
): MetaDescriptor[] {
  const root = rootData as RootData | undefined;
  const lang = root?.lang ?? 'en';
  const company = root?.company ?? '';
  const { t } = createI18n(lang);
  const page = build(lang);
  return seo({
    title: t('services.metaTitle', { page: page?.title || t(fallbackKey), company }),
    description: summary(page?.description ?? '') || t('meta.siteDescription', { company }),
    path,
    lang,
    siteUrl: root?.siteUrl ?? '',
    image: page?.image?.url,
  });
}
