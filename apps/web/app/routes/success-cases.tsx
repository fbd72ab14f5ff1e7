import '~/styles/lists.css';
import {
  type CategoryCase,
  categoryCasesQuery,
  isLang,
  type ListResult,
  localPath,
  pick,
  type SuccessCase,
  type SuccessCaseCard,
  pagePath,
  successCaseCardsQuery,
} from '@site/content';
import { useTranslation } from '~/i18n/react';
import { redirect } from 'react-router';
import { SuccessCaseBanner } from '~/blocks/lists/SuccessCaseBanner';
import { withBrowserCache } from '~/content/browser-cache';
import { CaseCard } from '~/blocks/lists/cards';
import { CaseCategoryFilter } from '~/blocks/lists/CaseCategoryFilter';
import { ListArea } from '~/blocks/lists/ListArea';
import { ListSection } from '~/blocks/lists/ListSection';
import { emptyList, type ListParams, listKey, readListParams } from '~/blocks/lists/list-params';
import { softList } from '~/blocks/lists/lists.server';
import { cached, cms, contentFailure } from '~/content/content.server';
import { metaContext } from '~/lib/seo';
import type { Route } from './+types/success-cases';

const CASES_PATH = pagePath('successCases');

export interface CasesData {
  /** The list state this data is for (browser cache check). */
  key: string;
  content: SuccessCase;
  categories: CategoryCase[] | null;
  cards: ListResult<SuccessCaseCard> | null;
  /** The filter as applied: a subcategory implies its category. */
  params: ListParams;
}

/**
 * The filter of the URL made consistent with the categories: a subcategory selects its own category;
 * an unknown category or subcategory matches nothing. Returns the subcategory ids to filter on, or
 * null when nothing can match.
 */
function resolveFilter(requested: ListParams, categories: CategoryCase[] | null): { params: ListParams; subcategories: number[] | null } {
  const { category, subcategory } = requested;
  if (category === null && subcategory === null) return { params: requested, subcategories: [] };
  if (!categories) {
    // Categories unavailable: a subcategory can still be filtered on; a category cannot.
    return subcategory !== null ? { params: requested, subcategories: [subcategory] } : { params: requested, subcategories: null };
  }
  if (subcategory !== null) {
    const owner = categories.find((c) => c.subcategory_cases?.some((s) => s.id === subcategory));
    if (!owner) return { params: requested, subcategories: null };
    return { params: { ...requested, category: owner.id }, subcategories: [subcategory] };
  }
  const chosen = categories.find((c) => c.id === category);
  const subs = chosen?.subcategory_cases?.map((s) => s.id) ?? [];
  return { params: requested, subcategories: subs.length > 0 ? subs : null };
}

export async function loader({ request, params: route }: Route.LoaderArgs): Promise<CasesData> {
  const url = new URL(request.url);
  // /es/casos-de-exito/ (no id) matches this route too: send it to the list's own address (PRODUCT §8).
  const own = isLang(route.lang) ? localPath(route.lang, CASES_PATH) : CASES_PATH;
  if (url.pathname !== own) throw redirect(own);
  let content: SuccessCase;
  try {
    content = await cached('success-case', () => cms().single('success-case'));
  } catch (error) {
    return contentFailure(error);
  }
  const categoriesResult = await softList('category-cases', 'category-cases', 1, () => cms().list('category-cases', categoryCasesQuery()));
  const categories = categoriesResult?.data ?? null;
  const { params, subcategories } = resolveFilter(readListParams(url.searchParams), categories);
  const cards =
    subcategories === null
      ? emptyList<SuccessCaseCard>(params.page)
      : await softList(`success-case-cards ${url.search}`, `success-case-cards:${content.documentId}:${listKey(params)}`, params.page, () =>
          cms().list('success-case-cards', successCaseCardsQuery({ page: params.page, subcategories, successCase: content.documentId })),
        );
  return { key: listKey(readListParams(url.searchParams)), content, categories, cards, params };
}

export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const key = listKey(readListParams(new URL(request.url).searchParams));
  return withBrowserCache('routes/success-cases', serverLoader, key);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, seo } = metaContext(matches);
  const content = data?.content;
  return seo({
    title: t('lists.meta.title', { title: pick(content, 'tittle_banner', lang) || t('lists.cases.back'), company }),
    description: t('lists.meta.casesDescription', { company }),
    path: CASES_PATH,
    image: content?.image_banner_desktop?.url,
  });
}

export default function SuccessCasesRoute({ loaderData }: Route.ComponentProps) {
  const { content, categories, cards, params } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <SuccessCaseBanner content={content} />
      <ListSection id="cases-list" title={t('lists.cases.listTitle')} lead={t('lists.cases.listLead')}>
        <ListArea
          list={cards}
          params={params}
          filters={<CaseCategoryFilter categories={categories} params={params} />}
          itemKey={(c) => c.id}
          renderItem={(c) => <CaseCard card={c} />}
          countKey="lists.cases.count"
          emptyText={t('lists.cases.empty')}
          pagerLabel={t('lists.cases.pages')}
        />
      </ListSection>
    </>
  );
}
