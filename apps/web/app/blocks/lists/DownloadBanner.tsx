import { type Download, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';

/** download: `title_banner`, `subtitle_banner`, `image_banner_desktop/_mobile`: the hero, with the call to the contact form. */
export function DownloadBanner({ content }: { content: Download }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <Hero
      title={shown(content, 'title_banner', lang)}
      subtitle={shown(content, 'subtitle_banner', lang)}
      desktop={content.image_banner_desktop}
      mobile={content.image_banner_mobile}
      cta={{ to: '#contacto', label: t('lists.contactCta') }}
    />
  );
}
