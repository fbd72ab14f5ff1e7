/**
 * Settings → CRM webhook (docs/decisions/0091), super-admins only: the address, the secret (write-only:
 * "Generate" shows a new one once), "Send a test event" and the last deliveries. Live at once: the
 * CMS reads the settings at every delivery. The admin routes under /crm-webhook answer the same.
 */
import { Box, Button, Field, Flex, Table, Tbody, Td, TextInput, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';

const en = {
  'crm-webhook.menu': 'CRM webhook',
  'crm-webhook.title': 'CRM webhook',
  'crm-webhook.subtitle':
    'Each new submission, each status or owner change and each chat waiting for a person is posted here, signed (Standard Webhooks). Changes take effect at once.',
  'crm-webhook.url': 'Address (https://…)',
  'crm-webhook.url.hint': 'Empty: the webhook is off.',
  'crm-webhook.secret': 'Secret',
  'crm-webhook.secret.set': 'A secret is set; it is never shown again. Write a new one to replace it.',
  'crm-webhook.secret.unset': 'No secret yet: write one (24 characters or more) or generate one.',
  'crm-webhook.save': 'Save',
  'crm-webhook.generate': 'Save with a new secret',
  'crm-webhook.generated': 'The new secret (copy it into the CRM now; it is not shown again): {secret}',
  'crm-webhook.saved': 'Saved.',
  'crm-webhook.test': 'Send a test event',
  'crm-webhook.test.ok': 'The test event was delivered.',
  'crm-webhook.test.failed': 'The test event was not delivered: {error}',
  'crm-webhook.deliveries': 'Last deliveries',
  'crm-webhook.col.date': 'Date',
  'crm-webhook.col.type': 'Event',
  'crm-webhook.col.subject': 'About',
  'crm-webhook.col.status': 'Status',
  'crm-webhook.col.attempts': 'Attempts',
  'crm-webhook.col.error': 'Error (until delivered)',
  'crm-webhook.none': 'No event yet.',
  'crm-webhook.status.sent': 'Delivered',
  'crm-webhook.status.pending': 'Pending',
  'crm-webhook.status.failed': 'Failed',
};
const es: typeof en = {
  'crm-webhook.menu': 'Webhook del CRM',
  'crm-webhook.title': 'Webhook del CRM',
  'crm-webhook.subtitle':
    'Cada envío nuevo, cada cambio de estado o responsable y cada chat que espera a una persona se publica aquí, firmado (Standard Webhooks). Los cambios valen de inmediato.',
  'crm-webhook.url': 'Dirección (https://…)',
  'crm-webhook.url.hint': 'Vacía: el webhook está apagado.',
  'crm-webhook.secret': 'Secreto',
  'crm-webhook.secret.set': 'Hay un secreto; no se vuelve a mostrar. Escriba uno nuevo para reemplazarlo.',
  'crm-webhook.secret.unset': 'Aún no hay secreto: escriba uno (24 caracteres o más) o genere uno.',
  'crm-webhook.save': 'Guardar',
  'crm-webhook.generate': 'Guardar con un secreto nuevo',
  'crm-webhook.generated': 'El secreto nuevo (cópielo ahora en el CRM; no se vuelve a mostrar): {secret}',
  'crm-webhook.saved': 'Guardado.',
  'crm-webhook.test': 'Enviar un evento de prueba',
  'crm-webhook.test.ok': 'El evento de prueba se entregó.',
  'crm-webhook.test.failed': 'El evento de prueba no se entregó: {error}',
  'crm-webhook.deliveries': 'Últimas entregas',
  'crm-webhook.col.date': 'Fecha',
  'crm-webhook.col.type': 'Evento',
  'crm-webhook.col.subject': 'Sobre',
  'crm-webhook.col.status': 'Estado',
  'crm-webhook.col.attempts': 'Intentos',
  'crm-webhook.col.error': 'Error (hasta entregarse)',
  'crm-webhook.none': 'Aún no hay eventos.',
  'crm-webhook.status.sent': 'Entregado',
  'crm-webhook.status.pending': 'Pendiente',
  'crm-webhook.status.failed': 'Falló',
};
/** The page's texts in the admin's two languages. */
export const crmWebhookTranslations = { en, es };
type Key = keyof typeof en;

interface Delivery {
  id: string;
  type: string;
  subject: string;
  createdAt: string;
  status: string;
  attempts: number;
  error: string | null;
}

const message = (error: unknown): string => {
  const response = (error as { response?: { data?: { error?: { message?: string } } } }).response;
  return response?.data?.error?.message ?? (error instanceof Error ? error.message : String(error));
};

function CrmWebhookPage() {
  const intl = useIntl();
  const t = (id: Key, values?: Record<string, string>) => intl.formatMessage({ id, defaultMessage: en[id] }, values);
  const lang = intl.locale.startsWith('en') ? 'en' : 'es';
  const { get, put, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [url, setUrl] = React.useState('');
  const [secret, setSecret] = React.useState('');
  const [secretSet, setSecretSet] = React.useState(false);
  const [generated, setGenerated] = React.useState<string | null>(null);
  const [deliveries, setDeliveries] = React.useState<Delivery[]>([]);
  const [busy, setBusy] = React.useState(false);

  const load = React.useCallback(async () => {
    const settings = await get<{ data: { url: string; secretSet: boolean } }>('/crm-webhook/settings');
    setUrl(settings.data.data.url);
    setSecretSet(settings.data.data.secretSet);
    setDeliveries((await get<{ data: Delivery[] }>('/crm-webhook/deliveries')).data.data);
  }, [get]);
  React.useEffect(() => {
    load().catch((e: unknown) => toggleNotification({ type: 'danger', message: message(e) }));
  }, [load, toggleNotification]);

  const save = async (generateSecret: boolean) => {
    setBusy(true);
    try {
      const res = await put<{ data: { secretSet: boolean; secret?: string } }>(`/crm-webhook/settings?lang=${lang}`, {
        url,
        ...(generateSecret ? { generateSecret: true } : secret ? { secret } : {}),
      });
      setSecret('');
      setSecretSet(res.data.data.secretSet);
      setGenerated(res.data.data.secret ?? null);
      toggleNotification({ type: 'success', message: t('crm-webhook.saved') });
    } catch (e) {
      toggleNotification({ type: 'danger', message: message(e) });
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    try {
      const res = await post<{ data: { ok: boolean; error?: string } }>(`/crm-webhook/test?lang=${lang}`, {});
      const outcome = res.data.data;
      toggleNotification(
        outcome.ok
          ? { type: 'success', message: t('crm-webhook.test.ok') }
          : { type: 'danger', message: t('crm-webhook.test.failed', { error: outcome.error ?? '' }) },
      );
      await load();
    } catch (e) {
      toggleNotification({ type: 'danger', message: message(e) });
    } finally {
      setBusy(false);
    }
  };

  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Page.Main>
      <Page.Title>{t('crm-webhook.title')}</Page.Title>
      <Layouts.Header title={t('crm-webhook.title')} subtitle={t('crm-webhook.subtitle')} />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void save(false);
              }}
            >
              <Flex direction="column" alignItems="stretch" gap={4}>
                <Field.Root name="url" hint={t('crm-webhook.url.hint')}>
                  <Field.Label>{t('crm-webhook.url')}</Field.Label>
                  <TextInput type="url" value={url} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setUrl(e.target.value)} />
                  <Field.Hint />
                </Field.Root>
                <Field.Root name="secret" hint={secretSet ? t('crm-webhook.secret.set') : t('crm-webhook.secret.unset')}>
                  <Field.Label>{t('crm-webhook.secret')}</Field.Label>
                  <TextInput
                    type="password"
                    autoComplete="new-password"
                    value={secret}
                    onChange={(e: React.ChangeEvent<HTMLInputElement>) => setSecret(e.target.value)}
                  />
                  <Field.Hint />
                </Field.Root>
                {generated ? (
                  <Typography variant="omega" fontWeight="bold" role="status">
                    {t('crm-webhook.generated', { secret: generated })}
                  </Typography>
                ) : null}
                <Flex gap={2}>
                  <Button type="submit" loading={busy}>
                    {t('crm-webhook.save')}
                  </Button>
                  <Button type="button" variant="secondary" disabled={busy} onClick={() => void save(true)}>
                    {t('crm-webhook.generate')}
                  </Button>
                  <Button type="button" variant="tertiary" disabled={busy || !secretSet || !url} onClick={() => void test()}>
                    {t('crm-webhook.test')}
                  </Button>
                </Flex>
              </Flex>
            </form>
          </Box>
          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Typography variant="delta" tag="h2">
                {t('crm-webhook.deliveries')}
              </Typography>
              {deliveries.length === 0 ? (
                <Typography>{t('crm-webhook.none')}</Typography>
              ) : (
                <Table colCount={6} rowCount={deliveries.length + 1}>
                  <Thead>
                    <Tr>
                      {(['date', 'type', 'subject', 'status', 'attempts', 'error'] as const).map((c) => (
                        <Th key={c}>
                          <Typography variant="sigma">{t(`crm-webhook.col.${c}`)}</Typography>
                        </Th>
                      ))}
                    </Tr>
                  </Thead>
                  <Tbody>
                    {deliveries.map((d) => (
                      <Tr key={d.id}>
                        <Td>
                          <Typography>{when.format(new Date(d.createdAt))}</Typography>
                        </Td>
                        <Td>
                          <Typography>{d.type}</Typography>
                        </Td>
                        <Td>
                          <Typography>{d.subject}</Typography>
                        </Td>
                        <Td>
                          <Typography>
                            {en[`crm-webhook.status.${d.status}` as Key] ? t(`crm-webhook.status.${d.status}` as Key) : d.status}
                          </Typography>
                        </Td>
                        <Td>
                          <Typography>{d.attempts}</Typography>
                        </Td>
                        <Td>
                          <Typography>{d.error ?? ''}</Typography>
                        </Td>
                      </Tr>
                    ))}
                  </Tbody>
                </Table>
              )}
            </Flex>
          </Box>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}

export default CrmWebhookPage;

/** The settings link, for super-admins (the only role holding `api::crm-webhook.settings`). */
export const CRM_WEBHOOK_LINK = {
  id: 'crm-webhook',
  to: 'crm-webhook',
  intlLabel: { id: 'crm-webhook.menu', defaultMessage: en['crm-webhook.menu'] },
  permissions: [{ action: 'api::crm-webhook.settings', subject: null }],
  Component: () => import('./crm-webhook-settings'),
};
