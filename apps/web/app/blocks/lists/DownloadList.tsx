import type { DownloadCard as DownloadCardEntity, ListResult } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { DownloadCard } from './cards';
import { ListArea } from './ListArea';
import type { ListParams } from './list-params';
import { ListSection } from './ListSection';

/** /download's paginated download cards, each with its document request (PRODUCT §2, §7). */
export function DownloadList({ cards, params }: { cards: ListResult<DownloadCardEntity> | null; params: ListParams }) {
  const { t } = useTranslation();
  return (
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
  );
}
