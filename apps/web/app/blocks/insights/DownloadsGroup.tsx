import { type DownloadCard as Item, type Insight, pagePath, shown } from '@site/content';
import { DownloadCard } from '~/blocks/lists/cards';
import { useLang } from '~/lib/lang';
import { InsightsGroup } from './InsightsGroup';

/** insight: `title_download`, with collection download-cards (first 3). */
export function DownloadsGroup({ content, items }: { content: Insight; items: Item[] | null }) {
  const { lang } = useLang();
  return (
    <InsightsGroup
      id="insights-downloads"
      title={shown(content, 'title_download', lang)}
      items={items}
      render={(c) => <DownloadCard card={c} link />}
      more={pagePath('downloads')}
    />
  );
}
