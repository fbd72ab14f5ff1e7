import '~/styles/services.css';
import { pick, pickValue, shown } from '@site/content';
import { Hero } from '~/blocks/Hero';
import { ContactBand } from '~/blocks/services/ContactBand';
import { Description } from '~/blocks/services/Description';
import { Diagram } from '~/blocks/services/Diagram';
import { serviceMeta } from '~/blocks/services/meta';
import { SplitMedia } from '~/blocks/services/SplitMedia';
import { present } from '~/blocks/services/text';
import { Timeline } from '~/blocks/services/Timeline';
import { TwoColumnCards } from '~/blocks/services/TwoColumnCards';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { useLang } from '~/lib/lang';
import type { Route } from './+types/microsoft';

export async function loader() {
  try {
    const page = await cached('microsoft', () => cms().single('microsoft'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/microsoft', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'microsoft', 'nav.microsoft', (lang) => {
    const page = data?.page;
    if (!page) return null;
    return { title: pick(page, 'tittle_banner', lang), description: pick(page, 'subtitle', lang), image: page.image_banner_desktop };
  });
}

/** /servicio-microsoft: hero, description, benefits timeline, products diagram, solutions cards (PRODUCT §2). */
export default function MicrosoftRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { lang } = useLang();
  const benefits = page.benefits;
  return (
    <div className="svc svc--microsoft">
      <Hero title={shown(page, 'tittle_banner', lang)} desktop={page.image_banner_desktop} mobile={page.image_banner_mobile} />
      <Description id="ms-description" title={shown(page, 'title', lang)} paragraphs={present([shown(page, 'subtitle', lang)])} />
      {benefits ? (
        <SplitMedia id="ms-benefits" title={shown(benefits, 'title', lang)} image={benefits.image} alt>
          <Timeline steps={present(benefits.titles.map((item) => shown(item, 'title', lang)))} />
        </SplitMedia>
      ) : null}
      <Diagram
        id="ms-products"
        title={shown(page, 'tittle_products', lang)}
        desktop={pickValue(page, 'image_products_desktop', lang)}
        mobile={pickValue(page, 'image_products_mobile', lang)}
      />
      <TwoColumnCards
        id="ms-solutions"
        title={shown(page, 'tittle_agility', lang)}
        lead={shown(page, 'subtittle_agility', lang)}
        background={page.image_agility}
        tone="dark"
        cards={page.content_agility.map((c) => ({
          key: c.id,
          icon: c.icon,
          title: shown(c, 'tittle', lang),
          text: shown(c, 'content', lang),
        }))}
      />
      <ContactBand id="ms-cta" />
    </div>
  );
}
