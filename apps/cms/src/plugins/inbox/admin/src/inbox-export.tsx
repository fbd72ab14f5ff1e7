/**
 * The inbox's "Export CSV" button in the list views of contacts, leads and document requests
 * (docs/decisions/0037, 0091): a date range (the firm's days, both included) and a status, then
 * the admin route GET /inbox/export (permission api::inbox.export: Sales and the super-admin) answers
 * the CSV in the admin's language, saved as a file. Shown only to a role holding that permission.
 */
import { Box, Button, Field, Flex, Modal, SingleSelect, SingleSelectOption, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { STATUSES } from './custom-input';

const en = {
  'inbox-export.button': 'Export CSV',
  'inbox-export.title.contact': 'Export contacts as CSV',
  'inbox-export.title.lead': 'Export leads as CSV',
  'inbox-export.title.download-request': 'Export document requests as CSV',
  'inbox-export.help':
    'For a spreadsheet: the business columns headed in your language, dates and times in the firm’s time zone, phones in international format. Days are the firm’s, both included.',
  'inbox-export.from': 'From',
  'inbox-export.to': 'To',
  'inbox-export.status': 'Status',
  'inbox-export.status.all': 'All',
  'inbox-export.status.new': 'New',
  'inbox-export.status.contacted': 'Contacted',
  'inbox-export.status.qualified': 'Qualified',
  'inbox-export.status.discarded': 'Discarded',
  'inbox-export.cancel': 'Cancel',
  'inbox-export.download': 'Download CSV',
  'inbox-export.failed': 'The export failed: {message}',
};
const es: typeof en = {
  'inbox-export.button': 'Exportar CSV',
  'inbox-export.title.contact': 'Exportar contactos a CSV',
  'inbox-export.title.lead': 'Exportar leads a CSV',
  'inbox-export.title.download-request': 'Exportar solicitudes de documentos a CSV',
  'inbox-export.help':
    'Para una hoja de cálculo: las columnas del negocio con encabezados en su idioma, fechas y horas en la zona horaria de la firma, teléfonos en formato internacional. Los días son los de la firma, ambos incluidos.',
  'inbox-export.from': 'Desde',
  'inbox-export.to': 'Hasta',
  'inbox-export.status': 'Estado',
  'inbox-export.status.all': 'Todos',
  'inbox-export.status.new': 'Nuevo',
  'inbox-export.status.contacted': 'Contactado',
  'inbox-export.status.qualified': 'Calificado',
  'inbox-export.status.discarded': 'Descartado',
  'inbox-export.cancel': 'Cancelar',
  'inbox-export.download': 'Descargar CSV',
  'inbox-export.failed': 'La exportación falló: {message}',
};
/** The dialog's texts in the admin's two languages. */
export const inboxExportTranslations = { en, es };
type Key = keyof typeof en;

const KINDS: Record<string, string> = {
  'api::contact.contact': 'contact',
  'api::lead.lead': 'lead',
  'api::download-request.download-request': 'download-request',
};
const STATUS_CHOICES = ['all', ...STATUSES];
const PERMISSIONS = [{ action: 'api::inbox.export', subject: null }];

/** A day as YYYY-MM-DD, in the browser's own time zone (the firm's days are close enough for a default). */
const day = (d: Date): string => new Intl.DateTimeFormat('en-CA').format(d);

export function InboxExportAction() {
  const { slug } = useParams<{ slug: string }>();
  const kind = slug ? KINDS[slug] : undefined;
  const { allowedActions } = useRBAC(PERMISSIONS);
  const allowed = Object.values(allowedActions).some(Boolean);
  const intl = useIntl();
  const t = (id: Key, values?: Record<string, string>) => intl.formatMessage({ id, defaultMessage: en[id] }, values);
  const lang = intl.locale.startsWith('en') ? 'en' : 'es';
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const today = React.useMemo(() => new Date(), []);
  const [from, setFrom] = React.useState(day(new Date(today.getTime() - 30 * 86_400_000)));
  const [to, setTo] = React.useState(day(today));
  const [status, setStatus] = React.useState('all');
  const [busy, setBusy] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  if (!kind || !allowed) return null;

  const download = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const query = new URLSearchParams({ kind, from, to, status, lang });
      const { data } = await get<Blob>(`/inbox/export?${query}`, { responseType: 'blob' });
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${kind}s-${from}_${to}${status === 'all' ? '' : `-${status}`}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setOpen(false);
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message: t('inbox-export.failed', { message: String(error instanceof Error ? error.message : error) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger>
        <Button variant="secondary">{t('inbox-export.button')}</Button>
      </Modal.Trigger>
      <Modal.Content>
        <form onSubmit={download}>
          <Modal.Header>
            <Modal.Title>{t(`inbox-export.title.${kind}` as Key)}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Typography variant="omega">{t('inbox-export.help')}</Typography>
              <Flex gap={4}>
                <Box flex="1">
                  <Field.Root name="from" required>
                    <Field.Label>{t('inbox-export.from')}</Field.Label>
                    <TextInput type="date" value={from} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setFrom(e.target.value)} />
                  </Field.Root>
                </Box>
                <Box flex="1">
                  <Field.Root name="to" required>
                    <Field.Label>{t('inbox-export.to')}</Field.Label>
                    <TextInput type="date" value={to} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setTo(e.target.value)} />
                  </Field.Root>
                </Box>
              </Flex>
              <Field.Root name="status">
                <Field.Label>{t('inbox-export.status')}</Field.Label>
                <SingleSelect value={status} onChange={(v: string | number) => setStatus(String(v))}>
                  {STATUS_CHOICES.map((s) => (
                    <SingleSelectOption key={s} value={s}>
                      {t(`inbox-export.status.${s}` as Key)}
                    </SingleSelectOption>
                  ))}
                </SingleSelect>
              </Field.Root>
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{t('inbox-export.cancel')}</Button>
            </Modal.Close>
            <Button type="submit" loading={busy}>
              {t('inbox-export.download')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
