import { langOf, type LangText, textOf } from '@site/content';
import { useId } from 'react';
import type { To } from 'react-router';
import { Link } from '~/components/LocalLink';

interface FilterOption {
  /** null: the "all" option. */
  id: number | null;
  label: LangText;
}

interface FilterChipsProps {
  label: string;
  options: FilterOption[];
  current: number | null;
  to: (id: number | null) => To;
}

/**
 * One filter of a list as a row of links (the filter lives in the URL query: shareable, works
 * before JavaScript, client-side navigation after). The chosen option is marked aria-current.
 */
export function FilterChips({ label, options, current, to }: FilterChipsProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form controls (what <fieldset> is for).
    <div className="filter" role="group" aria-labelledby={id}>
      <p className="filter__label" id={id}>
        {label}
      </p>
      <ul className="filter__list">
        {options.map((o) => {
          const active = o.id === current;
          return (
            <li key={o.id ?? 'all'}>
              <Link
                to={to(o.id)}
                className={`chip${active ? ' is-active' : ''}`}
                aria-current={active ? 'true' : undefined}
                lang={langOf(o.label)}
              >
                {textOf(o.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
