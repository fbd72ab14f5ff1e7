/**
 * The inbox's and people's lists at 1440 px (docs/decisions/0091): their dates short ("06/12/26,
 * 21:49" rather than "domingo, 6 de diciembre de 2026, 21:49"), in the admin's language, so the
 * columns sales read first fit without a scroll. Only lists with a status (`lead_status`): the
 * editors' lists keep Strapi's own format.
 */
import { Typography } from '@strapi/design-system';
import type { StrapiApp } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';

type Row = Record<string, unknown>;
interface Header {
  attribute: { type: string };
  name: string;
  cellFormatter?: (row: Row) => React.ReactNode;
}

function ShortDate({ value }: { value: unknown }) {
  const intl = useIntl();
  if (typeof value !== 'string' || !value) return <Typography textColor="neutral800">-</Typography>;
  const date = new Date(value);
  return (
    <Typography textColor="neutral800" title={intl.formatDate(date, { dateStyle: 'full', timeStyle: 'short' })}>
      {intl.formatDate(date, { dateStyle: 'short', timeStyle: 'short' })}
    </Typography>
  );
}

function shortDates({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: { metadatas?: Record<string, unknown> } }) {
  if (!('lead_status' in (layout.metadatas ?? {}))) return { displayedHeaders, layout };
  return {
    displayedHeaders: displayedHeaders.map((h) =>
      h.attribute.type === 'datetime' ? { ...h, cellFormatter: (row: Row) => <ShortDate value={row[h.name]} /> } : h,
    ),
    layout,
  };
}

export function registerInboxColumns(app: StrapiApp): void {
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', shortDates);
}
