import '~/styles/services.css';
import { pick, shown } from '@site/content';
import { ContactBand } from '~/blocks/services/ContactBand';
import { IaBanner } from '~/blocks/services/IaBanner';
import { IaServices } from '~/blocks/services/IaServices';
import { serviceMeta } from '~/blocks/services/meta';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { useLang } from '~/lib/lang';
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
  const { lang } = useLang();
  const first = page.First_Service;
  const second = page.Second_Service;
  const third = page.Third_Service;
  const fourth = page.Fourth_Service;
  return (
    <div className="svc svc--ia">
      <IaBanner banner={page.Banner} />
      <IaServices
        section={page.CarouselSection}
        background={page.background_image_service_desktop}
        backgroundMobile={page.background_image_service_mobile}
        services={[
          {
            title: shown(first, 'title', lang),
            image: first?.image ?? null,
            lists: [first?.First_Item ?? null, first?.Second_item ?? null, first?.Third_item ?? null],
          },
          {
            title: shown(second, 'title', lang),
            image: second?.image ?? null,
            lists: [second?.First_item ?? null, second?.Second_Item ?? null],
          },
          { title: shown(third, 'title', lang), image: third?.image ?? null, lists: [third?.First_item ?? null] },
          {
            title: shown(fourth, 'title', lang),
            image: fourth?.image ?? null,
            lists: [fourth?.First_item ?? null, fourth?.Second_item ?? null],
          },
        ]}
      />
      <ContactBand id="ia-cta" />
    </div>
  );
}
