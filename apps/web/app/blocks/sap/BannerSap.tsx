import { type Sap, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';

/** sap: `Banner_sap` (`shared.banner`): the page's hero. */
export function BannerSap({ page }: { page: Sap }) {
  const { lang } = useLang();
  const banner = page.Banner_sap;
  return (
    <Hero
      title={shown(banner, 'title', lang)}
      subtitle={shown(banner, 'subtitle', lang)}
      desktop={banner?.image_desktop}
      mobile={banner?.image_mobile}
    />
  );
}
