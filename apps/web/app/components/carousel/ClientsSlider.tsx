import type { Media } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';
import { Carousel } from './Carousel';
import { CLIENT_BREAKPOINTS, CLIENTS_AUTOPLAY_MS, CLIENTS_LOOP_FROM, CLIENTS_SPEED_MS } from './clients-constants';

export interface ClientLogo {
  id: number;
  name: string;
  url: string | null;
  image: Media | null;
}

/**
 * Clients logo slider (PRODUCT §2, §9): logos open each client's site in a new tab; autoplay delay
 * 1000 ms, speed 500 ms, loop only with more than 3 logos, and a leading empty slide until the scroll
 * progress reaches 0.5. Pausable and keyboard-operable like every carousel of the site.
 */
export function ClientsSlider({ clients, label, className = '' }: { clients: ClientLogo[]; label: string; className?: string }) {
  const { t } = useTranslation();
  const items = clients.map((c) => <ClientLogoLink key={c.id} client={c} newTab={t('carousel.opensNewTab')} />);
  return (
    <Carousel
      label={label}
      items={items}
      breakpoints={CLIENT_BREAKPOINTS}
      loop={clients.length >= CLIENTS_LOOP_FROM}
      autoplayMs={CLIENTS_AUTOPLAY_MS}
      speedMs={CLIENTS_SPEED_MS}
      leadingEmpty
      className={`clients-slider ${className}`}
      slideLabel={(i) => clients[i]?.name ?? ''}
    />
  );
}

function ClientLogoLink({ client, newTab }: { client: ClientLogo; newTab: string }) {
  const logo = (
    <Img
      media={client.image}
      alt={client.name}
      insideNamedControl={Boolean(client.url)}
      sizes="(max-width: 640px) 45vw, 220px"
      className="client-logo__img"
    />
  );
  if (!client.url) return <div className="client-logo">{logo}</div>;
  return (
    <a className="client-logo" href={client.url} target="_blank" rel="noopener noreferrer" draggable={false}>
      {logo}
      <span className="sr-only">
        {client.name} {newTab}
      </span>
    </a>
  );
}
