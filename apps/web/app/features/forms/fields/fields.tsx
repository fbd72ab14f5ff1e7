import type { FieldSpec } from '@site/content/forms';
import type { ErrorCode } from '@site/content/schemas';
import type { TFunction } from '~/i18n/i18n';
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '~/i18n/react';
import { useHydrated } from '~/lib/hydrated';
import { optionsHtml, useNativeLists } from '~/features/forms/native-lists';
import type { NativeLists, SelectOption } from '~/features/forms/options';
import { Select } from './Select';

/** The translation key of a field error. Required fields answer PRODUCT's notice key elsewhere. */
export function errorKey(code: ErrorCode, kind: 'text' | 'select' = 'text'): string {
  if (code === 'required') return kind === 'select' ? 'forms.errors.select' : 'forms.errors.required';
  if (code === 'terms') return 'contact.message_two';
  return `forms.errors.${code}`;
}

export const errorId = (id: string) => `${id}-error`;

/** The visible required mark (*), with its meaning for screen readers. */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span className="field__req" aria-hidden="true">
        {' '}
        *
      </span>
      <span className="sr-only"> ({t('forms.requiredMark')})</span>
    </>
  );
}

/** A field's error, linked by aria-describedby and announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="field__error" role="alert">
      {message}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  className?: string;
  hint?: string;
}

export function TextField({
  id,
  label,
  required = false,
  error = null,
  className = '',
  hint,
  ref,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & { ref?: Ref<HTMLInputElement> }) {
  const describedBy = [error ? errorId(id) : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${error ? 'is-invalid' : ''} ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        ref={ref}
        id={id}
        // Explicit (text is the default): checkers match autocomplete tokens to the written type.
        type="text"
        className="field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  required = false,
  error = null,
  className = '',
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'>) {
  return (
    <div className={`field ${error ? 'is-invalid' : ''} ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <textarea
        id={id}
        className="field__input field__input--area"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        {...input}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A labelled wrapper for a custom control (dropdowns): the label is a span the control names itself by. */
function ControlField({ id, label, required = false, error = null, className = '', children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={`field ${error ? 'is-invalid' : ''} ${className}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the label focuses its control, as a <label> does. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the control itself. */}
      <span id={`${id}-label`} className="field__label" onClick={() => document.getElementById(id)?.focus()}>
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * A native select: the dropdown as plain HTML, before scripts run (or without them). Its chosen
 * value posts with the form; the scripts then replace it with the PRODUCT §4 dropdown. Its options
 * are the server's (`list`, from the document's native lists, docs/decisions/0066), written as HTML:
 * the browser's render has no lists and keeps the server's options as they are (React does not
 * hydrate what `dangerouslySetInnerHTML` holds), so hundreds of options never enter the page's data
 * nor its hydration.
 */
export function NativeSelect({
  id,
  name,
  labelledBy,
  list,
  value,
  placeholder,
  invalid = false,
  describedBy,
  required = false,
  className = '',
}: {
  id: string;
  name: string;
  labelledBy: string;
  list: keyof NativeLists;
  value: string | null;
  /** The first, empty choice: the choose text when there are options, the loading text when none. */
  placeholder?: { choose: string; loading: string };
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  className?: string;
}) {
  const lists = useNativeLists();
  const options = lists?.[list] ?? [];
  // In the browser (no lists) the server's HTML stays: an empty string here is never written.
  const html = lists ? optionsHtml(options, value, placeholder && (options.length ? placeholder.choose : placeholder.loading)) : '';
  return (
    <select
      id={id}
      name={name}
      className={`field__input select-native ${className}`}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: option labels and values are escaped by optionsHtml; the HTML is the server's own.
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/**
 * A required dropdown of the forms (country, position, industry): labelled, its options' values
 * numeric ids, 'Cargando...' while the list is empty, the choose text until something is chosen.
 * Named, it posts with its form: a native select until scripts run (when the page gave its
 * `native` list), then the scripted dropdown with a hidden field of the same name.
 */
export function DropdownField({
  id,
  name,
  label,
  options,
  native = null,
  value,
  onChange,
  open,
  onOpenChange,
  invalid,
  describedBy,
  error = null,
  onBlur,
}: {
  id: string;
  name?: string;
  label: string;
  options: SelectOption[];
  /** The native list shown before scripts run (docs/decisions/0066; none: scripted only). */
  native?: keyof NativeLists | null;
  value: number | null;
  onChange: (value: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invalid: boolean;
  describedBy?: string;
  error?: string | null;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const chosen = value === null ? null : String(value);
  return (
    <ControlField id={id} label={label} required error={error}>
      {name && native && !hydrated ? (
        <NativeSelect
          id={id}
          name={name}
          labelledBy={`${id}-label`}
          list={native}
          value={chosen}
          placeholder={{ choose: t('forms.choose'), loading: t('forms.loading') }}
          invalid={invalid}
          describedBy={describedBy}
          required
        />
      ) : (
        <>
          <Select
            id={id}
            labelledBy={`${id}-label`}
            options={options}
            value={chosen}
            onChange={(v) => onChange(Number(v))}
            open={open}
            onOpenChange={onOpenChange}
            placeholder={t('forms.choose')}
            emptyText={t('forms.loading')}
            invalid={invalid}
            describedBy={describedBy}
            required
            onBlur={onBlur}
          />
          {name ? <input type="hidden" name={name} value={chosen ?? ''} /> : null}
        </>
      )}
    </ControlField>
  );
}

/**
 * The attributes a declared text field (packages/content/src/forms.ts) gives its TextField or
 * TextArea: name, label, required mark, maximum length, autocomplete, placeholder, width, and for an
 * e-mail its type and keyboard.
 */
export function declaredTextProps(field: FieldSpec, t: TFunction) {
  return {
    name: field.name,
    label: t(`forms.fields.${field.name}`),
    required: field.required,
    autoComplete: field.autoComplete,
    maxLength: field.maxLength,
    placeholder: field.placeholder ? t(`forms.placeholders.${field.name}`) : undefined,
    className: field.wide ? 'field--wide' : undefined,
    ...(field.kind === 'email' ? { type: 'email', inputMode: 'email' as const, spellCheck: false } : {}),
  };
}
