import { type CategoryBlog, shown } from '@site/content';
import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';
import { FilterChips } from './FilterChips';
import { type ListParams, listSearch } from './list-params';

/** The blog's filter: collection `category-blogs` (`name`), as links. Nothing without categories. */
export function BlogCategoryFilter({ categories, params }: { categories: CategoryBlog[] | null; params: ListParams }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!categories?.length) return null;
  return (
    <div className="filters">
      <FilterChips
        label={t('lists.filter.category')}
        current={params.category}
        options={[{ id: null, label: t('lists.filter.all') }, ...categories.map((c) => ({ id: c.id, label: shown(c, 'name', lang) }))]}
        to={(id) => ({ pathname, search: listSearch({ category: id }) })}
      />
    </div>
  );
}
