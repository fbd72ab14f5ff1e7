import { type SuccessCaseCard as Item, type Insight, pagePath, shown } from '@site/content';
import { CaseCard } from '~/blocks/lists/cards';
import { useLang } from '~/lib/lang';
import { InsightsGroup } from './InsightsGroup';

/** insight: `title_successCase`, with collection success-case-cards (first 3). */
export function CasesGroup({ content, items }: { content: Insight; items: Item[] | null }) {
  const { lang } = useLang();
  return (
    <InsightsGroup
      id="insights-cases"
      title={shown(content, 'title_successCase', lang)}
      items={items}
      render={(c) => <CaseCard card={c} />}
      more={pagePath('successCases')}
    />
  );
}
