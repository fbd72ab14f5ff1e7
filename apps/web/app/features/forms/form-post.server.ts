/**
 * Plain HTML form posts (docs/decisions/0012): the contact form, the lead modal and the document requests
 * posted without scripts (or before they run) to their page's route action. The fields are read
 * from an `application/x-www-form-urlencoded` body, turned into the same payload the scripted form
 * sends as JSON, and go through the same path (`submit`: rate limit, honeypot, zod schema, stored
 * once per `submission_id`, e-mailed). A success answers 303 to the page itself
 * (POST/redirect/GET) with `sent=<form>` in its query (no cookie: the page is the same for every
 * visitor of that address), which tells the page to show PRODUCT §8's message; a refusal renders the
 * page again with the visitor's values and the fields' messages. No visitor value ever goes into a URL.
 */
import { createHash } from 'node:crypto';
import { isLang, type Lang } from '@site/content';
import {
  contactForm,
  downloadRequestForm,
  type FormIntent,
  type FormSpec,
  isTicked,
  leadForm,
  postedNames,
  type SentNotice,
} from '@site/content/forms';
import { data, redirect } from 'react-router';
import { type FormActionData, INTENT_FIELD, isFormIntent } from './form-post';
import { nameOf } from './options';
import { DEFAULT_PHONE_COUNTRY, dialCodeOf } from './phone';
import { ATTRIBUTION_FIELDS } from '~/features/analytics/attribution';
import { clientIp } from '~server/http/client-ip.server';
import { requestLang } from '~server/http/lang.server';
import { readBody } from '~server/http/request-body.server';
import { contactEndpoint, downloadEndpoint, leadEndpoint } from './endpoints.server';
import { BODY_LIMIT_BYTES } from '~server/http/http.server';
import { formOptions } from './options.server';
import { submit } from './submissions.server';
import type { AppLoadContext } from 'react-router';

/** The query parameter of a page after a stored plain post: `contact`, `lead` or `download.<card>`. */
const SENT_PARAM = 'sent';

/** The forms declared field by field (the document request is a card, an e-mail and a language). */
const FORMS: Record<Exclude<FormIntent, 'download'>, FormSpec> = { contact: contactForm, lead: leadForm };

