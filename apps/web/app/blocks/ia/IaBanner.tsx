import { type Ia, langOf, shown } from '@site/content';
import { Hero } from '~/components/sections/Hero';
import { useLang } from '~/lib/lang';

/**
 * The AI hero (PRODUCT §2): title, subtitle and its three paragraphs (the third ending in bold text),
 * all inside the hero, the paragraphs on a translucent panel over the banner.
 */
export function IaBanner({ page }: { page: Ia }) {
  const { lang } = useLang();
  const banner = page.Banner;
  const first = shown(banner, 'first_paragraph', lang);
  const second = shown(banner, 'second_paragraph', lang);
  const third = shown(banner, 'third_paragraph', lang);
  const bold = shown(banner, 'bold_text_third_paragraph', lang);
  return (
    <Hero
      title={shown(banner, 'title', lang)}
      subtitle={shown(banner, 'subtitle', lang)}
      desktop={banner?.image_desktop}
      mobile={banner?.image_mobile}
    >
      {first.text || second.text || third.text || bold.text ? (
        <div className="svc-ia-intro anim-hero anim-hero--2">
          {first.text ? (
            <p className="svc-ia-intro__p svc-ia-intro__p--lead" lang={first.lang}>
              {first.text}
            </p>
          ) : null}
          {second.text ? (
            <p className="svc-ia-intro__p" lang={second.lang}>
              {second.text}
            </p>
          ) : null}
          {third.text || bold.text ? (
            // The third paragraph and its bold end are two fields: the <p> carries the third's language,
            // the <strong> its own when it differs.
            <p className="svc-ia-intro__p" lang={langOf(third.text ? third : bold)}>
              {third.text}{' '}
              {bold.text ? (
                <strong lang={third.text && bold.lang !== third.lang ? (bold.lang ?? lang) : undefined}>{bold.text}</strong>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </Hero>
  );
}
