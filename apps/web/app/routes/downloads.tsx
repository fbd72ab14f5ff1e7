import '~/styles/lists.css';
import {
  type Download,
  type DownloadCard as DownloadCardEntity,
  downloadCardsQuery,
  type ListResult,
  pagePath,
  pick,
  shown,
} from '@site/content';
import { useTranslation } from '~/i18n/react';
import { DownloadBanner } from '~/blocks/lists/DownloadBanner';
import { withBrowserCache } from '~/content/browser-cache';
import { DownloadCard } from '~/blocks/lists/cards';
import { ListArea } from '~/blocks/lists/ListArea';
import { ListSection } from '~/blocks/lists/ListSection';
import { type ListParams, listKey, readListParams } from '~/blocks/lists/list-params';
import { softList } from '~/blocks/lists/lists.server';
import { cached, cms, contentFailure } from '~/content/content.server';
import { ContactSection } from '~/features/contact-form/ContactSection';
import type { NativeListsHandle } from '~/lib/forms/native-lists';
import { formAction } from '~/lib/forms/form-post.server';
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
  return withBrowserCache('routes/downloads', serverLoader, listKey({ page, category: null, subcategory: null }));
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
  const { t } = useTranslation();
  return (
    <>
      <DownloadBanner content={content} />
      <ListSection id="downloads-list" title={t('lists.downloads.listTitle')} lead={t('lists.downloads.listLead')}>
        <ListArea
          list={cards}
          params={params}
          itemKey={(c) => c.id}
          renderItem={(c) => <DownloadCard card={c} />}
          countKey="lists.downloads.count"
          emptyText={t('lists.downloads.empty')}
          pagerLabel={t('lists.downloads.pages')}
        />
      </ListSection>
      <ContactSection
        id="contacto"
        title={contact ? shown(contact, 'tittle', lang) : shown(content, 'title_banner', lang)}
        text={contact ? shown(contact, 'content', lang) : shown(content, 'subtitle_banner', lang)}
      />
      <LeadModal />
    </>
  );
}
