/**
 * Each visitor form's fields, declared once (beside its zod schema in ./schemas, which decides what
 * is valid). From a form's descriptor come: the fields its component lays out (kind, label key
 * `forms.fields.<name>`, placeholder key `forms.placeholders.<name>`, maximum length, autocomplete,
 * option list), its state and JSON payload in the browser, the payload of a plain post read on the
 * server, the values kept when a plain post comes back invalid, the record stored in the CMS and the
 * rows of the firm's e-mail. Adding a field to a form is a line here, a rule in its schema and an
 * attribute in the CMS's content model. No zod here: a page's first load may import it.
 */
import { LIMITS } from './limits';

/**
 * - `text`, `email`, `textarea`: a string (`email` is typed as an e-mail address);
 * - `phone`: the number, sent with its country (`phone_country`) and dial code (`dial_code`), stored
 *   as dial code + number;
 * - `choice`: an option of one of the CMS's lists, held as its id, sent and stored as its name in
 *   the visitor's language;
 * - `terms`: the terms-and-conditions box.
 */
type FieldKind = 'text' | 'email' | 'textarea' | 'phone' | 'choice' | 'terms';

/** The CMS lists a choice takes its options from. */
type OptionList = 'countries' | 'positions' | 'industries';

interface FieldBase {
  readonly name: string;
  /** Marked as required in the markup (the schema decides what is valid). */
  readonly required?: boolean;
  readonly autoComplete?: string;
  /** Shows `forms.placeholders.<name>` while empty. */
  readonly placeholder?: boolean;
  /** Spans both columns of the form's grid. */
  readonly wide?: boolean;
  readonly maxLength?: number;
  /** Its row in the firm's e-mail (Spanish / English label); `with` joins another field's value to it. */
  readonly mail?: { readonly label: string; readonly with?: string };
}

/** One field of a form; a choice names the list its options come from. */
export type FieldSpec =
  | (FieldBase & { readonly kind: Exclude<FieldKind, 'choice'> })
  | (FieldBase & { readonly kind: 'choice'; readonly list: OptionList });

export interface FormSpec {
  /** The form's name: its intent field, its endpoint (/api/<intent>), its rate limit. */
  readonly intent: 'contact' | 'lead';
  readonly fields: readonly FieldSpec[];
}

/** Fields both forms have, alike. */
const EMAIL = {
  name: 'email',
  kind: 'email',
  required: true,
  autoComplete: 'email',
  placeholder: true,
  maxLength: LIMITS.email,
  mail: { label: 'Correo / E-mail' },
} as const;
const COMPANY = {
  name: 'company',
  kind: 'text',
  required: true,
  autoComplete: 'organization',
  maxLength: LIMITS.company,
  mail: { label: 'Empresa / Company' },
} as const;
const COUNTRY = { name: 'country', kind: 'choice', list: 'countries', mail: { label: 'País / Country' } } as const;
const POSITION = { name: 'position', kind: 'choice', list: 'positions', mail: { label: 'Puesto / Position' } } as const;
const INDUSTRY = { name: 'industry', kind: 'choice', list: 'industries', mail: { label: 'Industria / Industry' } } as const;
const INTEREST_AREA = {
  name: 'interest_area',
  kind: 'text',
  placeholder: true,
  maxLength: LIMITS.interest_area,
  mail: { label: 'Área de interés / Area of interest' },
} as const;

/** The contact form (home #contacto and /download). */
export const contactForm = {
  intent: 'contact',
  fields: [
    {
      name: 'name',
      kind: 'text',
      required: true,
      autoComplete: 'given-name',
      maxLength: LIMITS.name,
      mail: { label: 'Nombre / Name', with: 'last_name' },
    },
    { name: 'last_name', kind: 'text', required: true, autoComplete: 'family-name', maxLength: LIMITS.last_name },
    EMAIL,
    COMPANY,
    { name: 'phone', kind: 'phone', maxLength: LIMITS.phone, mail: { label: 'Teléfono / Phone' } },
    COUNTRY,
    POSITION,
    INDUSTRY,
    INTEREST_AREA,
    {
      name: 'comment',
      kind: 'textarea',
      placeholder: true,
      wide: true,
      maxLength: LIMITS.comment,
      mail: { label: 'Comentario / Comment' },
    },
    { name: 'terms_and_conditions', kind: 'terms', mail: { label: 'Términos aceptados / Terms accepted' } },
  ],
} as const satisfies FormSpec;

