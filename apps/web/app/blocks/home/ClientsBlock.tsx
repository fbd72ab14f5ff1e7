import { type Home, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { ClientsSlider } from '~/components/carousel/ClientsSlider';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';

/** Clients: title, subtitle and the logo slider (each logo opens the client's site in a new tab). */
export function ClientsBlock({ home }: { home: Home }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const heading = shown(home, 'tittle_clients', lang);
  const title = heading.text;
  const clients = home.clients_slides.map((c) => ({ id: c.id, name: c.client_name ?? '', url: c.url, image: c.image }));
  return (
    <section className="section clients" aria-labelledby="clients-title">
      <div className="container">
        <Reveal className="home-head home-head--center">
          <div>
            <p className="eyebrow">{t('home.eyebrowClients')}</p>
            <h2 id="clients-title" className="section__title" lang={heading.lang}>
              {title}
            </h2>
            <p className="section__lead" lang={shown(home, 'subtittle_clients', lang).lang}>
              {shown(home, 'subtittle_clients', lang).text}
            </p>
          </div>
        </Reveal>
        <Reveal>
          <ClientsSlider clients={clients} label={title} />
        </Reveal>
      </div>
    </section>
  );
}
