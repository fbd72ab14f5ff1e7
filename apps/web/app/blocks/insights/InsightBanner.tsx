import { type Insight, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';

/** insight: `tittle_banner`, `image_banner_desktop/_mobile`: the hero, with the contact call. */
export function InsightBanner({ content }: { content: Insight }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <Hero
      title={shown(content, 'tittle_banner', lang)}
      desktop={content.image_banner_desktop}
      mobile={content.image_banner_mobile}
      cta={{ to: '/#contacto', label: t('lists.contactCta') }}
    />
  );
}
