import '~/styles/services.css';
import { pick } from '@site/content';
import { SharedBanner } from '~/blocks/SharedBanner';
import { ContactBand } from '~/components/sections/ContactBand';
import { serviceMeta } from '~/lib/service-meta';
import { OfferImage } from '~/components/sections/OfferImage';
import { OfferSection } from '~/blocks/offers/OfferSection';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/offer-productivity';

export async function loader() {
  try {
    const page = await cached('second-offer', () => cms().single('second-offer'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/offer-productivity', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'aiProductivity', 'nav.aiProductivity', (lang) => {
    const banner = data?.page.Banner;
    if (!banner) return null;
    return { title: pick(banner, 'title', lang), description: pick(banner, 'subtitle', lang), image: banner.image_desktop };
  });
}

/**
 * /productividad-ia (offer two): hero, what we offer, because with us, robot image, benefits, copilot,
 * cloud image, copilot flavours, methodology, training (PRODUCT §2).
 */
export default function OfferProductivityRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="svc svc--offer svc--offer-2">
      <SharedBanner banner={page.Banner} />
      <OfferSection id="offer2-what" section={page.what_we_offer} variant="cards" />
      <OfferSection id="offer2-why" section={page.because_with_us} variant="checklist" background={page.background_image} />
      <OfferImage id="offer2-robot" media={page.robot_image} />
      <OfferSection id="offer2-benefits" section={page.Benefits} variant="numbered" />
      <OfferSection id="offer2-copilot" section={page.copilot} variant="checklist" alt />
      <OfferImage id="offer2-cloud" media={page.cloud_image} />
      <OfferSection id="offer2-flavors" section={page.copilot_flavors} variant="cards" leads />
      <OfferSection id="offer2-methodology" section={page.methodology} variant="steps" alt leads />
      <OfferSection id="offer2-training" section={page.training} variant="checklist" />
      <ContactBand id="offer2-cta" />
    </div>
  );
}
