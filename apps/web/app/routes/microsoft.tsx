import '~/styles/services.css';
import { pick } from '@site/content';
import { ContactBand } from '~/components/sections/ContactBand';
import { serviceMeta } from '~/lib/service-meta';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/microsoft';
import { Agility } from '~/blocks/microsoft/Agility';
import { Benefits } from '~/blocks/microsoft/Benefits';
import { MicrosoftBanner } from '~/blocks/microsoft/MicrosoftBanner';
import { MicrosoftDescription } from '~/blocks/microsoft/MicrosoftDescription';
import { Products } from '~/blocks/microsoft/Products';

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
  return (
    <div className="svc svc--microsoft">
      <MicrosoftBanner page={page} />
      <MicrosoftDescription page={page} />
      <Benefits page={page} />
      <Products page={page} />
      <Agility page={page} />
      <ContactBand id="ms-cta" />
    </div>
  );
}
