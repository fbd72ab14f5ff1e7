import { type OfferBannerComponent, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';

/** An offer page's `Banner` (`offer.banner`): its hero. */
export function OfferBanner({ banner }: { banner: OfferBannerComponent | null }) {
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
