import '~/styles/services.css';
import { pick } from '@site/content';
import { SharedBanner } from '~/blocks/SharedBanner';
import { Backdrop } from '~/components/sections/Backdrop';
import { ContactBand } from '~/components/sections/ContactBand';
import { serviceMeta } from '~/lib/service-meta';
import { OfferSection } from '~/blocks/offers/OfferSection';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/offer-automation';

export async function loader() {
  try {
    const page = await cached('first-ia-offer', () => cms().single('first-ia-offer'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/offer-automation', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'aiAutomation', 'nav.aiAutomation', (lang) => {
    const banner = data?.page.Banner;
    if (!banner) return null;
    return { title: pick(banner, 'title', lang), description: pick(banner, 'subtitle', lang), image: banner.image_desktop };
  });
}

/**
 * /automatizacion-ia (offer one): hero, what we offer, benefits (a desktop and a mobile version, one
 * shown per breakpoint), because with us, how it works and use cases on the background image (PRODUCT §2).
 */
export default function OfferAutomationRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="svc svc--offer svc--offer-1">
      <SharedBanner banner={page.Banner} />
      <OfferSection id="offer1-what" section={page.what_we_offer} variant="checklist" />
      <OfferSection id="offer1-benefits" section={page.Benefits} variant="numbered" reverse alt only="desktop" />
      <OfferSection id="offer1-benefits-mobile" section={page.Benefits} variant="checklist" alt only="mobile" />
      <div className="svc-content-area">
        <Backdrop image={page.image_background} tone="light" />
        <OfferSection id="offer1-why" section={page.because_with_us} variant="cards" />
        <OfferSection id="offer1-how" section={page.how_it_works} variant="steps" leads />
        <OfferSection id="offer1-cases" section={page.use_cases} variant="cards" leads />
      </div>
      <ContactBand id="offer1-cta" />
    </div>
  );
}
