import {
  joinShown,
  pagePath,
  pick,
  shown,
  type BlogCard as BlogCardEntity,
  type DownloadCard as DownloadCardEntity,
  type SuccessCaseCard,
} from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';
import { Img } from '~/components/Media';
import { ShownRuns } from '~/components/ShownRuns';
import { DownloadButton } from '~/features/downloads/DownloadButton';
import { blogDetailHref, caseDetailHref } from './hrefs';
import { formatDate } from '~/lib/dates';
import { useLang } from '~/lib/lang';

/** PRODUCT §9: at most the first 4 subcategory names on a success card. */
const MAX_SUBCATEGORIES = 4;

const CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 380px';

/** A success-case card: image and icon, subcategories (first 4, comma-joined), title, summary, See more. */
export function CaseCard({ card, headingLevel = 3 }: { card: SuccessCaseCard; headingLevel?: 2 | 3 }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const H = `h${headingLevel}` as const;
  const title = shown(card, 'tittle', lang);
  const subcategories = joinShown(
    (card.subcategory_cases ?? [])
      .slice(0, MAX_SUBCATEGORIES)
      .map((s) => shown(s, 'name', lang))
      .filter((s) => s.text),
    ', ',
  );
  const content = shown(card, 'content', lang);
  return (
    <article className="card case-card">
      <div className="card__media">
        <Img media={card.image} className="card__image" sizes={CARD_SIZES} />
        {card.icon ? (
          <span className="case-card__icon" aria-hidden="true">
            <Img media={card.icon} />
          </span>
        ) : null}
      </div>
      <div className="card__body">
        {subcategories.length > 0 ? (
          <p className="card__tags case-card__subcategories">
            <ShownRuns runs={subcategories} />
          </p>
        ) : null}
        <H className="card__title" lang={title.lang}>
          {title.text}
        </H>
        <p className="card__text" lang={content.lang}>
          {content.text}
        </p>
        <div className="card__footer">
          {card.date ? (
            <time className="card__date" dateTime={card.date}>
              {formatDate(card.date, lang)}
            </time>
          ) : (
            <span />
          )}
          <Link to={caseDetailHref(card, lang)} className="card__more" aria-label={`${t('lists.cases.seeMore')}: ${title.text}`}>
            {t('lists.cases.seeMore')}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A blog card: image, categories, date, title (the link to the post), summary, author. */
export function BlogCard({ card, headingLevel = 3 }: { card: BlogCardEntity; headingLevel?: 2 | 3 }) {
  const { lang } = useLang();
  const H = `h${headingLevel}` as const;
  const categories = joinShown(
    (card.category_blogs ?? []).map((c) => shown(c, 'name', lang)).filter((c) => c.text),
    ' · ',
  );
  const title = shown(card, 'tittle', lang);
  const content = shown(card, 'content', lang);
  const byline = shown(card, 'author_date', lang);
  return (
    <article className="card blog-card">
      <div className="card__media">
        <Img media={card.image} className="card__image" sizes={CARD_SIZES} />
      </div>
      <div className="card__body">
        {categories.length > 0 ? (
          <p className="card__tags">
            <ShownRuns runs={categories} />
          </p>
        ) : null}
        <H className="card__title" lang={title.lang}>
          <Link to={blogDetailHref(card, lang)} className="card__link">
            {title.text}
          </Link>
        </H>
        <p className="card__text" lang={content.lang}>
          {content.text}
        </p>
        <p className="card__byline">
          <span lang={byline.lang}>{byline.text}</span>
          {card.publication_date ? (
            <time className="card__date" dateTime={card.publication_date}>
              {formatDate(card.publication_date, lang)}
            </time>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** A download card: image, title, description, author and date, download button (forms feature). */
export function DownloadCard({
  card,
  headingLevel = 3,
  link = false,
}: {
  card: DownloadCardEntity;
  headingLevel?: 2 | 3;
  /**
   * Outside /download (insights) the card links to itself on the downloads page instead: the
   * document request needs the lead modal, which lives there.
   */
  link?: boolean;
}) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const H = `h${headingLevel}` as const;
  const title = pick(card, 'title', lang);
  const description = shown(card, 'description', lang);
  const byline = shown(card, 'author_date', lang);
  return (
    <article className="card download-card" id={`download-${card.id}`}>
      <div className="card__media">
        <Img media={card.image} className="card__image" sizes={CARD_SIZES} />
      </div>
      <div className="card__body">
        <H className="card__title" lang={shown(card, 'title', lang).lang}>
          {title}
        </H>
        <p className="card__text" lang={description.lang}>
          {description.text}
        </p>
        <p className="card__byline">
          <span lang={byline.lang}>{byline.text}</span>
          {card.publication_date ? (
            <time className="card__date" dateTime={card.publication_date}>
              {formatDate(card.publication_date, lang)}
            </time>
          ) : null}
        </p>
        <div className="card__actions">
          {link ? (
            <Link
              to={`${pagePath('downloads')}#download-${card.id}`}
              className="btn btn--ghost card__cta"
              aria-label={`${t('lists.downloads.getIt')}: ${title}`}
            >
              {t('lists.downloads.getIt')}
            </Link>
          ) : (
            <DownloadButton card={card} />
          )}
        </div>
      </div>
    </article>
  );
}
