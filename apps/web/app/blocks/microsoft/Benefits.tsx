import { type Microsoft, shown } from '@site/content';
import { SplitMedia } from '~/components/sections/SplitMedia';
import { Timeline } from '~/components/sections/Timeline';
import { present } from '~/lib/section-text';
import { useLang } from '~/lib/lang';

/** microsoft: `benefits` (`microsoft.benefits`, titles `shared.title-item`): the benefits timeline beside its image. */
export function Benefits({ page }: { page: Microsoft }) {
  const { lang } = useLang();
  const benefits = page.benefits;
  if (!benefits) return null;
  return (
    <SplitMedia id="ms-benefits" title={shown(benefits, 'title', lang)} image={benefits.image} alt>
      <Timeline steps={present(benefits.titles.map((item) => shown(item, 'title', lang)))} />
    </SplitMedia>
  );
}
