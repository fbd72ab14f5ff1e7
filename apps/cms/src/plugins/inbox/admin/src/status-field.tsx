/**
 * A lead's status in the edit view (docs/decisions/0091): the stored values (`new`, `contacted`,
 * `qualified`, `discarded`) picked by their words in the admin's language ("Nuevo", "Contactado"…), as
 * the lists, "Due today" and the CSV say them. Strapi's own enumeration input shows the stored values.
 */
import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import type { StrapiApp } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { customInputFor, type InputProps, loadedInput, STATUSES } from './custom-input';

const STATUS_FIELD = 'global::lead-status';

function StatusInput({ name, value, onChange, disabled, required, label, hint, error }: InputProps) {
  const intl = useIntl();
  const word = (s: string) => intl.formatMessage({ id: `inbox-export.status.${s}`, defaultMessage: s });
  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label>{label}</Field.Label>
      <SingleSelect
        value={typeof value === 'string' ? value : undefined}
        disabled={disabled}
        onChange={(picked: string | number) => onChange(name, String(picked))}
      >
        {STATUSES.map((s) => (
          <SingleSelectOption key={s} value={s}>
            {word(s)}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}

export function registerStatusField(app: StrapiApp): void {
  app.customFields.register({
    name: 'lead-status',
    type: 'enumeration',
    intlLabel: { id: 'inbox-export.status', defaultMessage: 'Status' },
    intlDescription: { id: 'inbox-export.status', defaultMessage: 'Status' },
    components: { Input: loadedInput(StatusInput) },
  });
  // Edit views with a status: its input speaks the admin's language.
  app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', customInputFor('lead_status', STATUS_FIELD));
}
