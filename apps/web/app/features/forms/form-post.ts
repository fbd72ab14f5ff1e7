/**
 * The forms as plain HTML (docs/decisions/0012: every lead reaches the firm before and without JavaScript).
 * Each form is a real `<form method="post">` posted to its page's route action (home `/?index`,
 * `/download`), with named fields; scripts enhance the same markup (JSON to /api/…, no reload).
 * What the browser and the server agree on: the field naming the form, the answer of an invalid
 * post, and the one-shot "sent" notice shown after the POST/redirect/GET.
 */
import type { FormIntent, SentNotice } from '@site/content/forms';
import type { ErrorCode } from '@site/content/schemas';

const FORM_INTENTS = ['contact', 'lead', 'download'] as const satisfies readonly FormIntent[];

/** The hidden field that names the form posted to a page's action. */
export const INTENT_FIELD = 'intent';

export const isFormIntent = (value: unknown): value is FormIntent => FORM_INTENTS.includes(value as FormIntent);

/**
 * What a page's action answers to a plain post that was not stored: the values as typed (field
 * name → text) and each field's error, so the page renders the form again with both; `error` when
 * the server could not store it (PRODUCT §8 contact.message_four).
 */
export interface FormActionData {
  form: FormIntent;
  /** `limited`: refused over a quota or rate limit (429), said as such (PRODUCT §10.1 D7). */
  status: 'invalid' | 'limited' | 'error';
  values: Record<string, string>;
  errors: Partial<Record<string, ErrorCode>>;
  /** The download card of a document request. */
  card?: number;
}

/** A form's action data, when the page's last post was this form (and this card). */
export function actionFor(data: unknown, form: FormIntent, card?: number): FormActionData | null {
  if (!data || typeof data !== 'object' || (data as FormActionData).form !== form) return null;
  const d = data as FormActionData;
  return card === undefined || d.card === card ? d : null;
}

/** The page's "sent" notice when it belongs to this form (and this card). */
export function sentFor(notice: SentNotice | null | undefined, form: FormIntent, card?: number): boolean {
  return Boolean(notice && notice.form === form && (card === undefined || notice.card === card));
}

/** Where a scripted form's state may start from a plain post's answer: an option id or null. */
export function idValue(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}