/** Field values kept for the page rendered again (never the honeypot). */
const KEPT: Record<FormIntent, readonly string[]> = {
  contact: postedNames(contactForm),
  lead: postedNames(leadForm),
  download: [...postedNames(downloadRequestForm), 'language'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The submission id of a plain post: the form's own when its script filled it in, else one derived
 * from the form, the visitor's address and the values within a ten-minute bucket, so a double click
 * or a resent form before the scripts run is still stored once (and nothing per visitor has to be
 * in the cacheable page).
 */
function plainSubmissionId(given: string | null, intent: FormIntent, ip: string, fields: URLSearchParams, now = Date.now()): string {
  if (given && UUID.test(given)) return given.toLowerCase();
  const entries = [...fields.entries()].filter(([k]) => k !== 'submission_id').sort(([a], [b]) => a.localeCompare(b));
  const h = createHash('sha256')
    .update(JSON.stringify([intent, ip, Math.floor(now / 600_000), entries]))
    .digest('hex');
  const variant = ((Number.parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const text = (f: URLSearchParams, key: string) => f.get(key) ?? '';
const id = (f: URLSearchParams, key: string) => Number(f.get(key));

/** The JSON payload the scripted form would have sent, from the posted fields. */
async function payload(intent: FormIntent, f: URLSearchParams, lang: Lang, submissionId: string): Promise<Record<string, unknown>> {
  const common: Record<string, unknown> = { language: lang, submission_id: submissionId, website: text(f, 'website') };
  // Where the lead came from (hidden fields, filled once the form's script ran; docs/decisions/0011).
  for (const key of ATTRIBUTION_FIELDS) {
    const value = f.get(key);
    if (value) common[key] = value;
  }
  if (intent === 'download') {
    const language = f.get('language');
    return { card: id(f, 'card'), email: text(f, 'email'), ...common, language: isLang(language) ? language : lang };
  }
  const lists = await formOptions(DEFAULT_PHONE_COUNTRY);
  const out: Record<string, unknown> = {};
  for (const field of FORMS[intent].fields) {
    if (field.kind === 'choice') {
      const n = id(f, field.name);
      out[field.name] = Number.isInteger(n) && n > 0 ? nameOf(lists[field.list], n, lang) : '';
    } else if (field.kind === 'phone') {
      const phoneCountry = (f.get('phone_country') || DEFAULT_PHONE_COUNTRY).toLowerCase();
      out.dial_code = dialCodeOf(lists.countries, phoneCountry);
      out.phone_country = phoneCountry;
      out[field.name] = text(f, field.name).replace(/\D/g, '');
    } else if (field.kind === 'terms') out[field.name] = isTicked(f.get(field.name));
    else out[field.name] = text(f, field.name);
  }
  return { ...out, ...common };
}

/** Submits the payload through the endpoint of its form (the same path as the scripted JSON post). */
function submitTo(intent: FormIntent, value: unknown, request: Request, context: AppLoadContext) {
  if (intent === 'contact') return submit(contactEndpoint, value, request, context);
  if (intent === 'lead') return submit(leadEndpoint, value, request, context);
  return submit(downloadEndpoint, value, request, context);
}

/** Where the page goes after a stored post: itself (no `index` marker), told what was sent, at the form. */
function backToPage(request: Request, notice: SentNotice): string {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  url.searchParams.set(SENT_PARAM, notice.card ? `${notice.form}.${notice.card}` : notice.form);
  const hash = notice.form === 'contact' ? '#contacto' : notice.form === 'download' && notice.card ? `#download-${notice.card}` : '';
  // The home page's address keeps its slash (`/es/`, docs/decisions/0031); a form posts to `/es`.
  const path = /^\/(es|en)$/.test(url.pathname) ? `${url.pathname}/` : url.pathname;
  return `${path}${url.search}${hash}`;
}

/** The "sent" notice a page's address carries after a stored plain post (`?sent=contact`), or null. */
export function readSentNotice(request: Request): SentNotice | null {
  const match = /^([a-z]+)(?:\.(\d{1,9}))?$/.exec(new URL(request.url).searchParams.get(SENT_PARAM) ?? '');
  if (!match || !isFormIntent(match[1])) return null;
  const card = match[2] ? Number(match[2]) : 0;
  return card > 0 ? { form: match[1], card } : { form: match[1] };
}

/**
 * A page's action for its plain forms (`allowed`: the forms the page has). Answers a 303 redirect
 * after a stored post, or the data the page renders the form again with (400 invalid, 4xx/5xx
 * error). A post that is not one of its forms gets 400.
 */
export async function formAction(request: Request, context: AppLoadContext, allowed: readonly FormIntent[]) {
  const body = await readBody(request, { limit: BODY_LIMIT_BYTES, types: ['application/x-www-form-urlencoded'] });
  if (!body.ok) throw data('The form could not be read: send it again from the page.', { status: body.status });
  const fields = new URLSearchParams(body.text);
  const intent = fields.get(INTENT_FIELD);
  if (!isFormIntent(intent) || !allowed.includes(intent)) throw data('Unknown form.', { status: 400 });
  const card = intent === 'download' ? id(fields, 'card') : 0;
  if (intent === 'download' && !fields.has('email')) {
    // The first click of a document request without scripts posts only the card: the page asks
    // for the e-mail address (and the language) in that card.
    const answer: FormActionData = { form: intent, status: 'invalid', values: {}, errors: {}, card };
    return data(answer, { headers: { 'cache-control': 'no-store' } });
  }
  const lang = requestLang(request);
  const ip = clientIp(context) ?? 'unknown';
  const submissionId = plainSubmissionId(fields.get('submission_id'), intent, ip, fields);
  const value = await payload(intent, fields, lang, submissionId);
  const outcome = await submitTo(intent, value, request, context);
  if (outcome.status === 200 && outcome.body.ok) {
    return redirect(backToPage(request, card ? { form: intent, card } : { form: intent }), {
      status: 303,
      headers: { 'cache-control': 'no-store' },
    });
  }
  const values: Record<string, string> = {};
  for (const key of KEPT[intent]) {
    const v = fields.get(key);
    if (v !== null) values[key] = v;
  }
  const fieldErrors = (outcome.status === 400 ? outcome.body.fields : undefined) as FormActionData['errors'] | undefined;
  const answer: FormActionData = {
    form: intent,
    status: outcome.status === 400 ? 'invalid' : outcome.status === 429 ? 'limited' : 'error',
    values,
    errors: fieldErrors ?? {},
    ...(card ? { card } : {}),
  };
  if (outcome.status !== 400) console.warn(`[forms] plain ${intent} post not stored: ${outcome.status}`);
  return data(answer, { status: outcome.status, headers: { 'cache-control': 'no-store', ...(outcome.headers ?? {}) } });
}
