import { type Staffing, shown } from '@site/content';
import { ClientsSection } from '~/components/sections/ClientsSection';
import { useLang } from '~/lib/lang';

/** staffing: `tittle_clients`, `content_clients` (`shared.client`): the clients slider. */
export function StaffingClients({ page }: { page: Staffing }) {
  const { lang } = useLang();
  return (
    <ClientsSection
      id="staffing-clients"
      title={shown(page, 'tittle_clients', lang)}
      clients={page.content_clients.map((c) => ({ id: c.id, name: c.client_name ?? '', url: c.url, image: c.image }))}
    />
  );
}
