import { type AboutUs, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img, Picture } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';
import { splitValues } from './split';

/** Values: the first four together, the fifth shown apart (PRODUCT §2), over the values image. */
export function Values({ about }: { about: AboutUs }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const [four, apart] = splitValues(about.content_values);
  const heading = shown(about, 'tittle_values', lang);
  const title = heading.text;
  return (
    <section className="section values" aria-labelledby="values-title">
      <div className="container">
        <Reveal className="about-head about-head--center">
          <p className="eyebrow">{t('about.eyebrowValues')}</p>
          <h2 id="values-title" className="section__title" lang={heading.lang}>
            {title}
          </h2>
        </Reveal>
        <Reveal variant="fade" className="values__media">
          <Picture desktop={about.image_values_desktop} mobile={about.image_values_mobile} sizes="(max-width: 1248px) 96vw, 1152px" />
        </Reveal>
        <div className="values__panel">
          <ul className="values__grid">
            {four.map((v, i) => (
              <li key={v.id}>
                <Reveal className="value">
                  <span className="value__num" aria-hidden="true" data-num={String(i + 1).padStart(2, '0')} />
                  <span className="icon-badge icon-badge--sm">
                    <Img media={v.icon} sizes="28px" />
                  </span>
                  <h3 className="value__title" lang={shown(v, 'title', lang).lang}>
                    {shown(v, 'title', lang).text}
                  </h3>
                </Reveal>
              </li>
            ))}
          </ul>
          {apart.length > 0 ? (
            <ul className="values__apart">
              {apart.map((v) => (
                <li key={v.id}>
                  <Reveal className="value value--apart">
                    <span className="icon-badge icon-badge--light">
                      <Img media={v.icon} sizes="32px" />
                    </span>
                    <h3 className="value__title" lang={shown(v, 'title', lang).lang}>
                      {shown(v, 'title', lang).text}
                    </h3>
                  </Reveal>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
