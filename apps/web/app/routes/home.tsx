import { pick, type BlogCard, shown } from '@site/content';
import { HomeBanner } from '~/blocks/home/HomeBanner';
import { ClientsBlock } from '~/blocks/home/ClientsBlock';
import { Counters } from '~/blocks/home/Counters';
import { JoinUs } from '~/blocks/home/JoinUs';
import { PartnerBlock } from '~/blocks/home/PartnerBlock';
import { SolutionsCarousel } from '~/blocks/home/SolutionsCarousel';
import { TRENDS_COUNT, TrendingBlogs } from '~/blocks/home/TrendingBlogs';
import { WhatWeDoMap } from '~/blocks/home/WhatWeDoMap';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { ContactSection } from '~/features/contact-form/ContactSection';
import { formAction } from '~/lib/forms/form-post.server';
import type { NativeListsHandle } from '~/lib/forms/native-lists';
import { useLang } from '~/lib/lang';
import { metaContext } from '~/lib/seo';
import '~/styles/home.css';
import type { Route } from './+types/home';

/**
 * Trending blogs (PRODUCT §2, §7, §9): the first 5 published blog cards, newest first, whatever their
 * date (docs/decisions/0078). A failed list is logged only.
 */
async function trendingBlogs(): Promise<BlogCard[]> {
  try {
    return await cached('home-trends', async () => {
      const { data } = await cms().list('blog-cards', {
        pageSize: TRENDS_COUNT,
        sort: ['publication_date:desc', 'id:desc'],
        populate: { image: true, category_blogs: true },
        fields: [
          'tittle_es',
          'tittle_en',
          'slug_es',
          'slug_en',
          'content_es',
          'content_en',
          'author_date_es',
          'author_date_en',
          'publication_date',
        ],
      });
      return data;
    });
  } catch (error) {
    console.error(`[home] trending blogs unavailable: ${String(error)}`);
    return [];
  }
}

/** The contact form's native selects are written by the server entry (docs/decisions/0066). */
export const handle: NativeListsHandle = { nativeLists: true };

export async function loader() {
  try {
    const [home, trends] = await Promise.all([cached('home', () => cms().single('home')), trendingBlogs()]);
    return { home, trends };
  } catch (error) {
    return contentFailure(error);
  }
}

/** The contact form posted as plain HTML (before or without scripts). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, context, ['contact']);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/home', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, seo } = metaContext(matches);
  return seo({
    title: t('meta.homeTitle', { company }),
    description: pick(data?.home, 'subtittle_banner', lang) || t('meta.siteDescription', { company }),
    path: '/',
    image: data?.home.image_banner_desktop?.url,
  });
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { home, trends } = loaderData;
  const { lang } = useLang();
  return (
    <>
      <HomeBanner home={home} />
      <SolutionsCarousel home={home} />
      <PartnerBlock home={home} />
      <WhatWeDoMap home={home} />
      <Counters home={home} />
      <ClientsBlock home={home} />
      <TrendingBlogs home={home} cards={trends} />
      <JoinUs home={home} />
      <ContactSection title={shown(home, 'tittle_contact', lang)} text={shown(home, 'content_contact', lang)} />
    </>
  );
}
