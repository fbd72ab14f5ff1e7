/**
 * The chat panel's short contact form (docs/decisions/0040): offered when the visitor asks to be
 * contacted (a quote, a price, a meeting, a call) or after the assistant declined twice. Name, e-mail,
 * optional phone (the contact form's phone rules), the message pre-filled with the visitor's question
 * and the terms box (name, e-mail and phone start with what the visitor typed in the chat, still
 * editable: docs/decisions/0086), validated with the endpoint's own schema and the contact form's messages, posted
 * to /api/chat-contact (the contact form's path: rate limit, honeypot, stored then e-mailed, once per
 * submission id) with the conversation's id. Loaded only when offered.
 */
import type { Lang } from '@site/content';
import type { ChatPrefill } from '@site/content/chat';
import { chatContactForm, fieldNames, fieldOf } from '@site/content/forms';
import type { ChatContactInput } from '@site/content/schemas';
import { LIMITS, newSubmissionId } from '@site/content/limits';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Honeypot, TermsLabel, useTermsPdf } from '~/features/forms/fields/consent';
import { declaredTextProps, errorKey, TextArea, TextField } from '~/features/forms/fields/fields';
import { PhoneField } from '~/features/forms/fields/PhoneField';
import { useFormOptions } from '~/features/forms/options';
import { DEFAULT_PHONE_COUNTRY, dialCodeOf, guessedPhoneCountry } from '~/features/forms/phone';
import { postSubmission, refocusSubmit, SubmissionError } from '~/features/forms/submit';
import { afterPointer, focusFirst, type Schemas, useValidation } from '~/features/forms/validation';
import { visitAttribution } from '~/features/analytics/visit';
import type { TFunction } from '~/i18n/i18n';
import { TranslationProvider } from '~/i18n/react';
import '~/styles/forms.css';

const FIELDS = fieldNames(chatContactForm);
/** The endpoint's own schema (fetched on the form's first focus: features/forms/validation). */
const chatContactSchemaOf = (s: Schemas) => s.chatContactSchema;
type Field = (typeof FIELDS)[number];

interface Props {
  idPrefix: string;
  lang: Lang;
  t: TFunction;
  /** The visitor's question: the message starts with it. */
  question: string;
  /** The details the visitor typed in the chat: the fields start with them. */
  prefill?: ChatPrefill;
  idConversation: string;
  /** Sent and stored: the panel confirms in the conversation. */
  onSent: (name: string) => void;
  onDismiss: () => void;
}

