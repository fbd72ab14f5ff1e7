import { type Digital, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';
import { useTranslation } from '~/i18n/react';

/** digital: `tittle_banner`, `image_banner_desktop/_mobile`: the page's hero, with the contact call. */
export function DigitalBanner({ page }: { page: Digital }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <Hero
      title={shown(page, 'tittle_banner', lang)}
      desktop={page.image_banner_desktop}
      mobile={page.image_banner_mobile}
      cta={{ to: '/#contacto', label: t('services.contactCta') }}
    />
  );
}
