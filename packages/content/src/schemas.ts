/**
 * The submission schemas shared by the site's forms (browser) and its endpoints (server): one zod
 * schema per form, so the browser validates exactly what the server accepts (PRODUCT §5, ARCHITECTURE, principles:
 * "validate with the same zod schema as the form").
 *
 * Issue messages are short codes (see `ErrorCode`); the forms map them to translated texts and the
 * endpoints answer them as per-field errors.
 */
import { type CountryCode, isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ATTRIBUTION_LIMITS } from './attribution';
import { type ErrorCode, LIMITS } from './limits';

// The constants without zod or phone metadata live in ./limits (pages that only need them load no validator).
export { type ErrorCode, LEAD_SESSION_KEYS, LIMITS, newSubmissionId } from './limits';

/**
 * PRODUCT §5: optional parentheses around three digits, optional separator, three digits, optional
 * separator, then 4 to 6 digits.
 */
const PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4,6}$/;

/** A dial code as the country list holds it: "+52", "+1". */
const DIAL_CODE_PATTERN = /^\+?\d{1,4}$/;

/**
 * An e-mail address: the HTML form rule (what `type=email` accepts) with a dot in the domain, so the
 * CMS's own e-mail check never rejects what the form let through.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A phone country as the country list holds it: an ISO 3166-1 alpha-2 code ("mx", "PE"). */
const PHONE_COUNTRY_PATTERN = /^[A-Za-z]{2}$/;

/** What a phone number may be written with: digits, spaces, parentheses, dots and dashes. */
const PHONE_CHARS = /^[\d ().-]+$/;

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1): not printable text.
 * Anything else is accepted as typed, `<` and `>` included: every place that shows the text
 * escapes it (React on the pages, `escapeHtml` in the e-mails, the CMS admin).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to reject control characters.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const SUBMISSION_LANGS = ['es', 'en'] as const;

const typeError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid');

/** Free text in any language: trimmed, bounded, printable (no control characters); stored as typed. */
function text(max: number, required: boolean) {
  const base = z.string({ error: typeError }).trim();
  return (required ? base.min(1, 'required') : base).max(max, 'too_long').refine((v) => !CONTROL.test(v), 'invalid');
}

const requiredText = (max: number) => text(max, true);
const optionalText = (max: number) => text(max, false).optional();

const email = z.string({ error: typeError }).trim().min(1, 'required').max(LIMITS.email, 'too_long').regex(EMAIL_PATTERN, 'email');

const language = z.enum(SUBMISSION_LANGS, { error: typeError });

/** A client-generated UUID per submission: a retried POST is stored once. */
const submissionId = z.uuid({ error: typeError });

/** The honeypot: hidden from people, filled by bots. Its endpoints answer success without storing. */
const honeypot = z.string({ error: 'invalid' }).max(LIMITS.honeypot, 'too_long').optional();

/** The ISO code in the form libphonenumber knows ("PE"), or null for an unknown or missing one. */
function phoneCountryCode(code: string | undefined | null): CountryCode | null {
  const upper = (code ?? '').trim().toUpperCase();
  return PHONE_COUNTRY_PATTERN.test(upper) && isSupportedCountry(upper) ? upper : null;
}

/**
 * PRODUCT §5: the phone is checked only if given. A given number is valid when it matches PRODUCT's
 * pattern (3 + 3 + 4 to 6 digits) or is a valid number of the selected phone country (every
 * Latin-American format: Peru's and Chile's 9-digit mobiles, Argentina's 10/11 digits, …).
 */
export function isValidPhone(phone: string, phoneCountry?: string | null): boolean {
  const number = phone.trim();
  if (!number) return true;
  if (!PHONE_CHARS.test(number)) return false;
  if (PHONE_PATTERN.test(number)) return true;
  const country = phoneCountryCode(phoneCountry);
  return country !== null && isValidPhoneNumber(number, country);
}

/**
 * Where the lead came from (docs/decisions/0011), sent by the form's script (the visit it kept in
 * session storage, and the page the form is sent from): each value optional and bounded. A value
 * that is not a string or is too long is dropped, never a reason to refuse the lead (the visitor
 * cannot see or fix it); the server checks them further (pages of this site, an external referrer).
 */
const attributionValue = (max: number) => z.string().max(max).optional().catch(undefined);
const attribution = {
  landing_page: attributionValue(ATTRIBUTION_LIMITS.landing_page),
  sending_page: attributionValue(ATTRIBUTION_LIMITS.sending_page),
  referrer: attributionValue(ATTRIBUTION_LIMITS.referrer),
  utm_source: attributionValue(ATTRIBUTION_LIMITS.utm_source),
  utm_medium: attributionValue(ATTRIBUTION_LIMITS.utm_medium),
  utm_campaign: attributionValue(ATTRIBUTION_LIMITS.utm_campaign),
  utm_term: attributionValue(ATTRIBUTION_LIMITS.utm_term),
  utm_content: attributionValue(ATTRIBUTION_LIMITS.utm_content),
};

