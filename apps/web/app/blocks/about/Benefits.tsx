import { type AboutUs, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';

/** Benefits of working with the firm: title, icon and paragraphs each. */
export function Benefits({ about }: { about: AboutUs }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <section className="section section--alt benefits" aria-labelledby="benefits-title">
      <div className="container benefits__grid">
        <Reveal variant="slide-left" className="benefits__intro">
          <p className="eyebrow">{t('about.eyebrowBenefits')}</p>
          <h2 id="benefits-title" className="section__title" lang={shown(about, 'tittle_benefits', lang).lang}>
            {shown(about, 'tittle_benefits', lang).text}
          </h2>
        </Reveal>
        <ul className="benefits__list">
          {about.content_benefits.map((b) => (
            <li key={b.id}>
              <Reveal className="benefit">
                <span className="icon-badge">
                  <Img media={b.icon} sizes="32px" />
                </span>
                <div>
                  <h3 className="benefit__title" lang={shown(b, 'title', lang).lang}>
                    {shown(b, 'title', lang).text}
                  </h3>
                  {b.content_paragraph.map((p) => (
                    <p key={p.id} lang={shown(p, 'paragraph', lang).lang}>
                      {shown(p, 'paragraph', lang).text}
                    </p>
                  ))}
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
