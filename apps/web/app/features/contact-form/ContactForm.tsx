import { type ContactInput, contactSchema, LIMITS, newSubmissionId } from '@site/content/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '~/lib/lang';
import { DropdownField, errorId, errorKey, TextArea, TextField } from './fields';
import { nameOf, useDropdownOptions, useFormOptions } from './options';
import { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRY, PhoneField } from './PhoneField';
import { Honeypot, TermsLabel, useTermsPdf } from './shared';
import { postSubmission, refocusSubmit, SubmissionError } from './submit';
import { afterPointer, focusFirst, useValidation } from './validation';

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

/**
 * The contact form of SPEC §3/§4/§5: validation on blur and change with the endpoint's own schema,
 * SPEC's notices, the phone sent as dial code + number, states idle → submitting → success (reset,
 * contact.message_three) or failure (contact.message_four). Posts to the site's /api/contact.
 */
export function ContactForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const options = useFormOptions();
  const termsPdf = useTermsPdf();
  const [values, setValues] = useState<Values>(() => empty(DEFAULT_PHONE_COUNTRY));
  const [popup, setPopup] = useState<Popup>(null);
  const [status, setStatus] = useState<Status>('idle');
  const phoneChosen = useRef(false);
  const submissionId = useRef<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { errors, check, set: setErrors, reset: resetErrors } = useValidation(contactSchema, FIELDS);
  const id = (f: string) => `${idPrefix}-${f}`;

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
    const body = payload(values);
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
  // SPEC's notice only for empty required fields; a malformed e-mail or phone has its own message.
  const missing = FIELDS.some((f) => f !== 'terms_and_conditions' && errors[f] === 'required');
  const termsMissing = Boolean(errors.terms_and_conditions);
  const busy = status === 'submitting';

  const dropdown = (f: Dropdown) => (
    <DropdownField
      id={id(f)}
      label={t(`forms.fields.${f}`)}
      options={dropdownOptions[f]}
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
      className="form contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={`${idPrefix}-required-note`}
      aria-busy={busy || undefined}
    >
      <p id={`${idPrefix}-required-note`} className="form__note">
        {t('forms.requiredNote')}
      </p>
      <div className="form__grid">
        <TextField
          id={id('name')}
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
          pickerOpen={popup === 'phone'}
          onPickerOpenChange={(open) => setPopup(open ? 'phone' : null)}
          error={err('phone')}
        />
        {dropdown('country')}
        {dropdown('position')}
        {dropdown('industry')}
        <TextField
          id={id('interest_area')}
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
