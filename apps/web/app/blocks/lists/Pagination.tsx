import { type Pagination as PageInfo, pageWindow } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { useLocation } from 'react-router';
import { Link } from '~/components/LocalLink';
import { type ListParams, listSearch } from './list-params';

interface PaginationProps {
  pagination: PageInfo;
  /** The current filter, kept on every page link. */
  params: ListParams;
  /** Accessible name of the navigation, e.g. "Success stories pages". */
  label: string;
}

/**
 * Pagination of a list (PRODUCT §4, §9): previous, at most 3 page buttons around the current page,
 * next. Page count and current page come from the response's meta.pagination. Links, so pages are
 * shareable, crawlable and work before JavaScript.
 */
export function Pagination({ pagination, params, label }: PaginationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { page, pageCount } = pagination;
  if (pageCount <= 1) return null;
  const to = (p: number) => ({ pathname, search: listSearch({ ...params, page: p }) });
  const prev = page > 1 ? Math.min(page - 1, pageCount) : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        <li>
          {prev ? (
            <Link to={to(prev)} className="pager__step" rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="pager__step-text">{t('lists.pagination.previous')}</span>
            </Link>
          ) : (
            <span className="pager__step is-disabled" aria-disabled="true">
              <span aria-hidden="true">‹</span>
              <span className="pager__step-text">{t('lists.pagination.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p) => (
          <li key={p}>
            <Link
              to={to(p)}
              className={`pager__page${p === page ? ' is-current' : ''}`}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('lists.pagination.page', { page: p })}
            >
              {p}
            </Link>
          </li>
        ))}
        <li>
          {next ? (
            <Link to={to(next)} className="pager__step" rel="next">
              <span className="pager__step-text">{t('lists.pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pager__step is-disabled" aria-disabled="true">
              <span className="pager__step-text">{t('lists.pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
