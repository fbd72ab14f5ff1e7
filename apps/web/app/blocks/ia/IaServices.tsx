import { type Ia, type IaItemListComponent, type Lang, type LangText, langOf, type Media, type Shown, shown, textOf } from '@site/content';
import type { MouseEvent } from 'react';
import { useTranslation } from '~/i18n/react';
import { Carousel, type CarouselBreakpoint } from '~/components/carousel/Carousel';
import { Img, Picture } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';
import { present } from '~/lib/section-text';

/** PRODUCT §9: AI carousel: loop, autoplay, gap 30, speed 1000 ms, 3 / 2 / 1 per view, dots from 1100 px. */
const IA_CAROUSEL = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 30 },
    { minWidth: 600, perView: 2, gap: 30 },
    { minWidth: 1100, perView: 3, gap: 30 },
  ] satisfies CarouselBreakpoint[],
  loop: true,
  /** PRODUCT gives no delay; the same as the home solutions carousel. */
  autoplayMs: 5000,
  speedMs: 1000,
  dotsFrom: 1100,
} as const;

/** The anchors of the four service blocks, in the order of the carousel's items. */
const IA_ANCHORS = ['ia-traditional', 'ia-generative', 'ia-infrastructure', 'ia-integrated'] as const;

/** Smooth-scrolls an anchored block into view (instantly with reduced motion) and moves focus to it. */
function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

interface IaService {
  title: LangText;
  image: Media | null;
  lists: Array<IaItemListComponent | null>;
}

function listItems(list: IaItemListComponent, lang: Lang): Shown[] {
  return present([shown(list, 'item_one', lang), shown(list, 'item_two', lang), shown(list, 'item_three', lang)]);
}

/** One of the four anchored AI service blocks: title, image and its bullet lists of three items. */
function ServiceBlock({ anchor, service, index }: { anchor: string; service: IaService; index: number }) {
  const { lang } = useLang();
  const headingId = `${anchor}-title`;
  const lists = service.lists.filter((l): l is IaItemListComponent => Boolean(l));
  return (
    <article
      id={anchor}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`svc-ia-service${index % 2 === 1 ? ' svc-ia-service--reverse section--alt' : ''}`}
    >
      <Reveal className="container svc-ia-service__grid">
        <div className="svc-ia-service__media">
          <Img media={service.image} sizes="(max-width: 900px) 100vw, 520px" />
          <span className="svc-ia-service__index" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
        </div>
        <div className="svc-ia-service__body">
          <h3 id={headingId} className="svc-ia-service__title" lang={langOf(service.title)}>
            {textOf(service.title)}
          </h3>
          <div className={`svc-ia-service__lists svc-ia-service__lists--${lists.length}`}>
            {lists.map((list) => (
              <div key={list.id} className="svc-ia-list">
                <h4 className="svc-ia-list__title" lang={shown(list, 'title', lang).lang}>
                  {shown(list, 'title', lang).text}
                </h4>
                <ul>
                  {listItems(list, lang).map((item, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the three fixed items of a list.
                    <li key={i} lang={item.lang}>
                      {item.text}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </Reveal>
    </article>
  );
}

/**
 * ia: `CarouselSection` (`ia.carousel-section`, `ia.carousel-item`), `background_image_service_desktop/_mobile`
 * and `First_Service` … `Fourth_Service` (`ia.first-service` … `ia.fourth-service`, lists
 * `ia.item-list`): title, paragraph and a carousel whose items smooth-scroll to the four anchored
 * service blocks below (traditional AI, generative AI, infrastructure, integrated).
 */
export function IaServices({ page }: { page: Ia }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const section = page.CarouselSection;
  const background = page.background_image_service_desktop;
  const backgroundMobile = page.background_image_service_mobile;
  const first = page.First_Service;
  const second = page.Second_Service;
  const third = page.Third_Service;
  const fourth = page.Fourth_Service;
  const services: IaService[] = [
    {
      title: shown(first, 'title', lang),
      image: first?.image ?? null,
      lists: [first?.First_Item ?? null, first?.Second_item ?? null, first?.Third_item ?? null],
    },
    {
      title: shown(second, 'title', lang),
      image: second?.image ?? null,
      lists: [second?.First_item ?? null, second?.Second_Item ?? null],
    },
    { title: shown(third, 'title', lang), image: third?.image ?? null, lists: [third?.First_item ?? null] },
    {
      title: shown(fourth, 'title', lang),
      image: fourth?.image ?? null,
      lists: [fourth?.First_item ?? null, fourth?.Second_item ?? null],
    },
  ];
  const title = shown(section, 'title', lang);
  const lead = shown(section, 'first_paragraph', lang);
  const items = (section?.Carousel ?? []).map((item, i) => {
    const anchor = IA_ANCHORS[i % IA_ANCHORS.length] ?? IA_ANCHORS[0];
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      scrollToAnchor(anchor);
    };
    return (
      <a key={item.id} href={`#${anchor}`} className="svc-ia-card" onClick={onClick}>
        <span className="svc-ia-card__media">
          <Img media={item.image} insideNamedControl sizes="(max-width: 599px) 92vw, (max-width: 1099px) 46vw, 370px" />
        </span>
        <span className="svc-ia-card__title" lang={shown(item, 'title', lang).lang}>
          {shown(item, 'title', lang).text}
        </span>
        <span className="svc-ia-card__arrow" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 5v14M5 12l7 7 7-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </a>
    );
  });

  return (
    <section className="svc-ia-services" aria-labelledby="ia-services-title">
      <div className="section svc-section svc-section--bg svc-on-dark svc-ia-carousel">
        {background || backgroundMobile ? (
          <div className="svc-backdrop svc-backdrop--dark" aria-hidden="true">
            <Picture desktop={background} mobile={backgroundMobile} className="svc-backdrop__media" sizes="100vw" />
          </div>
        ) : null}
        <Reveal className="container svc-section__inner">
          <div className="svc-heading svc-heading--center">
            <h2 id="ia-services-title" className="section__title" lang={title.lang}>
              {title.text}
            </h2>
            {lead.text ? (
              <p className="section__lead" lang={lead.lang}>
                {lead.text}
              </p>
            ) : null}
          </div>
          {items.length > 0 ? (
            <Carousel
              label={t('services.iaCarousel')}
              items={items}
              breakpoints={[...IA_CAROUSEL.breakpoints]}
              loop={IA_CAROUSEL.loop}
              autoplayMs={IA_CAROUSEL.autoplayMs}
              speedMs={IA_CAROUSEL.speedMs}
              dotsFrom={IA_CAROUSEL.dotsFrom}
              className="svc-ia-carousel__carousel"
              rebuildKey={lang}
            />
          ) : null}
        </Reveal>
      </div>
      {services.map((service, i) => (
        <ServiceBlock key={IA_ANCHORS[i]} anchor={IA_ANCHORS[i] ?? `ia-service-${i + 1}`} service={service} index={i} />
      ))}
    </section>
  );
}
