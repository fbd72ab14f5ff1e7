import { type Sap, shown } from '@site/content';
import { CheckList } from '~/components/sections/CheckList';
import { SplitMedia } from '~/components/sections/SplitMedia';
import { present } from '~/lib/section-text';
import { useLang } from '~/lib/lang';

/** sap: `Tramar_Consulting` (`sap.benefits`): the benefits beside their image. */
export function TramarConsulting({ page }: { page: Sap }) {
  const { lang } = useLang();
  const benefits = page.Tramar_Consulting;
  if (!benefits) return null;
  return (
    <SplitMedia id="sap-benefits" title={shown(benefits, 'title', lang)} image={benefits.image} alt>
      <CheckList
        variant="cards"
        items={present([
          shown(benefits, 'first_content', lang),
          shown(benefits, 'second_content', lang),
          shown(benefits, 'third_content', lang),
        ])}
      />
    </SplitMedia>
  );
}
