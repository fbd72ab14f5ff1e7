import { type C3, shown } from '@site/content';
import { CheckList } from '~/components/sections/CheckList';
import { ContactBand } from '~/components/sections/ContactBand';
import { SplitMedia } from '~/components/sections/SplitMedia';
import { present } from '~/lib/section-text';
import { useLang } from '~/lib/lang';

/** c3: `Benefits` (`c3.benefits`): the benefits beside their image, then the contact band with its `final_tittle` and `subtittle`. */
export function Benefits({ page }: { page: C3 }) {
  const { lang } = useLang();
  const benefits = page.Benefits;
  if (!benefits) return null;
  return (
    <>
      <SplitMedia id="c3-benefits" title={shown(benefits, 'tittle', lang)} image={benefits.image}>
        <CheckList
          items={present([
            shown(benefits, 'firts_text', lang),
            shown(benefits, 'second_text', lang),
            shown(benefits, 'third_text', lang),
            shown(benefits, 'fourth_text', lang),
            shown(benefits, 'fifth_text', lang),
          ])}
        />
      </SplitMedia>
      <ContactBand id="c3-cta" title={shown(benefits, 'final_tittle', lang)} text={shown(benefits, 'subtittle', lang)} />
    </>
  );
}
