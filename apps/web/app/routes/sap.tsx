import '~/styles/services.css';
import { pick, pickValue } from '@site/content';
import { Hero } from '~/blocks/Hero';
import { CardGrid } from '~/blocks/services/CardGrid';
import { CheckList } from '~/blocks/services/CheckList';
import { ClientsBlock } from '~/blocks/services/ClientsBlock';
import { ContactBand } from '~/blocks/services/ContactBand';
import { Description } from '~/blocks/services/Description';
import { Diagram } from '~/blocks/services/Diagram';
import { serviceMeta } from '~/blocks/services/meta';
import { SplitMedia } from '~/blocks/services/SplitMedia';
import { present } from '~/blocks/services/text';
import { TwoColumnCards } from '~/blocks/services/TwoColumnCards';
import { withBrowserCache } from '~/content/browser-cache';
import { cached, cms, contentFailure } from '~/content/content.server';
import { useLang } from '~/lib/lang';
import type { Route } from './+types/sap';

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
  const { lang } = useLang();
  const banner = page.Banner_sap;
  const focus = page.Sap_and_focus;
  const benefits = page.Tramar_Consulting;
  const process = page.Our_process;
  const solutions = page.Solutions;
  const modules = page.modules;
  return (
    <div className="svc svc--sap">
      <Hero
        title={pick(banner, 'title', lang)}
        subtitle={pick(banner, 'subtitle', lang)}
        desktop={banner?.image_desktop}
        mobile={banner?.image_mobile}
      />
      {focus ? (
        <Description id="sap-description" title={pick(focus, 'tittle_sap', lang)} paragraphs={present([pick(focus, 'content_sap', lang)])}>
          <div className="svc-subsection">
            <h3 className="svc-subsection__title">{pick(focus, 'tittle_focus', lang)}</h3>
            <CardGrid
              numbered
              columns={4}
              items={present([
                pick(focus, 'first_focus_content', lang),
                pick(focus, 'second_focus_content', lang),
                pick(focus, 'third_focus_content', lang),
                pick(focus, 'fourth_focus_content', lang),
              ]).map((text, i) => ({ key: i, text }))}
            />
          </div>
        </Description>
      ) : null}
      {benefits ? (
        <SplitMedia id="sap-benefits" title={pick(benefits, 'title', lang)} image={benefits.image} alt>
          <CheckList
            variant="cards"
            items={present([
              pick(benefits, 'first_content', lang),
              pick(benefits, 'second_content', lang),
              pick(benefits, 'third_content', lang),
            ])}
          />
        </SplitMedia>
      ) : null}
      {process ? (
        <Diagram
          id="sap-process"
          title={pick(process, 'title', lang)}
          desktop={pickValue(process, 'image_desktop', lang)}
          mobile={pickValue(process, 'image_mobile', lang)}
        />
      ) : null}
      {solutions ? (
        <Diagram
          id="sap-solutions"
          eyebrow={pick(solutions, 'first_title', lang)}
          title={pick(solutions, 'second_title', lang)}
          lead={pick(solutions, 'subtitle', lang)}
          desktop={pickValue(solutions, 'image_desktop', lang)}
          mobile={pickValue(solutions, 'image_mobile', lang)}
          alt
        />
      ) : null}
      {modules ? (
        <TwoColumnCards
          id="sap-modules"
          title={pick(modules, 'title', lang)}
          image={modules.image}
          cards={modules.items.map((m) => ({ key: m.id, icon: m.icon, title: pick(m, 'title', lang), text: pick(m, 'content', lang) }))}
        />
      ) : null}
      <ClientsBlock
        id="sap-clients"
        title={pick(page, 'tittle_clients', lang)}
        clients={page.clients.map((c) => ({ id: c.id, name: c.name_client ?? '', url: c.url_client, image: c.image }))}
      />
      <ContactBand id="sap-cta" />
    </div>
  );
}
