import '~/styles/services.css';
import { pick, pickValue, shown } from '@site/content';
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
        title={shown(banner, 'title', lang)}
        subtitle={shown(banner, 'subtitle', lang)}
        desktop={banner?.image_desktop}
        mobile={banner?.image_mobile}
      />
      {focus ? (
        <Description
          id="sap-description"
          title={shown(focus, 'tittle_sap', lang)}
          paragraphs={present([shown(focus, 'content_sap', lang)])}
        >
          <div className="svc-subsection">
            <h3 className="svc-subsection__title" lang={shown(focus, 'tittle_focus', lang).lang}>
              {shown(focus, 'tittle_focus', lang).text}
            </h3>
            <CardGrid
              numbered
              columns={4}
              items={present([
                shown(focus, 'first_focus_content', lang),
                shown(focus, 'second_focus_content', lang),
                shown(focus, 'third_focus_content', lang),
                shown(focus, 'fourth_focus_content', lang),
              ]).map((text, i) => ({ key: i, text }))}
            />
          </div>
        </Description>
      ) : null}
      {benefits ? (
        <SplitMedia id="sap-benefits" title={shown(benefits, 'title', lang)} image={benefits.image} alt>
          <CheckList
            variant="cards"
            items={present([
              shown(benefits, 'first_content', lang),
              shown(benefits, 'second_content', lang),
              shown(benefits, 'third_content', lang),
            ])}
          />
        </SplitMedia>
      ) : null}
      {process ? (
        <Diagram
          id="sap-process"
          title={shown(process, 'title', lang)}
          desktop={pickValue(process, 'image_desktop', lang)}
          mobile={pickValue(process, 'image_mobile', lang)}
        />
      ) : null}
      {solutions ? (
        <Diagram
          id="sap-solutions"
          eyebrow={shown(solutions, 'first_title', lang)}
          title={shown(solutions, 'second_title', lang)}
          lead={shown(solutions, 'subtitle', lang)}
          desktop={pickValue(solutions, 'image_desktop', lang)}
          mobile={pickValue(solutions, 'image_mobile', lang)}
          alt
        />
      ) : null}
      {modules ? (
        <TwoColumnCards
          id="sap-modules"
          title={shown(modules, 'title', lang)}
          image={modules.image}
          cards={modules.items.map((m) => ({ key: m.id, icon: m.icon, title: shown(m, 'title', lang), text: shown(m, 'content', lang) }))}
        />
      ) : null}
      <ClientsBlock
        id="sap-clients"
        title={shown(page, 'tittle_clients', lang)}
        clients={page.clients.map((c) => ({ id: c.id, name: c.name_client ?? '', url: c.url_client, image: c.image }))}
      />
      <ContactBand id="sap-cta" />
    </div>
  );
}
