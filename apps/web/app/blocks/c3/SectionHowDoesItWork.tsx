import { type C3, pickValue, shown } from '@site/content';
import { Diagram } from '~/components/sections/Diagram';
import { useLang } from '~/lib/lang';

/** c3: `Section_how_does_it_work` (`c3.how-it-works`): the how-it-works diagram. */
export function SectionHowDoesItWork({ page }: { page: C3 }) {
  const { lang } = useLang();
  const how = page.Section_how_does_it_work;
  if (!how) return null;
  return (
    <Diagram
      id="c3-how"
      eyebrow={shown(how, 'tittle', lang)}
      title={shown(how, 'second_tittle', lang)}
      lead={shown(how, 'subtittle', lang)}
      desktop={pickValue(how, 'image_desktop', lang)}
      mobile={pickValue(how, 'image_mobile', lang)}
      alt
    />
  );
}
