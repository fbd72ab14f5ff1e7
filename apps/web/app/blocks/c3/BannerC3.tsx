import { type C3, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { Img } from '~/components/Media';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';

/** c3: `Banner_c3` (`c3.banner`): the page's hero with the product's logo and the contact call. */
export function BannerC3({ page }: { page: C3 }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const banner = page.Banner_c3;
  return (
    <Hero
      title={shown(banner, 'tittle', lang)}
      subtitle={shown(banner, 'subtittle', lang)}
      desktop={banner?.image_desktop}
      mobile={banner?.image_mobile}
      cta={{ to: '/#contacto', label: t('services.contactCta') }}
    >
      {banner?.logo ? (
        <span className="svc-hero-logo anim-hero anim-hero--1">
          <Img media={banner.logo} priority sizes="160px" />
        </span>
      ) : null}
    </Hero>
  );
}
