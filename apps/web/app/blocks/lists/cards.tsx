import {
  fallbackLang,
  pagePath,
  pick,
  type BlogCard as BlogCardEntity,
  type DownloadCard as DownloadCardEntity,
  type SuccessCaseCard,
} from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';
import { Img } from '~/components/Media';
import { DownloadButton } from '~/features/downloads/DownloadButton';
import { blogDetailHref, caseDetailHref } from './hrefs';
import { formatDate } from '~/lib/dates';
import { useLang } from '~/lib/lang';

// The detail addresses live in hrefs.ts (the sitemap uses them too); kept importable from here.
export { blogDetailHref, caseDetailHref } from './hrefs';

/** PRODUCT §9: at most the first 4 subcategory names on a success card. */
const MAX_SUBCATEGORIES = 4;

const CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 380px';

/** A success-case card: image and icon, subcategories (first 4, comma-joined), title, summary, See more. */
export function CaseCard({ card, headingLevel = 3 }: { card: SuccessCaseCard; headingLevel?: 2 | 3 }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const H = `h${headingLevel}` as const;
  const title = pick(card, 'tittle', lang);
  const subcategories = (card.subcategory_cases ?? [])
    .slice(0, MAX_SUBCATEGORIES)
    .map((s) => pick(s, 'name', lang))
    .filter(Boolean)
    .join(', ');
  return (
    <article className="card case-card">
      <div className="card__media">
        <Img media={card.image} alt="" className="card__image" sizes={CARD_SIZES} />
        {card.icon ? (
          <span className="case-card__icon" aria-hidden="true">
            <Img media={card.icon} alt="" />
          </span>
        ) : null}
      </div>
      <div className="card__body">
        {subcategories ? <p className="card__tags case-card__subcategories">{subcategories}</p> : null}
        <H className="card__title" {...fallbackLang(card, 'tittle', lang)}>
          {title}
        </H>
        <p className="card__text" {...fallbackLang(card, 'content', lang)}>
          {pick(card, 'content', lang)}
        </p>
        <div className="card__footer">
          {card.date ? (
            <time className="card__date" dateTime={card.date}>
              {formatDate(card.date, lang)}
            </time>
          ) : (
            <span />
          )}
          <Link to={caseDetailHref(card, lang)} className="card__more" aria-label={`${t('lists.cases.seeMore')}: ${title}`}>
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
  const categories = (card.category_blogs ?? []).map((c) => pick(c, 'name', lang)).filter(Boolean);
  return (
    <article className="card blog-card">
      <div className="card__media">
        <Img media={card.image} alt="" className="card__image" sizes={CARD_SIZES} />
      </div>
      <div className="card__body">
        {categories.length > 0 ? <p className="card__tags">{categories.join(' · ')}</p> : null}
        <H className="card__title" {...fallbackLang(card, 'tittle', lang)}>
          <Link to={blogDetailHref(card, lang)} className="card__link">
            {pick(card, 'tittle', lang)}
          </Link>
        </H>
        <p className="card__text" {...fallbackLang(card, 'content', lang)}>
          {pick(card, 'content', lang)}
        </p>
        <p className="card__byline">
          <span>{pick(card, 'author_date', lang)}</span>
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
  return (
    <article className="card download-card" id={`download-${card.id}`}>
      <div className="card__media">
        <Img media={card.image} alt="" className="card__image" sizes={CARD_SIZES} />
      </div>
      <div className="card__body">
        <H className="card__title" {...fallbackLang(card, 'title', lang)}>
          {title}
        </H>
        <p className="card__text" {...fallbackLang(card, 'description', lang)}>
          {pick(card, 'description', lang)}
        </p>
        <p className="card__byline">
          <span>{pick(card, 'author_date', lang)}</span>
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
