import { type AboutUs, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';

/** What we do: one card per capability (its heading, paragraphs and icon). */
export function WhatWeDo({ about }: { about: AboutUs }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <section className="section section--alt about-what" aria-labelledby="about-what-title">
      <div className="container">
        <Reveal className="about-head">
          <p className="eyebrow">{t('about.eyebrowWhat')}</p>
          <h2 id="about-what-title" className="section__title" lang={shown(about, 'tittle_whatdowedo', lang).lang}>
            {shown(about, 'tittle_whatdowedo', lang).text}
          </h2>
        </Reveal>
        <ul className="about-what__grid">
          {about.contents_whatdowedo.map((item, i) => (
            <li key={item.id}>
              <Reveal className="about-what__card">
                <div className="about-what__top">
                  <span className="icon-badge">
                    <Img media={item.icon} sizes="32px" />
                  </span>
                  <span className="about-what__num" aria-hidden="true" data-num={String(i + 1).padStart(2, '0')} />
                </div>
                <h3 className="about-what__title" lang={shown(item, 'content', lang).lang}>
                  {shown(item, 'content', lang).text}
                </h3>
                {item.paragraphs.map((p) => (
                  <p key={p.id} lang={shown(p, 'paragraph', lang).lang}>
                    {shown(p, 'paragraph', lang).text}
                  </p>
                ))}
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
