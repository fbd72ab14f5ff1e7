import { type AboutUs, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';

/** The three methods drawn as what they are: a waterfall-like cascade, an agile cycle, a DevOps loop. */
const ILLUSTRATIONS = ['waterfall', 'agile', 'devops'] as const;
type Illustration = (typeof ILLUSTRATIONS)[number];

/** How we do it: three steps (PRODUCT §2: a waterfall-like first, agile, devops). */
export function HowWeDoIt({ about }: { about: AboutUs }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <section className="section how" aria-labelledby="how-title">
      <div className="container">
        <Reveal className="about-head about-head--center">
          <p className="eyebrow">{t('about.eyebrowHow')}</p>
          <h2 id="how-title" className="section__title" lang={shown(about, 'tittle_whatdowedoit', lang).lang}>
            {shown(about, 'tittle_whatdowedoit', lang).text}
          </h2>
          <p className="section__lead" lang={shown(about, 'subtittle_whatdowedoit', lang).lang}>
            {shown(about, 'subtittle_whatdowedoit', lang).text}
          </p>
        </Reveal>
        <ol className="how__steps">
          {about.content_whatdowedoit.map((step, i) => {
            const kind = ILLUSTRATIONS[i];
            return (
              <li key={step.id} className={`how__step${kind ? ` how__step--${kind}` : ''}`}>
                <Reveal className="how__card">
                  <div className="how__art">{kind ? <StepArt kind={kind} /> : null}</div>
                  <p className="how__label">
                    <span className="how__icon">
                      <Img media={step.icon} sizes="24px" />
                    </span>
                    {t('about.step', { n: i + 1 })}
                  </p>
                  <h3 className="how__title" lang={shown(step, 'title', lang).lang}>
                    {shown(step, 'title', lang).text}
                  </h3>
                  <p className="how__text" lang={shown(step, 'content', lang).lang}>
                    {shown(step, 'content', lang).text}
                  </p>
                </Reveal>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function StepArt({ kind }: { kind: Illustration }) {
  if (kind === 'waterfall') {
    // Sequential phases cascading down, each starting where the previous ends.
    return (
      <svg viewBox="0 0 240 120" aria-hidden="true" focusable="false" className="how__svg">
        {[0, 1, 2, 3, 4].map((k) => (
          <g key={k}>
            <rect x={12 + k * 42} y={10 + k * 20} width="54" height="16" rx="5" className={`how__bar how__bar--${k}`} />
            {k < 4 ? <path d={`M${60 + k * 42} ${26 + k * 20}v8h6`} className="how__flow" /> : null}
          </g>
        ))}
      </svg>
    );
  }
  if (kind === 'agile') {
    // Repeated short iterations: a cycle with an arrow, and the sprints along it.
    return (
      <svg viewBox="0 0 240 120" aria-hidden="true" focusable="false" className="how__svg">
        <circle cx="120" cy="60" r="40" className="how__ring" />
        <path d="M160 60a40 40 0 0 1-40 40" className="how__ring how__ring--accent" />
        <path d="M126 94l-7 6 7 6" className="how__arrow" />
        {[0, 1, 2, 3].map((k) => {
          const a = (k * Math.PI) / 2 - Math.PI / 2;
          return <circle key={k} cx={120 + 40 * Math.cos(a)} cy={60 + 40 * Math.sin(a)} r="7" className={`how__dot how__dot--${k}`} />;
        })}
      </svg>
    );
  }
  // Continuous integration and delivery: the infinity loop.
  return (
    <svg viewBox="0 0 240 120" aria-hidden="true" focusable="false" className="how__svg">
      <path
        d="M120 60c-18-26-34-36-52-36a36 36 0 0 0 0 72c18 0 34-10 52-36s34-36 52-36a36 36 0 0 1 0 72c-18 0-34-10-52-36z"
        className="how__ring"
      />
      <path d="M120 60c18-26 34-36 52-36a36 36 0 0 1 36 36" className="how__ring how__ring--accent" />
      <path d="M203 52l5 8 8-5" className="how__arrow" />
      <circle cx="68" cy="60" r="6" className="how__dot how__dot--0" />
      <circle cx="172" cy="60" r="6" className="how__dot how__dot--2" />
    </svg>
  );
}
