import '~/styles/services.css';
import { pick, pickValue, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Hero } from '~/blocks/Hero';
import { CheckList } from '~/blocks/services/CheckList';
import { ContactBand } from '~/blocks/services/ContactBand';
import { Diagram, DiagramFigure } from '~/blocks/services/Diagram';
import { serviceMeta } from '~/blocks/services/meta';
import { Section } from '~/blocks/services/Section';
import { SplitMedia } from '~/blocks/services/SplitMedia';
import { present } from '~/blocks/services/text';
import { Img } from '~/components/Media';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { useLang } from '~/lib/lang';
import type { Route } from './+types/c3';

export async function loader() {
  try {
    const page = await cached('c3', () => cms().single('c3'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/c3', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'c3', 'nav.c3', (lang) => {
    const banner = data?.page.Banner_c3;
    if (!banner) return null;
    return { title: pick(banner, 'tittle', lang), description: pick(banner, 'subtittle', lang), image: banner.image_desktop };
  });
}

/** /producto-c3: hero with logo and contact button, description, how it works, benefits, platform (PRODUCT §2). */
export default function C3Route({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { lang } = useLang();
  const { t } = useTranslation();
  const banner = page.Banner_c3;
  const info = page.C3_Information;
  const how = page.Section_how_does_it_work;
  const benefits = page.Benefits;
  const platform = page.Platform;
  const headline = shown(info, 'second_text', lang);
  const button = shown(platform, 'button_text', lang);
  return (
    <div className="svc svc--c3">
      <Hero
        title={shown(banner, 'tittle', lang)}
        subtitle={shown(banner, 'subtittle', lang)}
        desktop={banner?.image_desktop}
        mobile={banner?.image_mobile}
        cta={{ to: '/#contacto', label: t('services.contactCta') }}
      >
        {banner?.logo ? (
          <span className="svc-hero-logo anim-hero anim-hero--1">
            <Img media={banner.logo} priority sizes="160px" />
          </span>
        ) : null}
      </Hero>
      {info ? (
        <Section labelledBy="c3-description" className="svc-c3-info">
          <div className="svc-c3-info__intro">
            {present([shown(info, 'first_text_one', lang), shown(info, 'first_text_two', lang)]).map((text, i) => (
              <p key={text.text} className={i === 0 ? 'svc-c3-info__lead' : undefined} lang={text.lang}>
                {text.text}
              </p>
            ))}
          </div>
          <h2 id="c3-description" className="section__title svc-c3-info__headline" lang={headline.lang}>
            {headline.text}
          </h2>
          <div className="svc-c3-info__grid">
            <div className="svc-c3-info__texts">
              <div className="svc-c3-info__block">
                {present([shown(info, 'third_text_one', lang), shown(info, 'third_text_two', lang)]).map((text) => (
                  <p key={text.text} lang={text.lang}>
                    {text.text}
                  </p>
                ))}
              </div>
              <div className="svc-c3-info__block svc-c3-info__block--accent">
                {present([shown(info, 'fourth_text_one', lang), shown(info, 'fourth_text_two', lang)]).map((text) => (
                  <p key={text.text} lang={text.lang}>
                    {text.text}
                  </p>
                ))}
              </div>
            </div>
            <DiagramFigure desktop={pickValue(info, 'image', lang)} mobile={pickValue(info, 'image', lang)} title={headline} />
          </div>
        </Section>
      ) : null}
      {how ? (
        <Diagram
          id="c3-how"
          eyebrow={shown(how, 'tittle', lang)}
          title={shown(how, 'second_tittle', lang)}
          lead={shown(how, 'subtittle', lang)}
          desktop={pickValue(how, 'image_desktop', lang)}
          mobile={pickValue(how, 'image_mobile', lang)}
          alt
        />
      ) : null}
      {benefits ? (
        <SplitMedia id="c3-benefits" title={shown(benefits, 'tittle', lang)} image={benefits.image}>
          <CheckList
            items={present([
              shown(benefits, 'firts_text', lang),
              shown(benefits, 'second_text', lang),
              shown(benefits, 'third_text', lang),
              shown(benefits, 'fourth_text', lang),
              shown(benefits, 'fifth_text', lang),
            ])}
          />
        </SplitMedia>
      ) : null}
      {benefits ? (
        <ContactBand id="c3-cta" title={shown(benefits, 'final_tittle', lang)} text={shown(benefits, 'subtittle', lang)} />
      ) : null}
      {platform ? (
        <Section labelledBy="c3-platform" alt className="svc-platform">
          <div className="svc-platform__card">
            <span className="svc-platform__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="30" height="30" focusable="false" aria-hidden="true">
                <path
                  d="M4 9l1.5-5h13L20 9M4 9v10a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V9M4 9h16M9 13h6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <div className="svc-platform__text">
              <h2 id="c3-platform" className="section__title" lang={shown(platform, 'tittle', lang).lang}>
                {shown(platform, 'tittle', lang).text}
              </h2>
              <p className="section__lead" lang={shown(platform, 'content', lang).lang}>
                {shown(platform, 'content', lang).text}
              </p>
            </div>
            {platform.url_marketplace ? (
              <a
                className="btn btn--primary btn--lg svc-platform__button"
                href={platform.url_marketplace}
                target="_blank"
                rel="noopener noreferrer"
                lang={button.lang}
              >
                {button.text}
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path
                    d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {/* The button's text has no element of its own: the link takes its language, this page-language note its own. */}
                <span className="sr-only" lang={button.lang ? lang : undefined}>
                  {t('services.opensNewTab')}
                </span>
              </a>
            ) : null}
          </div>
        </Section>
      ) : null}
    </div>
  );
}
