import { joinShown, localPath, mediaUrl, pagePath, pick, type SuccessCaseCard, shown, shownHeading } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';
import { CaseDocument } from '~/blocks/lists/CaseDocument';
import { JsonLd } from '~/components/JsonLd';
import { ShownRuns } from '~/components/ShownRuns';
import { useMediaBase } from '~/components/Media';
import { formatDate } from '~/lib/dates';
import { useLang } from '~/lib/lang';
import { breadcrumbLd } from '~/lib/structured-data';
import { useRootData } from '~/lib/root-data';

const CASES = pagePath('successCases');

/** A success case's page (collection `success-case-cards`: `tittle`, `tittle_details`, `content`, `date`, `pdf_es`/`pdf_en`, `subcategory_cases`): breadcrumb, heading, the PDF to download and shown inline. */
export function SuccessCaseDetail({ card, alternates }: { card: SuccessCaseCard; alternates: Record<'es' | 'en', string> }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const base = useMediaBase();
  // The titles come from the CMS; the query's copies are only for the address (never shown: they
  // could be edited by anyone sharing a link).
  const heading = shownHeading(card, { from: card, key: 'tittle_details' }, lang);
  const title = heading.text;
  const subcategories = joinShown(
    (card.subcategory_cases ?? []).map((s) => shown(s, 'name', lang)).filter((s) => s.text),
    ' · ',
  );
  const crumb = shown(card, 'tittle', lang);
  const lead = shown(card, 'content', lang);
  const pdf = lang === 'es' ? (card.pdf_es ?? card.pdf_en) : (card.pdf_en ?? card.pdf_es);
  const pdfUrl = pdf ? mediaUrl(pdf.url, base) : '';
  const fileName = `${t('lists.cases.pdfName', { title: pick(card, 'tittle', lang) })}`;
  const siteUrl = useRootData()?.siteUrl ?? '';

  return (
    <article className="case-detail" aria-labelledby="hero-title">
      <JsonLd
        data={breadcrumbLd(siteUrl, [
          { name: t('nav.insights'), path: localPath(lang, pagePath('insights')) },
          { name: t('lists.cases.back'), path: localPath(lang, CASES) },
          { name: pick(card, 'tittle', lang), path: alternates[lang] },
        ])}
      />
      <header className="detail-head">
        <div className="container detail-head__inner">
          <nav aria-label={t('lists.cases.breadcrumb')}>
            <ol className="crumbs">
              <li>
                <Link to={pagePath('insights')}>{t('nav.insights')}</Link>
              </li>
              <li>
                <Link to={CASES}>{t('lists.cases.back')}</Link>
              </li>
              <li aria-current="page" lang={crumb.lang}>
                {crumb.text}
              </li>
            </ol>
          </nav>
          {subcategories.length > 0 ? (
            <p className="detail-head__tags">
              <ShownRuns runs={subcategories} />
            </p>
          ) : null}
          <h1 id="hero-title" className="detail-head__title" lang={heading.lang}>
            {title}
          </h1>
          <p className="detail-head__lead" lang={lead.lang}>
            {lead.text}
          </p>
          {card.date ? (
            <p className="detail-head__meta">
              <time dateTime={card.date}>{formatDate(card.date, lang)}</time>
            </p>
          ) : null}
          {pdfUrl ? (
            <div className="detail-head__actions">
              <a className="btn btn--primary" href={pdfUrl} download={fileName}>
                {t('lists.cases.download')}
              </a>
              <a className="btn btn--light" href={pdfUrl} target="_blank" rel="noopener noreferrer">
                {t('lists.cases.openPdf')}
                <span className="sr-only"> {t('footer.opensNewTab')}</span>
              </a>
            </div>
          ) : null}
        </div>
      </header>
      <section className="section case-detail__doc" aria-label={t('lists.cases.document')}>
        <div className="container">
          {pdfUrl ? <CaseDocument src={pdfUrl} title={title} /> : <p className="pdf-fallback">{t('lists.cases.noPdf')}</p>}
          <p className="case-detail__back">
            <Link to={CASES} className="btn btn--ghost">
              <span aria-hidden="true">← </span>
              {t('lists.cases.back')}
            </Link>
          </p>
        </div>
      </section>
    </article>
  );
}
