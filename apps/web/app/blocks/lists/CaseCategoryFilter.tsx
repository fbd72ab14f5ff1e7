import { type CategoryCase, pick, shown } from '@site/content';
import { useLocation } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';
import { FilterChips } from './FilterChips';
import { type ListParams, listSearch } from './list-params';

/**
 * The success cases' filter: collections `category-cases` (`name`) and their `subcategory_cases`
 * (`subcategory-cases`): a category, then a subcategory of the chosen one, as links. Nothing without
 * categories.
 */
export function CaseCategoryFilter({ categories, params }: { categories: CategoryCase[] | null; params: ListParams }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!categories?.length) return null;
  const chosen = categories.find((c) => c.id === params.category) ?? null;
  return (
    <div className="filters">
      <FilterChips
        label={t('lists.filter.category')}
        current={chosen ? chosen.id : null}
        options={[{ id: null, label: t('lists.filter.all') }, ...categories.map((c) => ({ id: c.id, label: shown(c, 'name', lang) }))]}
        to={(id) => ({ pathname, search: listSearch({ category: id }) })}
      />
      {chosen?.subcategory_cases?.length ? (
        <FilterChips
          label={t('lists.filter.subcategory')}
          current={params.subcategory}
          options={[
            { id: null, label: t('lists.filter.allIn', { name: pick(chosen, 'name', lang) }) },
            ...chosen.subcategory_cases.map((s) => ({ id: s.id, label: shown(s, 'name', lang) })),
          ]}
          to={(id) => ({ pathname, search: listSearch({ category: chosen.id, subcategory: id }) })}
        />
      ) : null}
    </div>
  );
}
