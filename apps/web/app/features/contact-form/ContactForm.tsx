import { type ChoiceName, contactForm, type FieldName, fieldNames } from '@site/content/forms';
import { newSubmissionId } from '@site/content/limits';
import { type FormEvent, Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { useActionData, useFormAction } from 'react-router';
import { useHydrated } from '~/lib/hydrated';
import { useLang } from '~/lib/lang';
import { useRootData } from '~/lib/root-data';
import { declaredTextProps, DropdownField, errorId, errorKey, TextArea, TextField } from '~/features/forms/fields/fields';
import { actionFor, INTENT_FIELD, sentFor } from '~/features/forms/form-post';
import {
  choiceOf,
  emptyState,
  type FieldValue,
  type FormState,
  payloadOf,
  stateFromPost,
  textOf,
  typedBeforeHydration,
} from '~/features/forms/form-state';
import { useDropdownOptions, useFormOptions } from '~/features/forms/options';
import { PhoneField } from '~/features/forms/fields/PhoneField';
import { DEFAULT_PHONE_COUNTRY, dialCodeOf, guessedPhoneCountry } from '~/features/forms/phone';
import { Honeypot, TermsLabel, useTermsPdf } from '~/features/forms/fields/consent';
import { AttributionFields } from '~/features/forms/fields/AttributionFields';
import { visitAttribution } from '~/features/analytics/visit';
import { postSubmission, refocusSubmit, SubmissionError } from '~/features/forms/submit';
import { afterPointer, focusFirst, type Schemas, useValidation } from '~/features/forms/validation';

const FIELDS = fieldNames(contactForm);
/** The endpoint's own schema (fetched on the form's first focus: features/forms/validation). */
const contactSchemaOf = (s: Schemas) => s.contactSchema;
type Field = FieldName<typeof contactForm>;
type Dropdown = ChoiceName<typeof contactForm>;
type Popup = Dropdown | 'phone' | null;

type Status = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The contact form of PRODUCT §3/§4/§5: validation on blur and change with the endpoint's own schema,
 * PRODUCT's notices, the phone sent as dial code + number, states idle → submitting → success (reset,
 * contact.message_three) or failure (contact.message_four). Posts to the site's /api/contact.
 *
 * It is a plain HTML form first (docs/decisions/0012): `method="post"` to the page's own action with every field
 * named and native selects (the server's lists, docs/decisions/0066), so it sends before and without
 * scripts; the page answers with PRODUCT's messages and the values kept, or the success message after a
 * redirect. The scripts enhance the same markup.
 */
export function ContactForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const options = useFormOptions();
  const termsPdf = useTermsPdf();
  const action = useFormAction();
  const post = actionFor(useActionData(), 'contact');
  const sent = sentFor(useRootData()?.sent, 'contact');
  const [values, setValues] = useState<FormState>(() => stateFromPost(contactForm, post?.values, DEFAULT_PHONE_COUNTRY));
  const [popup, setPopup] = useState<Popup>(null);
  const [status, setStatus] = useState<Status>(
    post?.status === 'error' || post?.status === 'limited' ? 'error' : sent ? 'success' : 'idle',
  );
  const phoneChosen = useRef(Boolean(post?.values.phone_country));
  const submissionId = useRef<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, check, set: setErrors, reset: resetErrors, prefetch } = useValidation(contactSchemaOf, FIELDS, post?.errors);
  const id = (f: string) => `${idPrefix}-${f}`;
  const hydrated = useHydrated();

  // Hydration: keep what was typed into the plain form before the scripts ran.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the hydrated markup.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // A field focused before the form's code came has not told it: fetch the schemas now.
    if (form.contains(document.activeElement)) prefetch();
    const typed = typedBeforeHydration(contactForm, form, values);
    if (typed) {
      if (typed.phoneCountry !== values.phoneCountry) phoneChosen.current = true;
      setValues(typed);
    }
  }, []);

  // The visitor's country (from the site's server) preselects the phone country unless chosen.
  useEffect(() => {
    if (!options || phoneChosen.current) return;
    const guess = guessedPhoneCountry(options);
    if (guess) setValues((v) => ({ ...v, phoneCountry: guess }));
  }, [options]);

  const dialCode = (v: FormState) => dialCodeOf(options?.countries, v.phoneCountry);

  // An unticked terms box is sent as false and reported as 'terms' by the schema.
  const payload = (v: FormState) => payloadOf(contactForm, v, { lang, options, dialCode: dialCode(v), submissionId: submissionId.current });

  const update = (key: string, value: FieldValue, validate?: Field) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (status === 'success' || status === 'error') setStatus('idle');
    if (validate) void check(payload(next), [validate]);
  };
  // The latest values, for a blur validation that runs after a click (see afterPointer).
  const latest = useRef(values);
  latest.current = values;
  const blur = (f: Field) => () => afterPointer(() => void check(payload(latest.current), [f]));

  const dropdownOptions = useDropdownOptions(options, lang);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (status === 'submitting') return;
    setPopup(null);
    if (!submissionId.current) submissionId.current = newSubmissionId();
    // With where the lead came from (docs/decisions/0011).
    const body = { ...payload(values), ...visitAttribution() };
    const found = await check(body);
    const invalid = FIELDS.filter((f) => found[f]);
    if (invalid.length) {
      setStatus('idle');
      focusFirst(invalid.map(id));
      return;
    }
    setStatus('submitting');
    try {
      await postSubmission(`/api/${contactForm.intent}`, body);
      setValues((v) => emptyState(contactForm, v.phoneCountry));
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
      native={f}
      value={choiceOf(values, f)}
      onChange={(v) => update(f, v, f)}
      open={popup === f}
      onOpenChange={(open) => setPopup(open ? f : null)}
      invalid={Boolean(errors[f])}
      describedBy={describedBy(f)}
      error={err(f, 'select')}
      onBlur={blur(f)}
    />
  );

  /** A field of the grid, as declared (the terms box follows the grid). */
  const field = (f: (typeof contactForm.fields)[number]) => {
    if (f.kind === 'choice') return <Fragment key={f.name}>{dropdown(f.name)}</Fragment>;
    if (f.kind === 'terms') return null;
    if (f.kind === 'phone')
      return (
        <PhoneField
          key={f.name}
          id={id(f.name)}
          countries={options?.countries ?? []}
          country={values.phoneCountry}
          onCountryChange={(code) => {
            phoneChosen.current = true;
            update('phoneCountry', code, f.name);
          }}
          value={textOf(values, f.name)}
          onChange={(v) => update(f.name, v)}
          onBlur={blur(f.name)}
          name={f.name}
          countryName="phone_country"
          native
          pickerOpen={popup === 'phone'}
          onPickerOpenChange={(open) => setPopup(open ? 'phone' : null)}
          error={err(f.name)}
        />
      );
    const input = { id: id(f.name), ...declaredTextProps(f, t), value: textOf(values, f.name), onBlur: blur(f.name), error: err(f.name) };
    if (f.kind === 'textarea') return <TextArea key={f.name} {...input} rows={5} onChange={(e) => update(f.name, e.target.value)} />;
    return <TextField key={f.name} {...input} onChange={(e) => update(f.name, e.target.value)} />;
  };

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
      onFocus={prefetch}
      aria-describedby={`${idPrefix}-required-note`}
      aria-busy={busy || undefined}
    >
      <input type="hidden" name={INTENT_FIELD} value={contactForm.intent} />
      <input type="hidden" name="language" value={lang} />
      <AttributionFields />
      <p id={`${idPrefix}-required-note`} className="form__note">
        {t('forms.requiredNote')}
      </p>
      <div className="form__grid">{contactForm.fields.map(field)}</div>
      <div className={`check ${termsMissing ? 'is-invalid' : ''}`}>
        <input
          id={id('terms_and_conditions')}
          name="terms_and_conditions"
          value="true"
          type="checkbox"
          className="check__input"
          checked={values.terms_and_conditions === true}
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
