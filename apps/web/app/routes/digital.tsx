import '~/styles/services.css';
import { pick, pickValue, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Hero } from '~/blocks/Hero';
import { ContactBand } from '~/blocks/services/ContactBand';
import { Description } from '~/blocks/services/Description';
import { Diagram } from '~/blocks/services/Diagram';
import { FeatureStrip } from '~/blocks/services/FeatureStrip';
import { serviceMeta } from '~/blocks/services/meta';
import { present } from '~/blocks/services/text';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { useLang } from '~/lib/lang';
import type { Route } from './+types/digital';

export async function loader() {
  try {
    const page = await cached('digital', () => cms().single('digital'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/digital', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'digital', 'nav.digital', (lang) => {
    const page = data?.page;
    if (!page) return null;
    return {
      title: pick(page, 'tittle_banner', lang),
      description: pick(page, 'description_digital', lang),
      image: page.image_banner_desktop,
    };
  });
}

/** /servicio-digital: hero with contact button, description, features strip, services diagram, reports strip (PRODUCT §2). */
export default function DigitalRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <div className="svc svc--digital">
      <Hero
        title={shown(page, 'tittle_banner', lang)}
        desktop={page.image_banner_desktop}
        mobile={page.image_banner_mobile}
        cta={{ to: '/#contacto', label: t('services.contactCta') }}
      />
      <Description
        id="digital-description"
        title={shown(page, 'tittle_digital', lang)}
        paragraphs={present([shown(page, 'description_digital', lang)])}
      />
      <FeatureStrip
        id="digital-features"
        background={page.image_digital_desktop}
        tone="light"
        features={page.content_digital.map((f) => ({ key: f.id, icon: f.icon, text: shown(f, 'content', lang) }))}
      />
      <Diagram
        id="digital-services"
        title={shown(page, 'tittle_tramar', lang)}
        desktop={pickValue(page, 'image_tramar_desktop', lang)}
        mobile={pickValue(page, 'image_tramar_mobile', lang)}
        background={page.image_tramar_background}
        tone="dark"
      />
      <FeatureStrip
        id="digital-reports"
        title={shown(page, 'tittle_last_section', lang)}
        features={page.last_section.map((f) => ({ key: f.id, icon: f.icon, text: shown(f, 'content', lang) }))}
      />
      <ContactBand id="digital-cta" />
    </div>
  );
}
