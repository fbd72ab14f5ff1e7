/**
 * "Due today" (docs/decisions/0091): the contacts, leads and document requests whose next step is
 * due today or overdue (the firm's day), not discarded, the oldest due first, each linking to its
 * entry; from the admin route GET /inbox/due. In the main menu for whoever reads contacts.
 */
import { Box, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Clock } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { StatusWord } from './inbox-columns';

const en = {
  'leads-due.menu': 'Due today',
  'leads-due.title': 'Next steps due',
  'leads-due.subtitle': 'Due on {today} or before (the firm’s day), not discarded, the oldest first.',
  'leads-due.none': 'Nothing due. Set a next step and its date on a contact, lead or document request.',
  'leads-due.col.due': 'Due',
  'leads-due.col.entry': 'Entry',
  'leads-due.col.kind': 'Kind',
  'leads-due.col.step': 'Next step',
  'leads-due.col.owner': 'Owner',
  'leads-due.col.status': 'Status',
  'leads-due.kind.contact': 'Contact',
  'leads-due.kind.lead': 'Lead',
  'leads-due.kind.download-request': 'Document request',
  'leads-due.error': 'The list could not be loaded: {message}',
};
const es: typeof en = {
  'leads-due.menu': 'Para hoy',
  'leads-due.title': 'Siguientes pasos pendientes',
  'leads-due.subtitle': 'Con fecha {today} o anterior (el día de la firma), no descartados, el más antiguo primero.',
  'leads-due.none': 'Nada pendiente. Fije un siguiente paso y su fecha en un contacto, lead o solicitud de documento.',
  'leads-due.col.due': 'Fecha',
  'leads-due.col.entry': 'Registro',
  'leads-due.col.kind': 'Tipo',
  'leads-due.col.step': 'Siguiente paso',
  'leads-due.col.owner': 'Responsable',
  'leads-due.col.status': 'Estado',
  'leads-due.kind.contact': 'Contacto',
  'leads-due.kind.lead': 'Lead',
  'leads-due.kind.download-request': 'Solicitud de documento',
  'leads-due.error': 'No se pudo cargar la lista: {message}',
};
/** The page's texts in the admin's two languages. */
export const leadsDueTranslations = { en, es };
type Key = keyof typeof en;

interface Item {
  kind: string;
  uid: string;
  documentId: string;
  entry_title: string | null;
  email: string;
  lead_status: string | null;
  owner: string | null;
  owner_name: string | null;
  next_step: string | null;
  next_step_due: string;
}

function LeadsDuePage() {
  const intl = useIntl();
  const t = (id: Key, values?: Record<string, string>) => intl.formatMessage({ id, defaultMessage: en[id] }, values);
  const { get } = useFetchClient();
  const [data, setData] = React.useState<{ today: string; items: Item[] } | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    get<{ data: { today: string; items: Item[] } }>('/inbox/due')
      .then((res) => setData(res.data.data))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [get]);
  const cols = ['due', 'entry', 'kind', 'step', 'owner', 'status'] as const;
  return (
    <Page.Main>
      <Page.Title>{t('leads-due.title')}</Page.Title>
      <Layouts.Header title={t('leads-due.title')} subtitle={data ? t('leads-due.subtitle', { today: data.today }) : undefined} />
      <Layouts.Content>
        <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
          {error ? (
            <Typography textColor="danger600">{t('leads-due.error', { message: error })}</Typography>
          ) : !data ? null : data.items.length === 0 ? (
            <Typography>{t('leads-due.none')}</Typography>
          ) : (
            <Table colCount={cols.length} rowCount={data.items.length + 1}>
              <Thead>
                <Tr>
                  {cols.map((c) => (
                    <Th key={c}>
                      <Typography variant="sigma">{t(`leads-due.col.${c}`)}</Typography>
                    </Th>
                  ))}
                </Tr>
              </Thead>
              <Tbody>
                {data.items.map((item) => (
                  <Tr key={`${item.uid}:${item.documentId}`}>
                    <Td>
                      <Typography fontWeight={item.next_step_due < data.today ? 'bold' : undefined}>{item.next_step_due}</Typography>
                    </Td>
                    <Td>
                      <Link tag={NavLink} to={`/content-manager/collection-types/${item.uid}/${item.documentId}`}>
                        {item.entry_title || item.email}
                      </Link>
                    </Td>
                    <Td>
                      <Typography>{t(`leads-due.kind.${item.kind}` as Key)}</Typography>
                    </Td>
                    <Td>
                      <Typography>{item.next_step ?? ''}</Typography>
                    </Td>
                    <Td>
                      <Typography>{item.owner_name ?? item.owner ?? ''}</Typography>
                    </Td>
                    <Td>
                      <StatusWord value={item.lead_status} />
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          )}
        </Box>
      </Layouts.Content>
    </Page.Main>
  );
}

export default LeadsDuePage;

/** The page's module, loaded when the page is opened (a loader, not a component). */
const loadPage = () => import('./leads-due');

export function registerLeadsDue(app: StrapiApp): void {
  app.addMenuLink({
    to: 'leads-due',
    icon: Clock,
    intlLabel: { id: 'leads-due.menu', defaultMessage: en['leads-due.menu'] },
    permissions: [{ action: 'plugin::content-manager.explorer.read', subject: 'api::contact.contact' }],
    Component: loadPage,
  });
}
