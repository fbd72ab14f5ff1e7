import { type BlogCard as Item, type Insight, pagePath, shown } from '@site/content';
import { BlogCard } from '~/blocks/lists/cards';
import { useLang } from '~/lib/lang';
import { InsightsGroup } from './InsightsGroup';

/** insight: `title_blogs`, with collection blog-cards (first 3). */
export function BlogsGroup({ content, items }: { content: Insight; items: Item[] | null }) {
  const { lang } = useLang();
  return (
    <InsightsGroup
      id="insights-blogs"
      title={shown(content, 'title_blogs', lang)}
      items={items}
      render={(c) => <BlogCard card={c} />}
      more={pagePath('blog')}
      alt
    />
  );
}
