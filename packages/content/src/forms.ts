/**
 * Each visitor form's fields, declared once (beside its zod schema in ./schemas, which decides what
 * is valid): the contact form, the lead modal, the chat's short contact form and the document
 * request. From a form's descriptor come: the fields its component lays out (kind, label key
 * `forms.fields.<name>`, placeholder key `forms.placeholders.<name>`, autocomplete, option list), its
 * state and JSON payload in the browser, the payload of a plain post read on the server, the values
 * kept when a plain post comes back invalid, the record stored in the CMS and the rows of the firm's
 * e-mail. Whether a field is required and its maximum length are not declared here: they are read
 * from the form's schema (`formSchemas` in ./schemas) by `npm run gen:model` into
 * ./generated/form-rules.ts (docs/decisions/0095). Adding a field to a form is a line here, a rule in
 * its schema (then `npm run gen:model`) and an attribute in the CMS's content model. No zod here: a
 * page's first load may import it.
 */
import { FORM_RULES } from './generated/form-rules';

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
  /** Marked as required in the markup: read from the schema (./generated/form-rules.ts), never declared. */
  readonly required?: boolean;
  readonly autoComplete?: string;
  /** Shows `forms.placeholders.<name>` while empty. */
  readonly placeholder?: boolean;
  /** Spans both columns of the form's grid. */
  readonly wide?: boolean;
  /** The markup's maximum length: read from the schema (./generated/form-rules.ts), never declared. */
  readonly maxLength?: number;
  /** Its row in the firm's e-mail (Spanish / English label); `with` joins another field's value to it. */
  readonly mail?: { readonly label: string; readonly with?: string };
}

/** One field of a form; a choice names the list its options come from. */
export type FieldSpec =
  | (FieldBase & { readonly kind: Exclude<FieldKind, 'choice'> })
  | (FieldBase & { readonly kind: 'choice'; readonly list: OptionList });

export interface FormSpec {
  /** The form's name: its endpoint (/api/<intent>), and the intent field of a plain post (contact, lead, download). */
  readonly intent: keyof typeof FORM_RULES;
  readonly fields: readonly FieldSpec[];
}

/** A form as written below: what the schema decides (required, maximum length) is not written. */
interface FormDeclaration extends FormSpec {
  readonly fields: ReadonlyArray<FieldSpec & { readonly required?: never; readonly maxLength?: never }>;
}

/** What the schema says of a field, as the markup states it. */
interface FieldRules {
  readonly required: boolean;
  readonly maxLength?: number;
}

/** Each field of a declared list with its rules (a mapped tuple: the fields keep their order and types). */
type WithRules<T extends readonly unknown[]> = { readonly [K in keyof T]: T[K] & FieldRules };

/** A declared form with each field's rules from its schema. */
type Finished<F extends FormDeclaration> = { readonly intent: F['intent']; readonly fields: WithRules<F['fields']> };

/** Each field with its schema's rules (./generated/form-rules.ts). */
function finished<const F extends FormDeclaration>(form: F): Finished<F> {
  const rules: Partial<Record<string, FieldRules>> = FORM_RULES[form.intent];
  return { intent: form.intent, fields: form.fields.map((f) => ({ ...f, ...rules[f.name] })) } as unknown as Finished<F>;
}

/** Fields both forms have, alike. */
const EMAIL = { name: 'email', kind: 'email', autoComplete: 'email', placeholder: true, mail: { label: 'Correo / E-mail' } } as const;
const COMPANY = { name: 'company', kind: 'text', autoComplete: 'organization', mail: { label: 'Empresa / Company' } } as const;
const PHONE = { name: 'phone', kind: 'phone', mail: { label: 'Teléfono / Phone' } } as const;
const TERMS = { name: 'terms_and_conditions', kind: 'terms', mail: { label: 'Términos aceptados / Terms accepted' } } as const;
const COUNTRY = { name: 'country', kind: 'choice', list: 'countries', mail: { label: 'País / Country' } } as const;
const POSITION = { name: 'position', kind: 'choice', list: 'positions', mail: { label: 'Puesto / Position' } } as const;
const INDUSTRY = { name: 'industry', kind: 'choice', list: 'industries', mail: { label: 'Industria / Industry' } } as const;
const INTEREST_AREA = {
  name: 'interest_area',
  kind: 'text',
  placeholder: true,
  mail: { label: 'Área de interés / Area of interest' },
} as const;

/** The contact form (home #contacto and /download). */
const contactDeclaration = {
  intent: 'contact',
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'given-name', mail: { label: 'Nombre / Name', with: 'last_name' } },
    { name: 'last_name', kind: 'text', autoComplete: 'family-name' },
    EMAIL,
    COMPANY,
    PHONE,
    COUNTRY,
    POSITION,
    INDUSTRY,
    INTEREST_AREA,
    { name: 'comment', kind: 'textarea', placeholder: true, wide: true, mail: { label: 'Comentario / Comment' } },
    TERMS,
  ],
} as const satisfies FormDeclaration;

/** The downloads lead modal. */
const leadDeclaration = {
  intent: 'lead',
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'name', mail: { label: 'Nombre / Name' } },
    COMPANY,
    { ...EMAIL, wide: true },
    COUNTRY,
    INDUSTRY,
    POSITION,
    INTEREST_AREA,
  ],
} as const satisfies FormDeclaration;

/**
 * The chat panel's short contact form (docs/decisions/0040): the contact form's name, e-mail, phone
 * and terms, and the message (the panel labels it and starts it with the visitor's question).
 */
const chatContactDeclaration = {
  intent: 'chat-contact',
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'name', mail: { label: 'Nombre / Name' } },
    EMAIL,
    PHONE,
    { name: 'comment', kind: 'textarea', mail: { label: 'Comentario / Comment' } },
    TERMS,
  ],
} as const satisfies FormDeclaration;

/** A document request from a download card (PRODUCT §7): the e-mail, asked only when a plain post needs it again. */
const downloadRequestDeclaration = {
  intent: 'download',
  fields: [{ name: 'email', kind: 'email', autoComplete: 'email' }],
} as const satisfies FormDeclaration;

/** Every declared form as written, for `npm run gen:model` (which reads their rules from the schemas). */
export const FORM_DECLARATIONS: readonly FormDeclaration[] = [
  contactDeclaration,
  leadDeclaration,
  chatContactDeclaration,
  downloadRequestDeclaration,
];

export const contactForm = finished(contactDeclaration);
export const leadForm = finished(leadDeclaration);
export const chatContactForm = finished(chatContactDeclaration);
export const downloadRequestForm = finished(downloadRequestDeclaration);

/** A form's field by its name. */
export function fieldOf<F extends FormSpec>(form: F, name: FieldName<F>): F['fields'][number] {
  const field = form.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${form.intent} has no field ${name}`);
  return field;
}

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
