/**
 * The inbox's "Export CSV" button in the list views of contacts, leads and document requests
 * (docs/decisions/0037): a date range (UTC days, both included) and a status, then
 * the admin route GET /inbox/export (permission api::inbox.export: Sales and the super-admin) answers
 * the CSV, saved as a file. Shown only to a role holding that permission.
 */
import { Box, Button, Field, Flex, Modal, SingleSelect, SingleSelectOption, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import * as React from 'react';
import { useParams } from 'react-router-dom';

const KINDS: Record<string, string> = {
  'api::contact.contact': 'contact',
  'api::lead.lead': 'lead',
  'api::download-request.download-request': 'download-request',
};
const STATUSES = ['all', 'new', 'contacted', 'qualified', 'discarded'];
const PERMISSIONS = [{ action: 'api::inbox.export', subject: null }];

const day = (d: Date): string => d.toISOString().slice(0, 10);

export function InboxExportAction() {
  const { slug } = useParams<{ slug: string }>();
  const kind = slug ? KINDS[slug] : undefined;
  const { allowedActions } = useRBAC(PERMISSIONS);
  const allowed = Object.values(allowedActions).some(Boolean);
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
      const query = new URLSearchParams({ kind, from, to, status });
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
      toggleNotification({ type: 'danger', message: `The export failed: ${String(error instanceof Error ? error.message : error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger>
        <Button variant="secondary">Export CSV</Button>
      </Modal.Trigger>
      <Modal.Content>
        <form onSubmit={download}>
          <Modal.Header>
            <Modal.Title>Export {kind}s as CSV</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Typography variant="omega">UTF-8 with BOM (opens in Excel), one column per field, days in UTC, both included.</Typography>
              <Flex gap={4}>
                <Box flex="1">
                  <Field.Root name="from" required>
                    <Field.Label>From</Field.Label>
                    <TextInput type="date" value={from} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setFrom(e.target.value)} />
                  </Field.Root>
                </Box>
                <Box flex="1">
                  <Field.Root name="to" required>
                    <Field.Label>To</Field.Label>
                    <TextInput type="date" value={to} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setTo(e.target.value)} />
                  </Field.Root>
                </Box>
              </Flex>
              <Field.Root name="status">
                <Field.Label>Status</Field.Label>
                <SingleSelect value={status} onChange={(v: string | number) => setStatus(String(v))}>
                  {STATUSES.map((s) => (
                    <SingleSelectOption key={s} value={s}>
                      {s}
                    </SingleSelectOption>
                  ))}
                </SingleSelect>
              </Field.Root>
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">Cancel</Button>
            </Modal.Close>
            <Button type="submit" loading={busy}>
              Download CSV
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
