import { pick, type BlogCard, shown } from '@site/content';
import { HomeBanner } from '~/blocks/home/HomeBanner';
import { Counters } from '~/blocks/home/Counters';
import { TRENDS_COUNT } from '~/blocks/home/trends';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { contactSection } from '~/features/contact-form/contact-section-part';
import { Deferred, deferred, loadParts } from '~/lib/deferred';
import { formAction } from '~/features/forms/form-post.server';
import type { NativeListsHandle } from '~/features/forms/native-lists';
import { useLang } from '~/lib/lang';
import { metaContext } from '~/lib/seo';
import '~/styles/home.css';
// The deferred sections' styles (the contact form's, the carousel's) stay in the page's head: their
// server HTML is drawn, and works, before their code comes (docs/decisions/0089).
import '~/styles/forms.css';
import '~/styles/carousel.css';
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

/**
 * The sections below the hero (but the counters, which start from zero at mount) are deferred parts
 * (docs/decisions/0018, 0089): their code is not in the page's first load; each one comes, and
 * hydrates in a render of its own, when it nears the viewport or is touched, and at the latest once
 * the rest of the page is hydrated (the document is marked hydrated after them). Each part's anchor
 * is an element id in its section.
 */
const solutions = deferred(
  () => import('~/blocks/home/SolutionsCarousel').then((m) => m.SolutionsCarousel),
  () => 'soluciones',
  { after: 'page' },
);
const partner = deferred(
  () => import('~/blocks/home/PartnerBlock').then((m) => m.PartnerBlock),
  () => 'partner-title',
  { after: 'page' },
);
const whatWeDo = deferred(
  () => import('~/blocks/home/WhatWeDoMap').then((m) => m.WhatWeDoMap),
  () => 'wwd-title',
  { after: 'page' },
);
const clients = deferred(
  () => import('~/blocks/home/ClientsBlock').then((m) => m.ClientsBlock),
  () => 'clients-title',
  { after: 'page' },
);
const trending = deferred(
  () => import('~/blocks/home/TrendingBlogs').then((m) => m.TrendingBlogs),
  () => 'trends-title',
  { after: 'page' },
);
const joinUs = deferred(
  () => import('~/blocks/home/JoinUs').then((m) => m.JoinUs),
  () => 'incorporate',
  { after: 'page' },
);

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

/** A navigation to the page builds it in the browser: the sections' code comes with its data (no empty frame). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    withBrowserCache('routes/home', serverLoader),
    loadParts(solutions, partner, whatWeDo, clients, trending, joinUs, contactSection),
  ]);
  return data;
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
      <Deferred part={solutions} props={{ home }} />
      <Deferred part={partner} props={{ home }} />
      <Deferred part={whatWeDo} props={{ home }} />
      <Counters home={home} />
      <Deferred part={clients} props={{ home }} />
      <Deferred part={trending} props={{ home, cards: trends }} />
      <Deferred part={joinUs} props={{ home }} />
      <Deferred part={contactSection} props={{ title: shown(home, 'tittle_contact', lang), text: shown(home, 'content_contact', lang) }} />
    </>
  );
}
