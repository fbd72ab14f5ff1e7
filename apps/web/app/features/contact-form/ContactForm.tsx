import { type ContactInput, contactSchema, LIMITS, newSubmissionId } from '@site/content/schemas';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { useActionData, useFormAction } from 'react-router';
import { useHydrated } from '~/lib/hydrated';
import { useLang } from '~/lib/lang';
import { useRootData } from '~/lib/root-data';
import { DropdownField, errorId, errorKey, TextArea, TextField } from '~/components/form/fields';
import { actionFor, type FormActionData, idValue, INTENT_FIELD, sentFor } from '~/lib/forms/form-post';
import { type NativeLists, nameOf, useDropdownOptions, useFormOptions } from '~/lib/forms/options';
import { PhoneField } from '~/components/form/PhoneField';
import { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRY } from '~/lib/forms/phone';
import { Honeypot, TermsLabel, useTermsPdf } from '~/components/form/consent';
import { AttributionFields } from '~/components/form/AttributionFields';
import { visitAttribution } from '~/lib/forms/visit';
import { postSubmission, refocusSubmit, SubmissionError } from '~/lib/forms/submit';
import { afterPointer, focusFirst, useValidation } from '~/lib/forms/validation';

const FIELDS = [
  'name',
  'last_name',
  'email',
  'company',
  'phone',
  'country',
  'position',
  'industry',
  'interest_area',
  'comment',
  'terms_and_conditions',
] as const;
type Field = (typeof FIELDS)[number];
type Dropdown = 'country' | 'position' | 'industry';
type Popup = Dropdown | 'phone' | null;

interface Values {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  phoneCountry: string;
  country: number | null;
  company: string;
  position: number | null;
  industry: number | null;
  interest_area: string;
  comment: string;
  terms_and_conditions: boolean;
  website: string;
}

const empty = (phoneCountry: string): Values => ({
  name: '',
  last_name: '',
  email: '',
  phone: '',
  phoneCountry,
  country: null,
  company: '',
  position: null,
  industry: null,
  interest_area: '',
  comment: '',
  terms_and_conditions: false,
  website: '',
});

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** The values of a plain post the page renders again (docs/decisions/0012), as the form's state. */
function fromPost(post: FormActionData | null, phoneCountry: string): Values {
  const v = post?.values ?? {};
  return {
    ...empty(v.phone_country || phoneCountry),
    name: v.name ?? '',
    last_name: v.last_name ?? '',
    email: v.email ?? '',
    phone: (v.phone ?? '').replace(/\D/g, ''),
    country: idValue(v.country),
    company: v.company ?? '',
    position: idValue(v.position),
    industry: idValue(v.industry),
    interest_area: v.interest_area ?? '',
    comment: v.comment ?? '',
    terms_and_conditions: ['true', 'on', '1'].includes(v.terms_and_conditions ?? ''),
  };
}

const TEXT_KEYS = ['name', 'last_name', 'email', 'company', 'phone', 'interest_area', 'comment', 'website'] as const;
const CHOICE_KEYS = ['country', 'position', 'industry'] as const;

/**
 * What the visitor typed or chose in the plain HTML form before the scripts took over: the state
 * starts from it, so nothing typed before hydration is lost.
 */
function typedBeforeHydration(form: HTMLFormElement, current: Values): Values | null {
  const data = new FormData(form);
  const next: Values = { ...current };
  let changed = false;
  for (const key of TEXT_KEYS) {
    const v = data.get(key);
    if (typeof v === 'string' && v !== '' && v !== current[key]) {
      next[key] = key === 'phone' ? v.replace(/\D/g, '') : v;
      changed = true;
    }
  }
  for (const key of CHOICE_KEYS) {
    const v = idValue(String(data.get(key) ?? ''));
    if (v !== null && v !== current[key]) {
      next[key] = v;
      changed = true;
    }
  }
  const phoneCountry = data.get('phone_country');
  if (typeof phoneCountry === 'string' && phoneCountry && phoneCountry !== current.phoneCountry) {
    next.phoneCountry = phoneCountry;
    changed = true;
  }
  const terms = data.get('terms_and_conditions') !== null;
  if (terms !== current.terms_and_conditions) {
    next.terms_and_conditions = terms;
    changed = true;
  }
  return changed ? next : null;
}

/**
 * The contact form of PRODUCT §3/§4/§5: validation on blur and change with the endpoint's own schema,
 * PRODUCT's notices, the phone sent as dial code + number, states idle → submitting → success (reset,
 * contact.message_three) or failure (contact.message_four). Posts to the site's /api/contact.
 *
 * It is a plain HTML form first (docs/decisions/0012): `method="post"` to the page's own action with every field
 * named and native selects (`lists`, from the page's loader), so it sends before and without
 * scripts; the page answers with PRODUCT's messages and the values kept, or the success message after a
 * redirect. The scripts enhance the same markup.
 */
