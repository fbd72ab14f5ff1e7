import { type BlogCard, type Home, pagePath, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { formatDate } from '~/lib/dates';
import { useLang } from '~/lib/lang';
import { TRENDS_COUNT } from './trends';

/** Trending blogs: the 5 newest published blog cards, each linking to /blog. */
export function TrendingBlogs({ home, cards }: { home: Home; cards: BlogCard[] }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <section className="section section--alt trends" aria-labelledby="trends-title">
      <div className="container">
        <Reveal className="home-head">
          <div>
            <p className="eyebrow">{t('home.eyebrowTrends')}</p>
            <h2 id="trends-title" className="section__title" lang={shown(home, 'tittle_trends', lang).lang}>
              {shown(home, 'tittle_trends', lang).text}
            </h2>
          </div>
          <Link to={pagePath('blog')} className="btn btn--ghost trends__all">
            {t('home.trendsAll')}
          </Link>
        </Reveal>
        <ul className="trends__grid">
          {cards.slice(0, TRENDS_COUNT).map((card, i) => {
            const category = card.category_blogs?.[0];
            return (
              <li key={card.id} className={`trends__item${i === 0 ? ' trends__item--featured' : ''}`}>
                <Reveal className="trend-card">
                  <div className="trend-card__media">
                    <Img
                      media={card.image}
                      sizes={i === 0 ? '(max-width: 991px) 92vw, 560px' : '(max-width: 575px) 110px, (max-width: 991px) 45vw, 300px'}
                    />
                  </div>
                  <div className="trend-card__body">
                    {category ? (
                      <p className="trend-card__category" lang={shown(category, 'name', lang).lang}>
                        {shown(category, 'name', lang).text}
                      </p>
                    ) : null}
                    <h3 className="trend-card__title">
                      <Link to={pagePath('blog')} className="trend-card__link" lang={shown(card, 'tittle', lang).lang}>
                        {shown(card, 'tittle', lang).text}
                      </Link>
                    </h3>
                    {i === 0 ? (
                      <p className="trend-card__excerpt" lang={shown(card, 'content', lang).lang}>
                        {shown(card, 'content', lang).text}
                      </p>
                    ) : null}
                    <p className="trend-card__meta">
                      <span lang={shown(card, 'author_date', lang).lang}>{shown(card, 'author_date', lang).text}</span>
                      {card.publication_date ? (
                        <time dateTime={card.publication_date}>{formatDate(card.publication_date, lang)}</time>
                      ) : null}
                    </p>
                  </div>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