/** The downloads lead modal. */
export const leadForm = {
  intent: 'lead',
  fields: [
    { name: 'name', kind: 'text', required: true, autoComplete: 'name', maxLength: LIMITS.name, mail: { label: 'Nombre / Name' } },
    COMPANY,
    { ...EMAIL, wide: true },
    COUNTRY,
    INDUSTRY,
    POSITION,
    INTEREST_AREA,
  ],
} as const satisfies FormSpec;

/**
 * The forms a page's action takes as a plain post (docs/decisions/0012), by the value of their
 * intent field: the contact form, the lead modal, a document request (the site's form-post.ts lists them).
 */
export type FormIntent = 'contact' | 'lead' | 'download';

/** The form a successful plain post came from, told once to the page after the redirect (the root loader's `sent`). */
export interface SentNotice {
  form: FormIntent;
  card?: number;
}

/** The names of a form's fields. */
export type FieldName<F extends FormSpec> = F['fields'][number]['name'];
/** The names of a form's choices (its dropdowns). */
export type ChoiceName<F extends FormSpec> = Extract<F['fields'][number], { kind: 'choice' }>['name'];

/** The names of a form's fields, in its order. */
export function fieldNames<F extends FormSpec>(form: F): FieldName<F>[] {
  return form.fields.map((f) => f.name);
}

/** The posted names of a form's fields (the phone's with its country): what a plain post keeps. */
export function postedNames(form: FormSpec): string[] {
  return form.fields.flatMap((f) => (f.kind === 'phone' ? [f.name, 'phone_country'] : [f.name]));
}

/** A posted checkbox value that means "ticked". */
export const isTicked = (value: string | null | undefined): boolean => ['true', 'on', '1'].includes(value ?? '');

/** The phone stored with a contact: dial code then number, plus signs removed (PRODUCT §5); '' without a number. */
export function fullPhone(dialCode: string, phone: string | undefined): string {
  if (!phone?.trim()) return '';
  return `${dialCode}${phone}`.replace(/\+/g, '');
}

/** The fields a form stores in its CMS collection, from its checked payload. */
export function recordFields(form: FormSpec, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of form.fields) {
    const v = value[f.name];
    if (f.kind === 'phone') out[f.name] = fullPhone(String(value.dial_code ?? ''), typeof v === 'string' ? v : undefined);
    else if (f.kind === 'terms') out[f.name] = v === true;
    else out[f.name] = typeof v === 'string' ? v : '';
  }
  return out;
}

/** The rows of the firm's e-mail for a stored record: one per field with a mail label, in the form's order. */
export function mailRows(form: FormSpec, record: Record<string, unknown>): Array<[string, string]> {
  const text = (key: string): string => {
    const v = record[key];
    return typeof v === 'string' ? v : '';
  };
  const rows: Array<[string, string]> = [];
  for (const f of form.fields) {
    if (!f.mail) continue;
    const value = text(f.name);
    if (f.kind === 'phone') rows.push([f.mail.label, value ? `+${value}` : '—']);
    else if (f.kind === 'terms') rows.push([f.mail.label, record[f.name] === true ? 'Sí / Yes' : 'No']);
    else if (f.mail.with) rows.push([f.mail.label, `${value} ${text(f.mail.with)}`]);
    // An optional text left empty reads as a dash.
    else rows.push([f.mail.label, f.required || f.kind === 'choice' ? value : value || '—']);
  }
  return rows;
}
