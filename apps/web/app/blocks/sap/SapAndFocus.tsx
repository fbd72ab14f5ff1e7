import { type Sap, shown } from '@site/content';
import { CardGrid } from '~/components/sections/CardGrid';
import { Description } from '~/components/sections/Description';
import { present } from '~/lib/section-text';
import { useLang } from '~/lib/lang';

/** sap: `Sap_and_focus` (`sap.sap-and-focus`): the description and its four numbered focus cards. */
export function SapAndFocus({ page }: { page: Sap }) {
  const { lang } = useLang();
  const focus = page.Sap_and_focus;
  if (!focus) return null;
  return (
    <Description id="sap-description" title={shown(focus, 'tittle_sap', lang)} paragraphs={present([shown(focus, 'content_sap', lang)])}>
      <div className="svc-subsection">
        <h3 className="svc-subsection__title" lang={shown(focus, 'tittle_focus', lang).lang}>
          {shown(focus, 'tittle_focus', lang).text}
        </h3>
        <CardGrid
          numbered
          columns={4}
          items={present([
            shown(focus, 'first_focus_content', lang),
            shown(focus, 'second_focus_content', lang),
            shown(focus, 'third_focus_content', lang),
            shown(focus, 'fourth_focus_content', lang),
          ]).map((text, i) => ({ key: i, text }))}
        />
      </div>
    </Description>
  );
}
