import '~/styles/services.css';
import { pick } from '@site/content';
import { ContactBand } from '~/components/sections/ContactBand';
import { IaBanner } from '~/blocks/ia/IaBanner';
import { IaServices } from '~/blocks/ia/IaServices';
import { serviceMeta } from '~/lib/service-meta';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/ia';

export async function loader() {
  try {
    const page = await cached('ia', () => cms().single('ia'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/ia', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'ia', 'nav.ai', (lang) => {
    const banner = data?.page.Banner;
    if (!banner) return null;
    return { title: pick(banner, 'title', lang), description: pick(banner, 'subtitle', lang), image: banner.image_desktop };
  });
}

/** /servicio-ia: AI hero, services carousel and the four anchored service blocks (PRODUCT §2). */
export default function IaRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="svc svc--ia">
      <IaBanner page={page} />
      <IaServices page={page} />
      <ContactBand id="ia-cta" />
    </div>
  );
}
