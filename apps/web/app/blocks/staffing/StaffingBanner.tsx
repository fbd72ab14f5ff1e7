import { type Staffing, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';
import { useTranslation } from '~/i18n/react';

/** staffing: `tittle_banner`, `image_bannner_desktop/_mobile`: the page's hero, with the contact call. */
export function StaffingBanner({ page }: { page: Staffing }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <Hero
      title={shown(page, 'tittle_banner', lang)}
      desktop={page.image_bannner_desktop}
      mobile={page.image_bannner_mobile}
      cta={{ to: '/#contacto', label: t('services.contactCta') }}
    />
  );
}
