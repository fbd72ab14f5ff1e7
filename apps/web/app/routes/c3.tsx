import '~/styles/services.css';
import { pick } from '@site/content';
import { serviceMeta } from '~/lib/service-meta';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import type { Route } from './+types/c3';
import { BannerC3 } from '~/blocks/c3/BannerC3';
import { Benefits } from '~/blocks/c3/Benefits';
import { C3Information } from '~/blocks/c3/C3Information';
import { Platform } from '~/blocks/c3/Platform';
import { SectionHowDoesItWork } from '~/blocks/c3/SectionHowDoesItWork';

export async function loader() {
  try {
    const page = await cached('c3', () => cms().single('c3'));
    return { page };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/c3', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return serviceMeta(matches, 'c3', 'nav.c3', (lang) => {
    const banner = data?.page.Banner_c3;
    if (!banner) return null;
    return { title: pick(banner, 'tittle', lang), description: pick(banner, 'subtittle', lang), image: banner.image_desktop };
  });
}

/** /producto-c3: hero with logo and contact button, description, how it works, benefits, platform (PRODUCT §2). */
export default function C3Route({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="svc svc--c3">
      <BannerC3 page={page} />
      <C3Information page={page} />
      <SectionHowDoesItWork page={page} />
      <Benefits page={page} />
      <Platform page={page} />
    </div>
  );
}
