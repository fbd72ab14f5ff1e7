import { type AboutUs, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';
import { AboutVideo } from './AboutVideo';

/** PRODUCT §1: the company was founded in 2014. */
const FOUNDED_YEAR = 2014;

/** Who we are: the video (loaded on demand) and the paragraphs. */
export function WhoWeAre({ about }: { about: AboutUs }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const heading = shown(about, 'tittle_about', lang);
  const title = heading.text;
  return (
    <section className="section who" aria-labelledby="who-title">
      <div className="container who__grid">
        <Reveal variant="slide-left" className="who__media">
          <AboutVideo
            url={about.url_about_video}
            video={about.video_about}
            captions={{ es: about.captions_about_es, en: about.captions_about_en }}
            poster={about.image_about}
            title={title}
            lang={lang}
            badge={t('about.since', { year: FOUNDED_YEAR })}
          />
        </Reveal>
        <Reveal variant="slide-right" className="who__text">
          <p className="eyebrow">{t('about.eyebrowWho')}</p>
          <h2 id="who-title" className="section__title" lang={heading.lang}>
            {title}
          </h2>
          {about.content_about.map((p, i) => (
            <p key={p.id} className={i === 0 ? 'who__lead' : undefined} lang={shown(p, 'paragraph', lang).lang}>
              {shown(p, 'paragraph', lang).text}
            </p>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
