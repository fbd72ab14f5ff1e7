/**
 * The inbox's and people's lists at 1440 px (docs/decisions/0091): their dates short ("06/12/26,
 * 21:49" rather than "domingo, 6 de diciembre de 2026, 21:49"), the status as a word ("Nuevo") and
 * a long address cut, in the admin's language, so the columns sales read first fit without a scroll. Only lists with a status (`lead_status`): the
 * editors' lists keep Strapi's own format.
 */
import { Box, Typography } from '@strapi/design-system';
import type { StrapiApp } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';

type Row = Record<string, unknown>;
interface Header {
  attribute: { type: string };
  name: string;
  cellFormatter?: (row: Row) => React.ReactNode;
}

function ShortDate({ value, withTime }: { value: unknown; withTime: boolean }) {
  const intl = useIntl();
  if (typeof value !== 'string' || !value) return <Typography textColor="neutral800">-</Typography>;
  // A date alone (`2026-12-07`) is that day wherever the admin is: read at noon UTC, shown in UTC.
  const date = withTime ? new Date(value) : new Date(`${value}T12:00:00Z`);
  const zone = withTime ? {} : { timeZone: 'UTC' };
  return (
    <Typography
      textColor="neutral800"
      title={intl.formatDate(date, { dateStyle: 'full', ...(withTime ? { timeStyle: 'short' } : {}), ...zone })}
    >
      {intl.formatDate(date, { dateStyle: 'short', ...(withTime ? { timeStyle: 'short' } : {}), ...zone })}
    </Typography>
  );
}

/** A status as a word of the admin's language ("Nuevo", not `new`), as the CSV and the export dialog say it. */
export function StatusWord({ value }: { value: unknown }) {
  const intl = useIntl();
  if (typeof value !== 'string' || !value) return <Typography textColor="neutral800">-</Typography>;
  return (
    <Typography textColor="neutral800">{intl.formatMessage({ id: `inbox-export.status.${value}`, defaultMessage: value })}</Typography>
  );
}

/** An address cut with an ellipsis past a width (the whole of it in its title), so the columns after it stay in view. */
function ShortEmail({ value }: { value: unknown }) {
  const text = typeof value === 'string' ? value : '';
  return (
    <Box maxWidth="22rem" title={text}>
      <Typography textColor="neutral800" ellipsis>
        {text || '-'}
      </Typography>
    </Box>
  );
}

function cellOf(h: Header): ((row: Row) => React.ReactNode) | null {
  if (h.attribute.type === 'datetime' || h.attribute.type === 'date')
    return (row) => <ShortDate value={row[h.name]} withTime={h.attribute.type === 'datetime'} />;
  if (h.name === 'lead_status') return (row) => <StatusWord value={row[h.name]} />;
  if (h.name === 'email') return (row) => <ShortEmail value={row[h.name]} />;
  return null;
}

function shortDates({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: { metadatas?: Record<string, unknown> } }) {
  if (!('lead_status' in (layout.metadatas ?? {}))) return { displayedHeaders, layout };
  return {
    displayedHeaders: displayedHeaders.map((h) => {
      const cellFormatter = cellOf(h);
      return cellFormatter ? { ...h, cellFormatter } : h;
    }),
    layout,
  };
}

/** The lists' system dates (no field of the model, so no model label): their column named in the admin's language. */
const DATED = [
  'api::contact.contact',
  'api::lead.lead',
  'api::download-request.download-request',
  'api::chatbot-conversation.chatbot-conversation',
];
const dateLabels = (createdAt: string, updatedAt: string): Record<string, string> =>
  Object.fromEntries(
    DATED.flatMap((uid) => [
      [`content-manager.content-types.${uid}.createdAt`, createdAt],
      [`content-manager.content-types.${uid}.updatedAt`, updatedAt],
    ]),
  );
export const inboxColumnTranslations = { en: dateLabels('Date', 'Last change'), es: dateLabels('Fecha', 'Último cambio') };

export function registerInboxColumns(app: StrapiApp): void {
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', shortDates);
}
