import '~/styles/lists.css';
import {
  type Blog,
  type BlogCard as BlogCardEntity,
  blogCardsQuery,
  type CategoryBlog,
  categoryBlogsQuery,
  type ListResult,
  pagePath,
  pick,
  shown,
} from '@site/content';
import { useTranslation } from '~/i18n/react';
import { SharedBanner } from '~/blocks/SharedBanner';
import { withBrowserCache } from '~/content/browser-cache';
import { BlogCard } from '~/blocks/lists/cards';
import { BlogCategoryFilter } from '~/blocks/lists/BlogCategoryFilter';
import { ListArea } from '~/blocks/lists/ListArea';
import { ListSection } from '~/blocks/lists/ListSection';
import { emptyList, type ListParams, listKey, readListParams } from '~/blocks/lists/list-params';
import { softList } from '~/blocks/lists/lists.server';
import { cached, cms, contentFailure } from '~/content/content.server';
import { useLang } from '~/lib/lang';
import { metaContext } from '~/lib/seo';
import type { Route } from './+types/blog';

interface BlogData {
  key: string;
  content: Blog;
  categories: CategoryBlog[] | null;
  cards: ListResult<BlogCardEntity> | null;
  params: ListParams;
}

/** The blog (PRODUCT §2): banner, Recent Stories, the published posts with a category filter. */
export async function loader({ request }: Route.LoaderArgs): Promise<BlogData> {
  const url = new URL(request.url);
  let content: Blog;
  try {
    content = await cached('blog', () => cms().single('blog'));
  } catch (error) {
    return contentFailure(error);
  }
  const requested = readListParams(url.searchParams);
  const params: ListParams = { ...requested, subcategory: null };
  const categoriesResult = await softList('category-blogs', 'category-blogs', 1, () => cms().list('category-blogs', categoryBlogsQuery()));
  const categories = categoriesResult?.data ?? null;
  // An unknown category matches nothing (and is not sent to the CMS).
  const unknown = params.category !== null && categories !== null && !categories.some((c) => c.id === params.category);
  const cards = unknown
    ? emptyList<BlogCardEntity>(params.page)
    : await softList(`blog-cards ${url.search}`, `blog-cards:${listKey(params)}`, params.page, () =>
        cms().list('blog-cards', blogCardsQuery({ page: params.page, categories: params.category ? [params.category] : [] })),
      );
  return { key: listKey(requested), content, categories, cards, params };
}

export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const key = listKey(readListParams(new URL(request.url).searchParams));
  return withBrowserCache('routes/blog', serverLoader, key);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, seo } = metaContext(matches);
  const banner = data?.content.Banner_blog;
  return seo({
    title: t('lists.meta.title', { title: pick(banner, 'title', lang) || 'Blog', company }),
    description: pick(banner, 'subtitle', lang) || t('lists.meta.blogDescription', { company }),
    path: pagePath('blog'),
    image: banner?.image_desktop?.url,
  });
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { content, categories, cards, params } = loaderData;
  const { lang } = useLang();
  const { t } = useTranslation();
  const recents = content.Section_recents_history;

  return (
    <>
      <SharedBanner banner={content.Banner_blog} />
      <ListSection id="blog-list" title={shown(recents, 'title', lang)} lead={shown(recents, 'content', lang)}>
        <ListArea
          list={cards}
          params={params}
          filters={<BlogCategoryFilter categories={categories} params={params} />}
          itemKey={(c) => c.id}
          renderItem={(c) => <BlogCard card={c} />}
          countKey="lists.blog.count"
          emptyText={t('lists.blog.empty')}
          pagerLabel={t('lists.blog.pages')}
        />
      </ListSection>
    </>
  );
}
