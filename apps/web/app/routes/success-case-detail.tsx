import '~/styles/lists.css';
import {
  isDocumentId,
  isLang,
  joinShown,
  localPath,
  mediaUrl,
  otherLang,
  pageHeading,
  pagePath,
  pick,
  type SuccessCaseCard,
  shown,
  shownHeading,
} from '@site/content';
import { useTranslation } from '~/i18n/react';
import { redirect } from 'react-router';
import { Link } from '~/components/LocalLink';
import { CaseDocument } from '~/blocks/lists/CaseDocument';
import { caseDetailHref, detailAlternates } from '~/blocks/lists/hrefs';
import { withBrowserCache } from '~/content/browser-cache';
import { JsonLd } from '~/components/JsonLd';
import { ShownRuns } from '~/components/ShownRuns';
import { useMediaBase } from '~/components/Media';
import { cached, cms, pastAddress, pastSlug, successCaseBySlug } from '~/content/content.server';
import { formatDate } from '~/lib/dates';
import { useLang } from '~/lib/lang';
import { metaContext } from '~/lib/seo';
import { breadcrumbLd } from '~/lib/structured-data';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/success-case-detail';

const CASES = pagePath('successCases');

interface CaseDetailData {
  key: string;
  card: SuccessCaseCard;
  /** The case's address in each language (its slug there): hreflang and the flags. */
  alternates: Record<'es' | 'en', string>;
}

/**
 * A success case (PRODUCT §2) at `/{lang}/casos-de-exito/{slug}`, no query (docs/decisions/0031).
 * Every other address of a case that is there (its documentId, an old numeric id of any version ever
 * published, the old `?es=…&en=…` titles query) answers 301 to its address in the language. No id,
 * an unknown id or a failed lookup: a server redirect (302) to the list (PRODUCT §8).
 */
export async function loader({ params, request }: Route.LoaderArgs): Promise<CaseDetailData> {
  if (!isLang(params.lang)) throw new Response(null, { status: 404 });
  const lang = params.lang;
  const other = otherLang(lang);
  const CASES_PATH = localPath(lang, CASES);
  const raw = params.id ?? '';
  let card: SuccessCaseCard | null = null;
  try {
    // Its slug here or in the other language, an old slug of either (decision 0032), an old
    // numeric id (decision 0015), or the documentId itself.
    card = (await successCaseBySlug(lang, raw)) ?? (await successCaseBySlug(other, raw));
    if (!card) {
      const documentId =
        (await pastSlug('success-case-card', lang, raw)) ??
        (await pastSlug('success-case-card', other, raw)) ??
        (/^\d{1,9}$/.test(raw) ? await pastAddress('success-case-card', Number(raw)) : isDocumentId(raw) ? raw : null);
      if (!documentId) throw redirect(CASES_PATH);
      card = await cached(`success-case-card:${documentId}`, () => cms().byDocumentId('success-case-cards', documentId));
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[lists] success case ${raw} unavailable: ${String(error)}`);
    throw redirect(CASES_PATH);
  }
  const own = caseDetailHref(card, lang);
  const query = new URL(request.url).searchParams;
  // The old address carried the titles in its query (`?es=…&en=…`): the case needs none.
  if (own !== `/${lang}/casos-de-exito/${raw}` || query.has('es') || query.has('en')) throw redirect(own, 301);
  return { key: card.documentId, card, alternates: detailAlternates(caseDetailHref, card) };
}

export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/success-case-detail', serverLoader, params.id ?? '');
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, seo } = metaContext(matches);
  const found = data;
  const card = found?.card;
  return seo({
    title: t('lists.meta.title', { title: pageHeading(card, { from: card, key: 'tittle_details' }, lang), company: company }),
    description: pick(card, 'content', lang),
    path: found ? found.alternates[lang] : CASES,
    alternates: found?.alternates,
    image: card?.image?.url,
    type: 'article',
  });
}

export default function SuccessCaseDetailRoute({ loaderData }: Route.ComponentProps) {
  const { card, alternates } = loaderData;
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
