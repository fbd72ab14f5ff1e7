import '~/styles/services.css';
import { pick, pickValue, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Hero } from '~/blocks/Hero';
import { ClientsBlock } from '~/blocks/services/ClientsBlock';
import { ContactBand } from '~/blocks/services/ContactBand';
import { Description } from '~/blocks/services/Description';
import { Diagram } from '~/blocks/services/Diagram';
import { FeatureStrip } from '~/blocks/services/FeatureStrip';
import { serviceMeta } from '~/blocks/services/meta';
import { present } from '~/blocks/services/text';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { useLang } from '~/lib/lang';
import type { Route } from './+types/staffing';

export async function loader() {
  try {
    const page = await cached('staffing', () => cms().single('staffing'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/staffing', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'staffing', 'nav.staffing', (lang) => {
    const page = data?.page;
    if (!page) return null;
    return {
      title: pick(page, 'tittle_banner', lang),
      description: pick(page, 'content_staffing', lang),
      image: page.image_bannner_desktop,
    };
  });
}

/** /service-staffing: hero with contact button, description, features strip, products diagram, clients (PRODUCT §2). */
export default function StaffingRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { lang } = useLang();
  const { t } = useTranslation();
  return (
    <div className="svc svc--staffing">
      <Hero
        title={shown(page, 'tittle_banner', lang)}
        desktop={page.image_bannner_desktop}
        mobile={page.image_bannner_mobile}
        cta={{ to: '/#contacto', label: t('services.contactCta') }}
      />
      <Description
        id="staffing-description"
        title={shown(page, 'tittle_staffing', lang)}
        paragraphs={present([shown(page, 'content_staffing', lang)])}
      />
      <FeatureStrip
        id="staffing-features"
        alt
        features={page.image_staffing_desktop.map((f) => ({ key: f.id, icon: f.icon, text: shown(f, 'content', lang) }))}
      />
      <Diagram
        id="staffing-products"
        title={shown(page, 'tittle_products_services', lang)}
        desktop={pickValue(page, 'image_products_services_desktop', lang)}
        mobile={pickValue(page, 'image_products_services_mobile', lang)}
      />
      <ClientsBlock
        id="staffing-clients"
        title={shown(page, 'tittle_clients', lang)}
        clients={page.content_clients.map((c) => ({ id: c.id, name: c.client_name ?? '', url: c.url, image: c.image }))}
      />
      <ContactBand id="staffing-cta" />
    </div>
  );
}
