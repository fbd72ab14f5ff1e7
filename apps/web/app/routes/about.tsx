import { pagePath, pick } from '@site/content';
import { AboutBanner } from '~/blocks/about/AboutBanner';
import { Approach } from '~/blocks/about/Approach';
import { Benefits } from '~/blocks/about/Benefits';
import { HowWeDoIt } from '~/blocks/about/HowWeDoIt';
import { Values } from '~/blocks/about/Values';
import { VisionMission } from '~/blocks/about/VisionMission';
import { WhatWeDo } from '~/blocks/about/WhatWeDo';
import { WhoWeAre } from '~/blocks/about/WhoWeAre';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { metaContext } from '~/lib/seo';
import '~/styles/about.css';
import type { Route } from './+types/about';

export async function loader() {
  try {
    const about = await cached('about-us', () => cms().single('about-us'));
    return { about };
  } catch (error) {
    return contentFailure(error);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withBrowserCache('routes/about', serverLoader);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { lang, t, company, seo } = metaContext(matches);
  return seo({
    title: t('about.metaTitle', { company }),
    description: pick(data?.about.content_about[0], 'paragraph', lang) || t('meta.siteDescription', { company }),
    path: pagePath('about'),
    image: data?.about.image_banner_desktop?.url,
  });
}

/** About (/nosotros), every block of PRODUCT §2 in its order. */
export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  return (
    <>
      <AboutBanner about={about} />
      <WhoWeAre about={about} />
      <WhatWeDo about={about} />
      <HowWeDoIt about={about} />
      <Benefits about={about} />
      <Values about={about} />
      <Approach about={about} />
      <VisionMission about={about} />
    </>
  );
}