export default function ChatContactForm({ idPrefix, lang, t, question, prefill, idConversation, onSent, onDismiss }: Props) {
  const options = useFormOptions();
  const termsPdf = useTermsPdf();
  const [values, setValues] = useState({
    name: (prefill?.name ?? '').slice(0, LIMITS.name),
    email: (prefill?.email ?? '').slice(0, LIMITS.email),
    // The phone field takes digits only (PhoneField), the country beside it.
    phone: (prefill?.phone ?? '').replace(/\D/g, '').slice(0, LIMITS.phone),
    phoneCountry: prefill?.phone && prefill.phoneCountry ? prefill.phoneCountry : DEFAULT_PHONE_COUNTRY,
    comment: question.slice(0, LIMITS.comment),
    terms_and_conditions: false,
    website: '',
  });
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const [picker, setPicker] = useState(false);
  // A number typed in the chat with its country keeps that country (not the visitor's guessed one).
  const phoneChosen = useRef(Boolean(prefill?.phone && prefill.phoneCountry));
  const submissionId = useRef<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { errors, check, set: setErrors, prefetch } = useValidation(chatContactSchemaOf, FIELDS);
  const id = (f: string) => `${idPrefix}-${f}`;

  // Into the form when it is offered (the announcement says why), its title in view.
  useEffect(() => {
    document.getElementById(`${idPrefix}-name`)?.focus({ preventScroll: true });
    // Only the conversation scrolls (scrollIntoView would also move the panel under its header).
    const toTop = () => {
      const form = document.getElementById(idPrefix);
      const log = form?.closest<HTMLElement>('.chat-panel__log');
      if (form && log) log.scrollTop += form.getBoundingClientRect().top - log.getBoundingClientRect().top - 8;
    };
    toTop();
    // Again after the panel's own scrolling to the latest message, should it come later.
    requestAnimationFrame(toTop);
  }, [idPrefix]);

  // The visitor's country (from the site's server) preselects the phone country unless chosen.
  useEffect(() => {
    if (!options || phoneChosen.current) return;
    const guess = guessedPhoneCountry(options);
    if (guess) setValues((v) => ({ ...v, phoneCountry: guess }));
  }, [options]);

  type Values = typeof values;
  const payload = (v: Values): ChatContactInput => ({
    name: v.name,
    email: v.email,
    dial_code: dialCodeOf(options?.countries, v.phoneCountry),
    phone_country: v.phoneCountry,
    phone: v.phone,
    comment: v.comment,
    // The schema wants `true`; an unticked box is sent as false and reported as 'terms'.
    terms_and_conditions: v.terms_and_conditions as true,
    language: lang,
    submission_id: submissionId.current ?? '00000000-0000-4000-8000-000000000000',
    website: v.website,
    conversation_id: idConversation,
  });
  const latest = useRef(values);
  latest.current = values;
  const update = <K extends keyof Values>(key: K, value: Values[K], validate?: Field) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (status === 'error') setStatus('idle');
    if (validate) void check(payload(next), [validate]);
  };
  const blur = (f: Field) => () => afterPointer(() => void check(payload(latest.current), [f]));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (status === 'submitting') return;
    if (!submissionId.current) submissionId.current = newSubmissionId();
    const body: ChatContactInput = { ...payload(values), ...visitAttribution() };
    const found = await check(body);
    const invalid = FIELDS.filter((f) => found[f]);
    if (invalid.length) {
      focusFirst(invalid.map(id));
      return;
    }
    setStatus('submitting');
    try {
      await postSubmission('/api/chat-contact', body);
      onSent(values.name.trim());
    } catch (error) {
      if (error instanceof SubmissionError && error.fields) setErrors(error.fields);
      console.error(error);
      setStatus('error');
      refocusSubmit(submitRef);
    }
  };

  const err = (f: Field) => (errors[f] ? t(errorKey(errors[f])) : null);
  const missing = FIELDS.some((f) => f !== 'terms_and_conditions' && errors[f] === 'required');
  const termsMissing = Boolean(errors.terms_and_conditions);
  const busy = status === 'submitting';

  // The form speaks the panel's language (the widget's), its shared fields too (phone, terms).
  return (
    <TranslationProvider lang={lang}>
      <form
        id={idPrefix}
        className="form chat-lead"
        noValidate
        onSubmit={onSubmit}
        onFocus={prefetch}
        aria-labelledby={`${idPrefix}-title`}
        aria-describedby={`${idPrefix}-intro`}
        aria-busy={busy || undefined}
      >
        <h3 id={`${idPrefix}-title`} className="chat-lead__title">
          {t('chat.handoff.title')}
        </h3>
        <p id={`${idPrefix}-intro`} className="chat-lead__intro">
          {t('chat.handoff.intro')} {t('forms.requiredNote')}
        </p>
        <TextField
          id={id('name')}
          {...declaredTextProps(fieldOf(chatContactForm, 'name'), t)}
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
          onBlur={blur('name')}
          error={err('name')}
        />
        <TextField
          id={id('email')}
          {...declaredTextProps(fieldOf(chatContactForm, 'email'), t)}
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          onBlur={blur('email')}
          error={err('email')}
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
          required={fieldOf(chatContactForm, 'phone').required}
          pickerOpen={picker}
          onPickerOpenChange={setPicker}
          error={err('phone')}
        />
        <TextArea
          id={id('comment')}
          {...declaredTextProps(fieldOf(chatContactForm, 'comment'), t)}
          label={t('chat.handoff.message')}
          rows={3}
          value={values.comment}
          onChange={(e) => update('comment', e.target.value)}
          onBlur={blur('comment')}
          error={err('comment')}
        />
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
        <div className="chat-lead__actions">
          <button ref={submitRef} type="submit" className="btn btn--primary chat-lead__send" disabled={busy}>
            {busy ? <span className="spinner" aria-hidden="true" /> : null}
            {busy ? t('forms.sending') : t('chat.handoff.send')}
          </button>
          <button type="button" className="btn btn--ghost chat-lead__dismiss" onClick={onDismiss}>
            {t('chat.handoff.dismiss')}
          </button>
        </div>
      </form>
    </TranslationProvider>
  );
}
