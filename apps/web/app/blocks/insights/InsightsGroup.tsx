import type { Shown } from '@site/content';
import type { ReactNode } from 'react';
import { Link } from '~/components/LocalLink';
import { Reveal } from '~/components/Reveal';
import { useTranslation } from '~/i18n/react';

/** One group of the insights page: its title, a link to its full list, and its first cards. Nothing when empty. */
export function InsightsGroup<T extends { id: number }>({
  id,
  title,
  items,
  render,
  more,
  alt = false,
}: {
  id: string;
  title: Shown;
  items: T[] | null;
  render: (item: T) => ReactNode;
  more: string;
  alt?: boolean;
}) {
  const { t } = useTranslation();
  if (!items || items.length === 0) return null;
  return (
    <section className={`section insights-group${alt ? ' section--alt' : ''}`} aria-labelledby={id}>
      <div className="container">
        <Reveal className="insights-group__head">
          <h2 id={id} className="section__title" lang={title.lang}>
            {title.text}
          </h2>
          <Link to={more} className="btn btn--ghost insights-group__more">
            {t('lists.viewMore')}
            <span className="sr-only" lang={title.lang}>
              : {title.text}
            </span>
            <span aria-hidden="true"> →</span>
          </Link>
        </Reveal>
        <ul className="card-grid">
          {items.map((item) => (
            <li key={item.id} className="card-grid__item">
              {render(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
