import { type Microsoft, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';

/** microsoft: `tittle_banner`, `image_banner_desktop/_mobile`: the page's hero. */
export function MicrosoftBanner({ page }: { page: Microsoft }) {
  const { lang } = useLang();
  return <Hero title={shown(page, 'tittle_banner', lang)} desktop={page.image_banner_desktop} mobile={page.image_banner_mobile} />;
}
