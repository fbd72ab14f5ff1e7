import { type LangText, textOf } from '@site/content';
import { type ClientLogo, ClientsSlider } from '~/components/carousel/ClientsSlider';
import { Section } from './Section';
import { SectionHeading } from './SectionHeading';

/** The clients logo slider of a service page, under its title (SAP, staffing). */
export function ClientsSection({ id, title, clients }: { id: string; title: LangText; clients: ClientLogo[] }) {
  if (clients.length === 0) return null;
  return (
    <Section labelledBy={id} className="svc-clients">
      <SectionHeading id={id} title={title} align="center" />
      <ClientsSlider clients={clients} label={textOf(title)} />
    </Section>
  );
}
