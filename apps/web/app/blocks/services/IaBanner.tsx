import { pick, type IaBannerComponent } from '@site/content';
import { Hero } from '~/blocks/Hero';
import { useLang } from '~/lib/lang';

/**
 * The AI hero (PRODUCT §2): title, subtitle and its three paragraphs (the third ending in bold text),
 * all inside the hero, the paragraphs on a translucent panel over the banner.
 */
export function IaBanner({ banner }: { banner: IaBannerComponent | null }) {
  const { lang } = useLang();
  const first = pick(banner, 'first_paragraph', lang);
  const second = pick(banner, 'second_paragraph', lang);
  const third = pick(banner, 'third_paragraph', lang);
  const bold = pick(banner, 'bold_text_third_paragraph', lang);
  return (
    <Hero
      title={pick(banner, 'title', lang)}
      subtitle={pick(banner, 'subtitle', lang)}
      desktop={banner?.image_desktop}
      mobile={banner?.image_mobile}
    >
      {first || second || third || bold ? (
        <div className="svc-ia-intro anim-hero anim-hero--2">
          {first ? <p className="svc-ia-intro__p svc-ia-intro__p--lead">{first}</p> : null}
          {second ? <p className="svc-ia-intro__p">{second}</p> : null}
          {third || bold ? (
            <p className="svc-ia-intro__p">
              {third} {bold ? <strong>{bold}</strong> : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </Hero>
  );
}
