import '~/styles/services.css';
import { pick } from '@site/content';
import { ContactBand } from '~/components/sections/ContactBand';
import { serviceMeta } from '~/lib/service-meta';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/digital';
import { ContentDigital } from '~/blocks/digital/ContentDigital';
import { DigitalBanner } from '~/blocks/digital/DigitalBanner';
import { DigitalDescription } from '~/blocks/digital/DigitalDescription';
import { LastSection } from '~/blocks/digital/LastSection';
import { Tramar } from '~/blocks/digital/Tramar';

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
  return (
    <div className="svc svc--digital">
      <DigitalBanner page={page} />
      <DigitalDescription page={page} />
      <ContentDigital page={page} />
      <Tramar page={page} />
      <LastSection page={page} />
      <ContactBand id="digital-cta" />
    </div>
  );
}
