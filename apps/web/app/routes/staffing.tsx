import '~/styles/services.css';
import { pick } from '@site/content';
import { ContactBand } from '~/components/sections/ContactBand';
import { serviceMeta } from '~/lib/service-meta';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/staffing';
import { ImageStaffingDesktop } from '~/blocks/staffing/ImageStaffingDesktop';
import { ProductsServices } from '~/blocks/staffing/ProductsServices';
import { StaffingBanner } from '~/blocks/staffing/StaffingBanner';
import { StaffingClients } from '~/blocks/staffing/StaffingClients';
import { StaffingDescription } from '~/blocks/staffing/StaffingDescription';

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
  return (
    <div className="svc svc--staffing">
      <StaffingBanner page={page} />
      <StaffingDescription page={page} />
      <ImageStaffingDesktop page={page} />
      <ProductsServices page={page} />
      <StaffingClients page={page} />
      <ContactBand id="staffing-cta" />
    </div>
  );
}