export function ContactForm({ idPrefix, lists = null }: { idPrefix: string; lists?: NativeLists | null }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const options = useFormOptions();
  const termsPdf = useTermsPdf();
  const action = useFormAction();
  const post = actionFor(useActionData(), 'contact');
  const sent = sentFor(useRootData()?.sent, 'contact');
  const [values, setValues] = useState<Values>(() => fromPost(post, DEFAULT_PHONE_COUNTRY));
  const [popup, setPopup] = useState<Popup>(null);
  const [status, setStatus] = useState<Status>(
    post?.status === 'error' || post?.status === 'limited' ? 'error' : sent ? 'success' : 'idle',
  );
  const phoneChosen = useRef(Boolean(post?.values.phone_country));
  const submissionId = useRef<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, set: setErrors, reset: resetErrors } = useValidation(contactSchema, FIELDS, post?.errors);
  const id = (f: string) => `${idPrefix}-${f}`;
  const hydrated = useHydrated();

  // Hydration: keep what was typed into the plain form before the scripts ran.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the hydrated markup.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(form, values);
    if (typed) {
      if (typed.phoneCountry !== values.phoneCountry) phoneChosen.current = true;
      setValues(typed);
    }
  }, []);

  // The visitor's country (from the site's server) preselects the phone country unless chosen.
  useEffect(() => {
    if (!options || phoneChosen.current) return;
    const guess = options.countries.find((c) => c.code === options.country && c.dial_code);
    if (guess?.code) setValues((v) => ({ ...v, phoneCountry: guess.code ?? DEFAULT_PHONE_COUNTRY }));
  }, [options]);

  const dialCode = (v: Values) =>
    options?.countries.find((c) => c.code === v.phoneCountry)?.dial_code ??
    (v.phoneCountry === DEFAULT_PHONE_COUNTRY ? DEFAULT_DIAL_CODE : '');

  const payload = (v: Values): ContactInput => ({
    name: v.name,
    last_name: v.last_name,
    email: v.email,
    dial_code: dialCode(v),
    phone_country: v.phoneCountry,
    phone: v.phone,
    country: nameOf(options?.countries, v.country, lang),
    company: v.company,
    position: nameOf(options?.positions, v.position, lang),
    industry: nameOf(options?.industries, v.industry, lang),
    interest_area: v.interest_area,
    comment: v.comment,
    // The schema wants `true`; an unticked box is sent as false and reported as 'terms'.
    terms_and_conditions: v.terms_and_conditions as true,
    language: lang,
    submission_id: submissionId.current ?? '00000000-0000-4000-8000-000000000000',
    website: v.website,
  });

  const update = <K extends keyof Values>(key: K, value: Values[K], validate?: Field) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (status === 'success' || status === 'error') setStatus('idle');
    if (validate) check(payload(next), [validate]);
  };
  // The latest values, for a blur validation that runs after a click (see afterPointer).
  const latest = useRef(values);
  latest.current = values;
  const blur = (f: Field) => () => afterPointer(() => check(payload(latest.current), [f]));

  const dropdownOptions = useDropdownOptions(options, lang);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (status === 'submitting') return;
    setPopup(null);
    if (!submissionId.current) submissionId.current = newSubmissionId();
    // With where the lead came from (docs/decisions/0011).
    const body: ContactInput = { ...payload(values), ...visitAttribution() };
    const found = check(body);
    const invalid = FIELDS.filter((f) => found[f]);
    if (invalid.length) {
      setStatus('idle');
      focusFirst(invalid.map((f) => (f === 'phone' ? id('phone') : id(f))));
      return;
    }
    setStatus('submitting');
    try {
      await postSubmission('/api/contact', body);
      setValues((v) => empty(v.phoneCountry));
      resetErrors();
      submissionId.current = null;
      setStatus('success');
    } catch (error) {
      if (error instanceof SubmissionError && error.fields) setErrors(error.fields);
      console.error(error);
      setStatus('error');
    }
    refocusSubmit(submitRef);
  };

  const err = (f: Field, kind: 'text' | 'select' = 'text') => (errors[f] ? t(errorKey(errors[f], kind)) : null);
  const describedBy = (f: Field) => (errors[f] ? errorId(id(f)) : undefined);
  // PRODUCT's notice only for empty required fields; a malformed e-mail or phone has its own message.
  const missing = FIELDS.some((f) => f !== 'terms_and_conditions' && errors[f] === 'required');
  const termsMissing = Boolean(errors.terms_and_conditions);
  const busy = status === 'submitting';

  const dropdown = (f: Dropdown) => (
    <DropdownField
      id={id(f)}
      name={f}
      label={t(`forms.fields.${f}`)}
      options={dropdownOptions[f]}
      nativeOptions={lists?.[f] ?? null}
      value={values[f]}
      onChange={(v) => update(f, v, f)}
      open={popup === f}
      onOpenChange={(open) => setPopup(open ? f : null)}
      invalid={Boolean(errors[f])}
      describedBy={describedBy(f)}
      error={err(f, 'select')}
      onBlur={blur(f)}
    />
  );

  return (
    <form
      ref={formRef}
      id={idPrefix}
      // Set once the form's scripts run (its code loads when it is near or touched: decisions/0018).
      data-hydrated={hydrated || undefined}
      className="form contact-form"
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={`${idPrefix}-required-note`}
      aria-busy={busy || undefined}
    >
      <input type="hidden" name={INTENT_FIELD} value="contact" />
      <input type="hidden" name="language" value={lang} />
      <AttributionFields />
      <p id={`${idPrefix}-required-note`} className="form__note">
        {t('forms.requiredNote')}
      </p>
      <div className="form__grid">
        <TextField
          id={id('name')}
          name="name"
          label={t('forms.fields.name')}
          required
          autoComplete="given-name"
          maxLength={LIMITS.name}
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
          onBlur={blur('name')}
          error={err('name')}
        />
        <TextField
          id={id('last_name')}
          name="last_name"
          label={t('forms.fields.last_name')}
          required
          autoComplete="family-name"
          maxLength={LIMITS.last_name}
          value={values.last_name}
          onChange={(e) => update('last_name', e.target.value)}
          onBlur={blur('last_name')}
          error={err('last_name')}
        />
        <TextField
          id={id('email')}
          name="email"
          label={t('forms.fields.email')}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={LIMITS.email}
          placeholder={t('forms.placeholders.email')}
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          onBlur={blur('email')}
          error={err('email')}
        />
        <TextField
          id={id('company')}
          name="company"
          label={t('forms.fields.company')}
          required
          autoComplete="organization"
          maxLength={LIMITS.company}
          value={values.company}
          onChange={(e) => update('company', e.target.value)}
          onBlur={blur('company')}
          error={err('company')}
        />
        <PhoneField
          id={id('phone')}
          countries={options?.countries ?? []}
          country={values.phoneCountry}
          onCountryChange={(code) => {
            phoneChosen.current = true;
            update('phoneCountry', code, 'phone');
          }}
          value={values.phone}
          onChange={(v) => update('phone', v)}
          onBlur={blur('phone')}
          name="phone"
          countryName="phone_country"
          nativeOptions={lists?.phone ?? null}
          pickerOpen={popup === 'phone'}
          onPickerOpenChange={(open) => setPopup(open ? 'phone' : null)}
          error={err('phone')}
        />
        {dropdown('country')}
        {dropdown('position')}
        {dropdown('industry')}
        <TextField
          id={id('interest_area')}
          name="interest_area"
          label={t('forms.fields.interest_area')}
          maxLength={LIMITS.interest_area}
          placeholder={t('forms.placeholders.interest_area')}
          value={values.interest_area}
          onChange={(e) => update('interest_area', e.target.value)}
          onBlur={blur('interest_area')}
          error={err('interest_area')}
        />
        <TextArea
          id={id('comment')}
          name="comment"
          className="field--wide"
          label={t('forms.fields.comment')}
          rows={5}
          maxLength={LIMITS.comment}
          placeholder={t('forms.placeholders.comment')}
          value={values.comment}
          onChange={(e) => update('comment', e.target.value)}
          onBlur={blur('comment')}
          error={err('comment')}
        />
      </div>
      <div className={`check ${termsMissing ? 'is-invalid' : ''}`}>
        <input
          id={id('terms_and_conditions')}
          name="terms_and_conditions"
          value="true"
          type="checkbox"
          className="check__input"
          checked={values.terms_and_conditions}
          aria-required="true"
          aria-invalid={termsMissing || undefined}
          aria-describedby={termsMissing ? `${idPrefix}-notice-terms` : undefined}
          onChange={(e) => update('terms_and_conditions', e.target.checked, 'terms_and_conditions')}
        />
        <TermsLabel htmlFor={id('terms_and_conditions')} pdf={termsPdf} />
      </div>
      <Honeypot id={id('website')} value={values.website} onChange={(v) => setValues((x) => ({ ...x, website: v }))} />
      <div className="form__notices" role="alert">
        {missing ? <p className="form__notice">{t('contact.message_one')}</p> : null}
        {termsMissing ? (
          <p id={`${idPrefix}-notice-terms`} className="form__notice">
            {t('contact.message_two')}
          </p>
        ) : null}
        {status === 'error' ? <p className="form__notice form__notice--error">{t('contact.message_four')}</p> : null}
      </div>
      <div className="form__actions">
        <button ref={submitRef} type="submit" className="btn btn--primary btn--lg form__submit" disabled={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? t('forms.sending') : t('forms.send')}
        </button>
        <div className="form__status" role="status">
          {status === 'success' ? <p className="form__success">{t('contact.message_three')}</p> : null}
        </div>
      </div>
    </form>
  );
}
