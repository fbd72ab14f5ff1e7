import { type Home, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';
import { Carousel, type CarouselBreakpoint } from '~/components/carousel/Carousel';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';
import { SERVICES } from '~/lib/nav';

/** PRODUCT §9: loop, autoplay, gap 30, speed 1000 ms; 3 items at 1100 px and above, 2 at 600–1099, 1 below. */
const SOLUTIONS_BREAKPOINTS: CarouselBreakpoint[] = [
  { minWidth: 0, perView: 1, gap: 30 },
  { minWidth: 600, perView: 2, gap: 30 },
  { minWidth: 1100, perView: 3, gap: 30 },
];
const SOLUTIONS_SPEED_MS = 1000;
/** PRODUCT gives no delay; long enough to read a slide. */
const SOLUTIONS_AUTOPLAY_MS = 5000;

/**
 * Solutions carousel: one slide per service, linked in PRODUCT's fixed order (SAP, Microsoft, digital,
 * staffing, AI), each with a read-more button. Hidden for 500 ms and rebuilt when the language changes.
 */
export function SolutionsCarousel({ home }: { home: Home }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const heading = shown(home, 'tittle_solutions', lang);
  const title = heading.text;
  const items = home.solutions_slides.map((slide, i) => {
    const to = SERVICES[i]?.to;
    const named = shown(slide, 'tittle', lang);
    const name = named.text;
    return (
      <article key={slide.id} className="solution-card">
        <div className="solution-card__media">
          <Img media={slide.image} sizes="(max-width: 599px) 92vw, (max-width: 1099px) 46vw, 380px" />
          <span className="solution-card__index" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
        </div>
        <div className="solution-card__body">
          <h3 className="solution-card__title" lang={named.lang}>
            {name}
          </h3>
          <p className="solution-card__text" lang={shown(slide, 'content', lang).lang}>
            {shown(slide, 'content', lang).text}
          </p>
          {to ? (
            <Link to={to} className="btn btn--ghost solution-card__link">
              {t('home.readMore')}
              {/* The visible text stays PRODUCT's; the whole name says which service (also for crawlers). */}
              <span className="sr-only" lang={named.lang}>
                : {name}
              </span>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M5 12h13M13 6l6 6-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </Link>
          ) : null}
        </div>
      </article>
    );
  });
  return (
    <section id="soluciones" className="section solutions" aria-labelledby="solutions-title">
      <div className="container">
        <Reveal className="home-head">
          <div>
            <p className="eyebrow">{t('home.eyebrowSolutions')}</p>
            <h2 id="solutions-title" className="section__title" lang={heading.lang}>
              {title}
            </h2>
          </div>
          <p className="section__lead" lang={shown(home, 'subtittle_solutions', lang).lang}>
            {shown(home, 'subtittle_solutions', lang).text}
          </p>
        </Reveal>
        <Reveal>
          <Carousel
            label={title}
            items={items}
            breakpoints={SOLUTIONS_BREAKPOINTS}
            loop
            autoplayMs={SOLUTIONS_AUTOPLAY_MS}
            speedMs={SOLUTIONS_SPEED_MS}
            rebuildKey={lang}
            className="solutions__carousel"
          />
        </Reveal>
      </div>
    </section>
  );
}
