import '~/styles/services.css';
import { pick } from '@site/content';
import { SharedBanner } from '~/blocks/SharedBanner';
import { ContactBand } from '~/components/sections/ContactBand';
import { serviceMeta } from '~/lib/service-meta';
import { OfferImage } from '~/components/sections/OfferImage';
import { OfferSection } from '~/blocks/offers/OfferSection';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/offer-agents';

export async function loader() {
  try {
    const page = await cached('third-ia-offer', () => cms().single('third-ia-offer'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/offer-agents', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'aiAgents', 'nav.aiAgents', (lang) => {
    const banner = data?.page.Banner;
    if (!banner) return null;
    return { title: pick(banner, 'title', lang), description: pick(banner, 'subtitle', lang), image: banner.image_desktop };
  });
}

/**
 * /agentes-ia (offer three): hero, AI agent intro, what we offer, applications, technologies,
 * benefits, robot image, work with us, our process (PRODUCT §2).
 */
export default function OfferAgentsRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="svc svc--offer svc--offer-3">
      <SharedBanner banner={page.Banner} />
      <OfferSection id="offer3-agent" section={page.ia_agent} variant="prose" />
      <OfferSection id="offer3-what" section={page.what_we_offer} variant="checklist" alt />
      <OfferSection id="offer3-applications" section={page.applications} variant="cards" leads />
      <OfferSection id="offer3-technologies" section={page.technologies} variant="numbered" alt />
      <OfferSection id="offer3-benefits" section={page.Benefits} variant="checklist" tone="dark" background={page.background_image} />
      <OfferImage id="offer3-robot" media={page.robot_image} />
      <OfferSection id="offer3-work" section={page.work_with_us} variant="numbered" />
      <OfferSection id="offer3-process" section={page.our_process} variant="steps" alt leads />
      <ContactBand id="offer3-cta" />
    </div>
  );
}
