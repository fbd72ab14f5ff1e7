import { type AboutUs, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';

/** about-us: `tittle_banner`, `image_banner_desktop/_mobile`: the hero, with the contact call. */
export function AboutBanner({ about }: { about: AboutUs }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <Hero
      title={shown(about, 'tittle_banner', lang)}
      desktop={about.image_banner_desktop}
      mobile={about.image_banner_mobile}
      cta={{ to: '/#contacto', label: t('about.contactCta') }}
    />
  );
}
