import '~/styles/lists.css';
import {
  type BlogCard as BlogCardEntity,
  blogCardsQuery,
  type DownloadCard as DownloadCardEntity,
  downloadCardsQuery,
  type Insight,
  pick,
  type SuccessCaseCard,
  pagePath,
  successCaseCardsQuery,
} from '@site/content';
import { InsightBanner } from '~/blocks/insights/InsightBanner';
import { BlogsGroup } from '~/blocks/insights/BlogsGroup';
import { CasesGroup } from '~/blocks/insights/CasesGroup';
import { DownloadsGroup } from '~/blocks/insights/DownloadsGroup';
import { type ListParams, listKey } from '~/blocks/lists/list-params';
import { softList } from '~/blocks/lists/lists.server';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { metaContext } from '~/lib/seo';
import type { Route } from './+types/insights';

/** PRODUCT §9: the first 3 of each group. */
const FIRST = 3;
const FIRST_PAGE: ListParams = { page: 1, category: null, subcategory: null };

interface InsightsData {
  content: Insight;
  cases: SuccessCaseCard[] | null;
  blogs: BlogCardEntity[] | null;
  downloads: DownloadCardEntity[] | null;
}

/**
 * Insights (PRODUCT §2): hero, then the first 3 success cases, blog posts and downloads, each with a
 * link to its full list. The three lists are the first pages of those lists (same calls, same
 * server cache); a failed one is left out (PRODUCT §8).
 */
export async function loader(): Promise<InsightsData> {
  let content: Insight;
  try {
    content = await cached('insight', () => cms().single('insight'));
  } catch (error) {
    return contentFailure(error);
  }
  const key = listKey(FIRST_PAGE);
  const loadCases = async () => {
    const page = await cached('success-case', () => cms().single('success-case'));
    return softList('success-case-cards', `success-case-cards:${page.documentId}:${key}`, 1, () =>
      cms().list('success-case-cards', successCaseCardsQuery({ page: 1, successCase: page.documentId })),
    );
  };
  const [cases, blogs, downloads] = await Promise.all([
    loadCases().catch((error: unknown) => {
      console.error(`[lists] success-case page unavailable: ${String(error)}`);
      return null;
    }),
    softList('blog-cards', `blog-cards:${key}`, 1, () => cms().list('blog-cards', blogCardsQuery({ page: 1 }))),
    softList('download-cards', `download-cards:${key}`, 1, () => cms().list('download-cards', downloadCardsQuery({ page: 1 }))),
  ]);
  return {
    content,
    cases: cases ? cases.data.slice(0, FIRST) : null,
    blogs: blogs ? blogs.data.slice(0, FIRST) : null,
    downloads: downloads ? downloads.data.slice(0, FIRST) : null,
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/insights', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, seo } = metaContext(matches);
  const content = data?.content;
  return seo({
    title: t('lists.meta.title', { title: pick(content, 'tittle_banner', lang) || 'Insights', company }),
    description: t('lists.meta.insightsDescription', { company }),
    path: pagePath('insights'),
    image: content?.image_banner_desktop?.url,
  });
}

export default function InsightsRoute({ loaderData }: Route.ComponentProps) {
  const { content, cases, blogs, downloads } = loaderData;
  return (
    <>
      <InsightBanner content={content} />
      <CasesGroup content={content} items={cases} />
      <BlogsGroup content={content} items={blogs} />
      <DownloadsGroup content={content} items={downloads} />
    </>
  );
}
