/**
 * A lead's status in the edit view (docs/decisions/0091): the stored values (`new`, `contacted`,
 * `qualified`, `discarded`) picked by their words in the admin's language ("Nuevo", "Contactado"…), as
 * the lists, "Due today" and the CSV say them. Strapi's own enumeration input shows the stored values.
 */
import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import type { StrapiApp } from '@strapi/strapi/admin';
import type * as React from 'react';
import { useIntl } from 'react-intl';

/** The model's statuses (packages/content/src/model.ts `followUp`), in their order. */
const STATUSES = ['new', 'contacted', 'qualified', 'discarded'] as const;
const STATUS_FIELD = 'global::lead-status';

interface InputProps {
  name: string;
  value?: unknown;
  onChange: (path: string, value: unknown) => void;
  disabled?: boolean;
  required?: boolean;
  label?: string;
  hint?: React.ReactNode;
  error?: string;
}

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

// Strapi types the input as a component without props; the content manager gives it the field's (InputRenderer).
const loadStatusInput = async () => ({ default: StatusInput as unknown as React.ComponentType });

interface LayoutField {
  name: string;
  attribute: Record<string, unknown>;
}

/** Edit views with a status: its input speaks the admin's language. */
function statusInput({ layout, ...rest }: { layout: { layout: LayoutField[][][]; metadatas?: Record<string, unknown> } }) {
  if (!('lead_status' in (layout.metadatas ?? {}))) return { layout, ...rest };
  const panels = layout.layout.map((rows) =>
    rows.map((fields) =>
      fields.map((f) => (f.name === 'lead_status' ? { ...f, attribute: { ...f.attribute, customField: STATUS_FIELD } } : f)),
    ),
  );
  return { layout: { ...layout, layout: panels }, ...rest };
}

export function registerStatusField(app: StrapiApp): void {
  app.customFields.register({
    name: 'lead-status',
    type: 'enumeration',
    intlLabel: { id: 'inbox-export.status', defaultMessage: 'Status' },
    intlDescription: { id: 'inbox-export.status', defaultMessage: 'Status' },
    components: { Input: loadStatusInput },
  });
  app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', statusInput);
}