/** The phone rule of the contact forms (PRODUCT §5): checked only if given, against the phone country. */
const phoneRule: [(c: { phone?: string; phone_country?: string }) => boolean, z.core.$ZodCustomParams] = [
  (c) => isValidPhone(c.phone ?? '', c.phone_country),
  {
    path: ['phone'],
    message: 'phone',
    // Also when other fields are invalid (validation on blur of a half-filled form), as long as the
    // phone's own fields are well-formed strings.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((i) => !i.path?.length || i.path[0] === 'phone' || i.path[0] === 'phone_country'),
  },
];

/** The fields of the contact form that the chat's short form shares (docs/decisions/0040). */
const contactFields = {
  name: requiredText(LIMITS.name),
  email,
  /** The phone country's dial code ("+52"); the record stores dial code + number without "+". */
  dial_code: z.string({ error: typeError }).regex(DIAL_CODE_PATTERN, 'phone'),
  /** The phone country's ISO code ("mx", "pe"): the country whose numbering plan the phone is checked against. */
  phone_country: z.string({ error: typeError }).trim().regex(PHONE_COUNTRY_PATTERN, 'phone').optional(),
  /** Optional (PRODUCT §5 "if given"); checked with `isValidPhone` below. */
  phone: z.string({ error: typeError }).trim().max(LIMITS.phone, 'too_long').optional(),
  terms_and_conditions: z.literal(true, { error: 'terms' }),
  language,
  submission_id: submissionId,
  website: honeypot,
  ...attribution,
};

/** The contact form (home #contacto and /download). */
export const contactSchema = z
  .strictObject({
    ...contactFields,
    last_name: requiredText(LIMITS.last_name),
    country: requiredText(LIMITS.option),
    company: requiredText(LIMITS.company),
    position: requiredText(LIMITS.option),
    industry: requiredText(LIMITS.option),
    interest_area: optionalText(LIMITS.interest_area),
    comment: optionalText(LIMITS.comment),
  })
  .refine(...phoneRule);

/**
 * The chat panel's short contact form (docs/decisions/0040): the contact form's name, e-mail, phone
 * and terms with the same rules, the message (pre-filled with the visitor's question) required, and
 * the conversation it is sent from.
 */
export const chatContactSchema = z
  .strictObject({
    ...contactFields,
    comment: requiredText(LIMITS.comment),
    conversation_id: z.uuid({ error: typeError }),
  })
  .refine(...phoneRule);

/** The downloads lead modal. */
export const leadSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  company: requiredText(LIMITS.company),
  email,
  interest_area: optionalText(LIMITS.interest_area),
  country: requiredText(LIMITS.option),
  industry: requiredText(LIMITS.option),
  position: requiredText(LIMITS.option),
  language,
  submission_id: submissionId,
  website: honeypot,
  ...attribution,
});

/** A document request from a download card (PRODUCT §7): e-mail, language and user name of the lead. */
export const downloadRequestSchema = z.strictObject({
  card: z.number({ error: typeError }).int('invalid').min(1, 'invalid'),
  email,
  user_name: optionalText(LIMITS.user_name),
  language,
  submission_id: submissionId,
  website: honeypot,
  ...attribution,
});

/**
 * Each declared form's schema, by its intent (packages/content/src/forms.ts): `npm run gen:model`
 * reads from it which fields are required and their maximum lengths (./generated/form-rules.ts).
 */
export const formSchemas = {
  contact: contactSchema,
  lead: leadSchema,
  'chat-contact': chatContactSchema,
  download: downloadRequestSchema,
} as const;

/** A schema's rules as the markup states them: each property's `required` and `maxLength` (JSON Schema of its input). */
export function markupRules(schema: z.ZodType): Record<string, { required: boolean; maxLength?: number }> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const required = new Set(json.required ?? []);
  const out: Record<string, { required: boolean; maxLength?: number }> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const maxLength = typeof property === 'object' ? property.maxLength : undefined;
    out[name] = maxLength === undefined ? { required: required.has(name) } : { required: required.has(name), maxLength };
  }
  return out;
}

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
export type ChatContactInput = z.input<typeof chatContactSchema>;
export type ChatContact = z.output<typeof chatContactSchema>;
export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;
export type DownloadRequestInput = z.input<typeof downloadRequestSchema>;
export type DownloadRequest = z.output<typeof downloadRequestSchema>;

export type FieldErrors = Record<string, ErrorCode>;

const CODES: ReadonlySet<string> = new Set<ErrorCode>(['required', 'too_long', 'email', 'phone', 'terms', 'invalid']);

/**
 * The first problem of each field, as an error code. Unknown keys (a strict schema) are reported
 * under their own name as 'invalid'.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '_')];
    const code = (CODES.has(issue.message) ? issue.message : 'invalid') as ErrorCode;
    for (const key of keys) if (!(key in out)) out[key] = code;
  }
  return out;
}

/** The phone as stored (dial code + number): declared with the forms' fields. */
export { fullPhone } from './forms';
