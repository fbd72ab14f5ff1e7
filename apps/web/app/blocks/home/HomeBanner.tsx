import { type Home, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';

/** home: `tittle_banner`, `subtittle_banner`, `image_banner_desktop/_mobile`: the hero, with the call to the contact form. */
export function HomeBanner({ home }: { home: Home }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <Hero
      size="home"
      title={shown(home, 'tittle_banner', lang)}
      subtitle={shown(home, 'subtittle_banner', lang)}
      desktop={home.image_banner_desktop}
      mobile={home.image_banner_mobile}
      cta={{ to: '#contacto', label: t('home.contactCta') }}
    />
  );
}
