import { type Sap, shown } from '@site/content';
import { ClientsSection } from '~/components/sections/ClientsSection';
import { useLang } from '~/lib/lang';

/** sap: `tittle_clients`, `clients` (`sap.client`): the clients slider. */
export function SapClients({ page }: { page: Sap }) {
  const { lang } = useLang();
  return (
    <ClientsSection
      id="sap-clients"
      title={shown(page, 'tittle_clients', lang)}
      clients={page.clients.map((c) => ({ id: c.id, name: c.name_client ?? '', url: c.url_client, image: c.image }))}
    />
  );
}
