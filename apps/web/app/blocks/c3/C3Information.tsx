import { type C3, pickValue, shown } from '@site/content';
import { DiagramFigure } from '~/components/sections/Diagram';
import { Section } from '~/components/sections/Section';
import { present } from '~/lib/section-text';
import { useLang } from '~/lib/lang';

/** c3: `C3_Information` (`c3.information`): the introduction, the headline, two text blocks and the diagram. */
export function C3Information({ page }: { page: C3 }) {
  const { lang } = useLang();
  const info = page.C3_Information;
  if (!info) return null;
  const headline = shown(info, 'second_text', lang);
  return (
    <Section labelledBy="c3-description" className="svc-c3-info">
      <div className="svc-c3-info__intro">
        {present([shown(info, 'first_text_one', lang), shown(info, 'first_text_two', lang)]).map((text, i) => (
          <p key={text.text} className={i === 0 ? 'svc-c3-info__lead' : undefined} lang={text.lang}>
            {text.text}
          </p>
        ))}
      </div>
      <h2 id="c3-description" className="section__title svc-c3-info__headline" lang={headline.lang}>
        {headline.text}
      </h2>
      <div className="svc-c3-info__grid">
        <div className="svc-c3-info__texts">
          <div className="svc-c3-info__block">
            {present([shown(info, 'third_text_one', lang), shown(info, 'third_text_two', lang)]).map((text) => (
              <p key={text.text} lang={text.lang}>
                {text.text}
              </p>
            ))}
          </div>
          <div className="svc-c3-info__block svc-c3-info__block--accent">
            {present([shown(info, 'fourth_text_one', lang), shown(info, 'fourth_text_two', lang)]).map((text) => (
              <p key={text.text} lang={text.lang}>
                {text.text}
              </p>
            ))}
          </div>
        </div>
        <DiagramFigure desktop={pickValue(info, 'image', lang)} mobile={pickValue(info, 'image', lang)} title={headline} />
      </div>
    </Section>
  );
}
