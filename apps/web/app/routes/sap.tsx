import '~/styles/services.css';
import { pick } from '@site/content';
import { ContactBand } from '~/components/sections/ContactBand';
import { serviceMeta } from '~/lib/service-meta';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/sap';
import { SharedBanner } from '~/blocks/SharedBanner';
import { Modules } from '~/blocks/sap/Modules';
import { OurProcess } from '~/blocks/sap/OurProcess';
import { SapAndFocus } from '~/blocks/sap/SapAndFocus';
import { SapClients } from '~/blocks/sap/SapClients';
import { Solutions } from '~/blocks/sap/Solutions';
import { TramarConsulting } from '~/blocks/sap/TramarConsulting';

export async function loader() {
  try {
    const page = await cached('sap', () => cms().single('sap'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/sap', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'sap', 'nav.sap', (lang) => {
    const banner = data?.page.Banner_sap;
    if (!banner) return null;
    return { title: pick(banner, 'title', lang), description: pick(banner, 'subtitle', lang), image: banner.image_desktop };
  });
}

/** /servicio-sap: hero, description and focus, benefits, process, solutions, modules, clients (PRODUCT §2). */
export default function SapRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="svc svc--sap">
      <SharedBanner banner={page.Banner_sap} />
      <SapAndFocus page={page} />
      <TramarConsulting page={page} />
      <OurProcess page={page} />
      <Solutions page={page} />
      <Modules page={page} />
      <SapClients page={page} />
      <ContactBand id="sap-cta" />
    </div>
  );
}
