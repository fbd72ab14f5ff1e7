import '~/styles/lists.css';
// The deferred cards' and contact form's styles stay in the page's head: their server HTML is drawn,
// and works, before their code comes (docs/decisions/0089).
import '~/styles/forms.css';
import {
  type Download,
  type DownloadCard as DownloadCardEntity,
  downloadCardsQuery,
  type ListResult,
  pagePath,
  pick,
  shown,
} from '@site/content';
import { DownloadBanner } from '~/blocks/lists/DownloadBanner';
import { withBrowserCache } from '~/content/browser-cache';
import { type ListParams, listKey, readListParams } from '~/blocks/lists/list-params';
import { softList } from '~/blocks/lists/lists.server';
import { cached, cms, contentFailure } from '~/content/content.server';
import { contactSection } from '~/features/contact-form/contact-section-part';
import { Deferred, deferred, loadParts } from '~/lib/deferred';
import type { NativeListsHandle } from '~/features/forms/native-lists';
import { formAction } from '~/features/forms/form-post.server';
import { LeadModal } from '~/features/lead-modal/LeadModal';
import { useLang } from '~/lib/lang';
import { metaContext } from '~/lib/seo';
import type { Route } from './+types/downloads';

interface DownloadsData {
  key: string;
  content: Download;
  /** The contact section's title and text: the home's contact copy (same form, same words). */
  contact: { tittle_es: string; tittle_en: string; content_es: string; content_en: string } | null;
  cards: ListResult<DownloadCardEntity> | null;
  params: ListParams;
}

/**
 * The cards (with their document requests, the confirmation dialog and the plain post's e-mail
 * field) and the contact section are deferred parts (docs/decisions/0018, 0089): their code is not in
 * the page's first load; it comes, and they hydrate in renders of their own, when they near the
 * viewport or are touched, and at the latest once the rest of the page is hydrated. Until then a
 * download button posts its card as the plain HTML form it is (docs/decisions/0012).
 */
const downloadList = deferred(
  () => import('~/blocks/lists/DownloadList').then((m) => m.DownloadList),
  () => 'downloads-list-title',
  { after: 'page' },
);

/** The contact form's native selects are written by the server entry (docs/decisions/0066). */
export const handle: NativeListsHandle = { nativeLists: true };

/** The downloads page (PRODUCT §2): hero, paginated download cards, contact form, lead modal. */
export async function loader({ request }: Route.LoaderArgs): Promise<DownloadsData> {
  const url = new URL(request.url);
  let content: Download;
  try {
    content = await cached('download', () => cms().single('download'));
  } catch (error) {
    return contentFailure(error);
  }
  const requested = readListParams(url.searchParams);
  const params: ListParams = { page: requested.page, category: null, subcategory: null };
  const [cards, home] = await Promise.all([
    softList(`download-cards ${url.search}`, `download-cards:${listKey(params)}`, params.page, () =>
      cms().list('download-cards', downloadCardsQuery({ page: params.page })),
    ),
    cached('home', () => cms().single('home')).catch((error: unknown) => {
      console.error(`[lists] home contact copy unavailable: ${String(error)}`);
      return null;
    }),
  ]);
  const contact = home
    ? {
        tittle_es: home.tittle_contact_es ?? '',
        tittle_en: home.tittle_contact_en ?? '',
        content_es: home.content_contact_es ?? '',
        content_en: home.content_contact_en ?? '',
      }
    : null;
  return { key: listKey(params), content, contact, cards, params };
}

/** The contact form, the lead modal and the document requests posted as plain HTML. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, context, ['contact', 'lead', 'download']);
}

export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const { page } = readListParams(new URL(request.url).searchParams);
  // A page built in the browser (a navigation) gets its parts' code with its data: no empty frame.
  const [data] = await Promise.all([
    withBrowserCache('routes/downloads', serverLoader, listKey({ page, category: null, subcategory: null })),
    loadParts(downloadList, contactSection),
  ]);
  return data;
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, seo } = metaContext(matches);
  const content = data?.content;
  return seo({
    title: t('lists.meta.title', { title: pick(content, 'title_banner', lang) || t('lists.downloads.listTitle'), company }),
    description: pick(content, 'subtitle_banner', lang) || t('lists.meta.downloadsDescription', { company }),
    path: pagePath('downloads'),
    image: content?.image_banner_desktop?.url,
  });
}

export default function DownloadsRoute({ loaderData }: Route.ComponentProps) {
  const { content, contact, cards, params } = loaderData;
  const { lang } = useLang();
  return (
    <>
      <DownloadBanner content={content} />
      <Deferred part={downloadList} props={{ cards, params }} />
      <Deferred
        part={contactSection}
        props={{
          id: 'contacto',
          title: contact ? shown(contact, 'tittle', lang) : shown(content, 'title_banner', lang),
          text: contact ? shown(contact, 'content', lang) : shown(content, 'subtitle_banner', lang),
        }}
      />
      <LeadModal />
    </>
  );
}
