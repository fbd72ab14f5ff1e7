import type { ListResult } from '@site/content';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { useLocation, useNavigationType, type To } from 'react-router';
import { Link } from '~/components/LocalLink';
import { type ListParams, listSearch } from './list-params';
import { Pagination } from './Pagination';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * After a filter or page change on the same page, keeps the list in sight: the shell scrolls every
 * new location to the top, so this puts the visitor back where they were, or at the top of the list
 * when they were further down (at the pagination). Back/forward keep the shell's restored position.
 */
function useKeepListInView(ref: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef(location);
  useIsoLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key || type === 'POP' || before.pathname !== location.pathname || location.hash) return;
    const el = ref.current;
    if (!el) return;
    // Runs before the shell's scroll reset of this same commit; the frame below runs after it.
    const y = window.scrollY;
    const frame = requestAnimationFrame(() => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      window.scrollTo(0, Math.max(0, Math.min(y, top - padding)));
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key]);
}

interface ListAreaProps<T> {
  /** Result of the list call; null when it failed (then the list is left out, PRODUCT §8). */
  list: ListResult<T> | null;
  params: ListParams;
  /** Filters shown above the cards. */
  filters?: ReactNode;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Counted noun for the status line, e.g. "15 success stories" (i18n key with count). */
  countKey: string;
  emptyText: string;
  pagerLabel: string;
  gridClassName?: string;
}

/** A filtered, paginated grid of cards with its status line and empty state. */
export function ListArea<T>({
  list,
  params,
  filters,
  renderItem,
  itemKey,
  countKey,
  emptyText,
  pagerLabel,
  gridClassName = '',
}: ListAreaProps<T>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useKeepListInView(ref);
  if (!list) return null;
  const { data, pagination } = list;
  const filtered = params.category !== null || params.subcategory !== null;
  // Past the last page: back to the first page of the same filter. No match: clear the filter.
  const pastTheEnd = params.page > 1 && pagination.total > 0;
  const recovery: { to: To; label: string } | null = pastTheEnd
    ? { to: { pathname, search: listSearch({ ...params, page: 1 }) }, label: t('lists.pagination.first') }
    : filtered
      ? { to: { pathname, search: '' }, label: t('lists.filter.clear') }
      : null;
  return (
    <div className="list-area" ref={ref}>
      {filters}
      <p className="list-status" role="status">
        {data.length > 0
          ? t('lists.pagination.status', {
              page: pagination.page,
              pageCount: pagination.pageCount,
              total: t(countKey, { count: pagination.total }),
            })
          : ''}
      </p>
      {data.length > 0 ? (
        <ul className={`card-grid ${gridClassName}`}>
          {data.map((item) => (
            <li key={itemKey(item)} className="card-grid__item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="list-empty">
          <p>{pastTheEnd ? t('lists.emptyPage') : emptyText}</p>
          {recovery ? (
            <Link to={recovery.to} className="btn btn--ghost">
              {recovery.label}
            </Link>
          ) : null}
        </div>
      )}
      <Pagination pagination={pagination} params={params} label={pagerLabel} />
    </div>
  );
}
