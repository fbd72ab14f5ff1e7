import { type Home, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';

/** Partner block: the firm's certifications and partnerships (`partnert_content`: icon, title, content). */
export function PartnerBlock({ home }: { home: Home }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const heading = shown(home, 'tittle_partner', lang);
  const title = heading.text;
  return (
    <section className="section section--alt partner" aria-labelledby="partner-title">
      <div className="container partner__grid">
        <Reveal variant="slide-left" className="partner__intro">
          <p className="eyebrow">{t('home.eyebrowPartner')}</p>
          <h2 id="partner-title" className="section__title" lang={heading.lang}>
            {title}
          </h2>
          <div className="partner__media">
            <Img media={home.image_partner} alt={title} sizes="(max-width: 991px) 92vw, 460px" />
          </div>
        </Reveal>
        <ul className="partner__cards">
          {home.partnert_content.map((card) => (
            <li key={card.id}>
              <Reveal className="partner-card">
                <div className="partner-card__badge">
                  <Img media={card.icon} sizes="200px" />
                </div>
                <h3 className="partner-card__title" lang={shown(card, 'tittle', lang).lang}>
                  {shown(card, 'tittle', lang).text}
                </h3>
                <p className="partner-card__text" lang={shown(card, 'content', lang).lang}>
                  {shown(card, 'content', lang).text}
                </p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
