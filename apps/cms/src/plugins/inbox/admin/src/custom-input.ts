/**
 * What the inbox's custom inputs in the edit view share (docs/decisions/0091): the props the content
 * manager gives an input, the model's statuses, and the edit-view layout hook that gives one field of
 * the views with a status (contacts, leads, document requests) a custom field.
 */
import type * as React from 'react';

/** The model's statuses (packages/content/src/model.ts `followUp`), in their order. */
export const STATUSES = ['new', 'contacted', 'qualified', 'discarded'] as const;

/** The props the content manager gives a field's input (InputRenderer). */
export interface InputProps {
  name: string;
  value?: unknown;
  onChange: (path: string, value: unknown) => void;
  disabled?: boolean;
  required?: boolean;
  label?: string;
  hint?: React.ReactNode;
  error?: string;
}

/** An input as a custom field loads it: Strapi types it as a component without props, the content manager gives it InputProps. */
export const loadedInput = (Input: (props: InputProps) => React.ReactNode) => async () => ({
  default: Input as unknown as React.ComponentType,
});

interface LayoutField {
  name: string;
  attribute: Record<string, unknown>;
}
interface EditLayout {
  layout: LayoutField[][][];
  metadatas?: Record<string, unknown>;
}

/**
 * The edit-view layout hook (`Admin/CM/pages/EditView/mutate-edit-view-layout`) that gives the field
 * `field` of the views with a status the custom field `customField`, with `attribute`'s other changes.
 */
export function customInputFor(field: string, customField: string, attribute: Record<string, unknown> = {}) {
  return <T>({ layout, ...rest }: { layout: EditLayout } & T) => {
    if (!('lead_status' in (layout.metadatas ?? {}))) return { layout, ...rest };
    const panels = layout.layout.map((rows) =>
      rows.map((fields) => fields.map((f) => (f.name === field ? { ...f, attribute: { ...f.attribute, customField, ...attribute } } : f))),
    );
    return { layout: { ...layout, layout: panels }, ...rest };
  };
}
