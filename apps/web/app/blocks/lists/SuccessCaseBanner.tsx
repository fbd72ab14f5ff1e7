import { type SuccessCase, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';

/** success-case: `tittle_banner`, `image_banner_desktop/_mobile`: the list's hero. */
export function SuccessCaseBanner({ content }: { content: SuccessCase }) {
  const { lang } = useLang();
  return <Hero title={shown(content, 'tittle_banner', lang)} desktop={content.image_banner_desktop} mobile={content.image_banner_mobile} />;
}
