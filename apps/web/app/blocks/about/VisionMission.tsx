import { type AboutKnowUsItemComponent, type AboutUs, type Lang, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';
import { splitHalf } from './split';

/** Vision and mission: the content list split in half, vision cards first, mission cards second (PRODUCT §2). */
export function VisionMission({ about }: { about: AboutUs }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const [vision, mission] = splitHalf(about.content_know_us);
  return (
    <section className="section know" aria-labelledby="know-title">
      <div className="container">
        <Reveal className="about-head about-head--center">
          <p className="eyebrow">{t('about.eyebrowKnowUs')}</p>
          <h2 id="know-title" className="section__title" lang={shown(about, 'tittle_know_us', lang).lang}>
            {shown(about, 'tittle_know_us', lang).text}
          </h2>
          <p className="section__lead" lang={shown(about, 'subtittle_know_us', lang).lang}>
            {shown(about, 'subtittle_know_us', lang).text}
          </p>
        </Reveal>
        <KnowGroup id="vision" title={t('about.vision')} items={vision} lang={lang} />
        <KnowGroup id="mission" title={t('about.mission')} items={mission} lang={lang} />
      </div>
    </section>
  );
}

function KnowGroup({ id, title, items, lang }: { id: string; title: string; items: AboutKnowUsItemComponent[]; lang: Lang }) {
  if (items.length === 0) return null;
  return (
    <div className={`know__group know__group--${id}`}>
      <h3 id={`know-${id}`} className="know__group-title">
        {title}
      </h3>
      <ul className="know__cards">
        {items.map((item) => (
          <li key={item.id}>
            <Reveal className="know-card">
              <div className="know-card__media">
                <Img media={item.image} sizes="(max-width: 767px) 92vw, 370px" />
                <span className="know-card__icon">
                  <Img media={item.icon} sizes="28px" />
                </span>
              </div>
              <div className="know-card__body">
                <h4 className="know-card__title" lang={shown(item, 'tittle', lang).lang}>
                  {shown(item, 'tittle', lang).text}
                </h4>
                <p className="know-card__text" lang={shown(item, 'content', lang).lang}>
                  {shown(item, 'content', lang).text}
                </p>
              </div>
            </Reveal>
          </li>
        ))}
      </ul>
    </div>
  );
}
