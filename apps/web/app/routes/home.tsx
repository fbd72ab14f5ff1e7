import { pick, type Home } from '@site/content';
import { useTranslation } from 'react-i18next';
import { Hero } from '~/blocks/Hero';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { withBrowserCache } from '~/content/browser-cache';
import { ContactSection } from '~/features/contact-form/ContactSection';
import { cached, cms, contentFailure } from '~/content/content.server';
import { createI18n } from '~/i18n/i18n';
import { useLang } from '~/lib/lang';
import { seo } from '~/lib/seo';
import type { RootData } from '~/root';
import type { Route } from './+types/home';

export async function loader() {
  try {
    const home = await cached('home', () => cms().single('home'));
    return { home };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/home', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const lang = root?.lang ?? 'en';
  const t = createI18n(lang).t;
  const company = root?.company ?? '';
  return seo({
    title: t('meta.homeTitle', { company }),
    description: pick(data?.home, 'subtittle_banner', lang) || t('meta.siteDescription', { company }),
    path: '/',
    lang,
    siteUrl: root?.siteUrl ?? '',
    image: data?.home.image_banner_desktop?.url,
  });
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData as { home: Home };
  const { lang } = useLang();
  const { t } = useTranslation();
  const join = home.join_us;
  return (
    <>
      <Hero
        size="home"
        title={pick(home, 'tittle_banner', lang)}
        subtitle={pick(home, 'subtittle_banner', lang)}
        desktop={home.image_banner_desktop}
        mobile={home.image_banner_mobile}
        cta={{ to: '#contacto', label: t('home.contactCta') }}
      />
      {join ? (
        <section id="incorporate" className="section join" aria-labelledby="join-title">
          <Reveal className="container join__grid">
            <div className="join__text">
              <p className="eyebrow">{pick(join, 'subtittle', lang)}</p>
              <h2 id="join-title" className="section__title">
                {pick(join, 'tittle', lang)}
              </h2>
              <p>{pick(join, 'content', lang)}</p>
              <div className="join__actions">
                {join.email ? (
                  <a className="btn btn--primary" href={`mailto:${join.email}`}>
                    {join.email}
                  </a>
                ) : null}
                {join.url ? (
                  <a className="btn btn--ghost" href={join.url} target="_blank" rel="noopener noreferrer">
                    LinkedIn <span className="sr-only">{t('footer.opensNewTab')}</span>
                  </a>
                ) : null}
              </div>
            </div>
            <Img media={join.image} alt="" className="join__image" sizes="(max-width: 900px) 100vw, 45vw" />
          </Reveal>
        </section>
      ) : null}
      <ContactSection title={pick(home, 'tittle_contact', lang)} text={pick(home, 'content_contact', lang)} />
    </>
  );
}
