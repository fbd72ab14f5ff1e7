import { type AboutTitledContentComponent, type AboutUs, type Lang, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';
import { splitHalf } from './split';

/** Approach: the content split in two halves, one on each side of the image (PRODUCT §2). */
export function Approach({ about }: { about: AboutUs }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const [left, right] = splitHalf(about.content_approach);
  const heading = shown(about, 'tittle_approach', lang);
  const title = heading.text;
  return (
    <section className="section section--alt approach" aria-labelledby="approach-title">
      <div className="container">
        <Reveal className="about-head about-head--center">
          <p className="eyebrow">{t('about.eyebrowApproach')}</p>
          <h2 id="approach-title" className="section__title" lang={heading.lang}>
            {title}
          </h2>
        </Reveal>
        <div className="approach__grid">
          <ApproachColumn items={left} lang={lang} side="left" />
          <Reveal variant="fade" className="approach__media">
            <Img media={about.image_approach} alt={title} sizes="(max-width: 991px) 92vw, 400px" />
          </Reveal>
          <ApproachColumn items={right} lang={lang} side="right" />
        </div>
      </div>
    </section>
  );
}

function ApproachColumn({ items, lang, side }: { items: AboutTitledContentComponent[]; lang: Lang; side: 'left' | 'right' }) {
  return (
    <ul className={`approach__col approach__col--${side}`}>
      {items.map((item) => (
        <li key={item.id}>
          <Reveal variant={side === 'left' ? 'slide-left' : 'slide-right'} className="approach__item">
            <span className="icon-badge">
              <Img media={item.icon} sizes="32px" />
            </span>
            <div>
              <h3 className="approach__title" lang={shown(item, 'title', lang).lang}>
                {shown(item, 'title', lang).text}
              </h3>
              <p className="approach__text" lang={shown(item, 'content', lang).lang}>
                {shown(item, 'content', lang).text}
              </p>
            </div>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
