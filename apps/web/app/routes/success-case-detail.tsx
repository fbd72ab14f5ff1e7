import '~/styles/lists.css';
import { isDocumentId, isLang, localPath, otherLang, pageHeading, pagePath, pick, type SuccessCaseCard } from '@site/content';
import { redirect } from 'react-router';
import { caseDetailHref, detailAlternates } from '~/blocks/lists/hrefs';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, pastAddress, pastSlug, successCaseBySlug } from '~/content/content.server';
import { metaContext } from '~/lib/seo';
import { SuccessCaseDetail } from '~/blocks/lists/SuccessCaseDetail';
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
  return <SuccessCaseDetail card={card} alternates={alternates} />;
}
