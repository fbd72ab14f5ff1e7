import { type Blog, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';

/** blog: `Banner_blog` (`shared.banner`): the list's hero. */
export function BannerBlog({ content }: { content: Blog }) {
  const { lang } = useLang();
  const banner = content.Banner_blog;
  return (
    <Hero
      title={shown(banner, 'title', lang)}
      subtitle={shown(banner, 'subtitle', lang)}
      desktop={banner?.image_desktop}
      mobile={banner?.image_mobile}
    />
  );
}
