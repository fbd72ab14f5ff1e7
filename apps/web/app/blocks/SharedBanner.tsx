import { type OfferBannerComponent, type SharedBannerComponent, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';

/**
 * A banner component (`shared.banner`: sap `Banner_sap`, blog `Banner_blog`; `offer.banner`, the
 * same fields: the offer pages' `Banner`): title, subtitle and its two images as the page's hero.
 */
export function SharedBanner({ banner }: { banner: SharedBannerComponent | OfferBannerComponent | null }) {
  const { lang } = useLang();
  return (
    <Hero
      title={shown(banner, 'title', lang)}
      subtitle={shown(banner, 'subtitle', lang)}
      desktop={banner?.image_desktop}
      mobile={banner?.image_mobile}
    />
  );
}
