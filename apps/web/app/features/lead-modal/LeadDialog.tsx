import { type ChoiceName, type FieldName, fieldNames, leadForm } from '@site/content/forms';
import type { ErrorCode } from '@site/content/schemas';
import { newSubmissionId } from '@site/content/limits';
import { type FormEvent, Fragment, type RefObject, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { useFormAction } from 'react-router';
import { declaredTextProps, DropdownField, errorKey, TextField } from '~/features/forms/fields/fields';
import { choiceOf, emptyState, type FieldValue, type FormState, payloadOf, textOf } from '~/features/forms/form-state';
import { useDropdownOptions, useFormOptions } from '~/features/forms/options';
import { INTENT_FIELD } from '~/features/forms/form-post';
import { Honeypot } from '~/features/forms/fields/consent';
import { AttributionFields } from '~/features/forms/fields/AttributionFields';
import { visitAttribution } from '~/features/analytics/visit';
import { postSubmission, refocusSubmit } from '~/features/forms/submit';
import { afterPointer, focusFirst, type Schemas, useValidation } from '~/features/forms/validation';
import { useLang } from '~/lib/lang';
import { Dialog } from '~/components/Dialog';
import { type SessionLead, saveLead } from '~/features/forms/lead-store';
import '~/styles/forms.css';

const FIELDS = fieldNames(leadForm);
/** The endpoint's own schema (fetched on the form's first focus: features/forms/validation). */
const leadSchemaOf = (s: Schemas) => s.leadSchema;
type Field = FieldName<typeof leadForm>;
type Dropdown = ChoiceName<typeof leadForm>;
const DROPDOWNS = leadForm.fields.flatMap((f) => (f.kind === 'choice' ? [f.name] : []));
/** The lead form has no phone: its country is never sent. */
const EMPTY: FormState = emptyState(leadForm, '');

/**
 * The lead modal's dialog and form (PRODUCT §3/§4/§5), opened by LeadModal (the timer and the
 * document requests), whose code loads it on demand (docs/decisions/0018). Name, company and e-mail
 * required; country, industry and position must be chosen (red border and contact.message_one,
 * reverting on selection); maximum lengths 95/95/245/295. Success stores the flag, name and e-mail
 * in session storage, closes and resets; a failure is logged and the modal stays open.
 */
export default function LeadDialog({
  open,
  setOpen,
  pending,
  openRequest,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Counts the requests to open it (components/Dialog's openRequest). */
  openRequest?: number;
  /** The document request waiting for a lead (continued after a successful submit). */
  pending: RefObject<((lead: SessionLead) => void) | null>;
}) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [values, setValues] = useState<FormState>(EMPTY);
  const [popup, setPopup] = useState<Dropdown | null>(null);
  const [sending, setSending] = useState(false);
  const submissionId = useRef<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const options = useFormOptions();
  const action = useFormAction();
  const { errors, check, reset: resetErrors, prefetch } = useValidation(leadSchemaOf, FIELDS);
  const id = (f: string) => `lead-${f}`;

  const payload = (v: FormState) => payloadOf(leadForm, v, { lang, options, dialCode: '', submissionId: submissionId.current });

  const update = (key: string, value: FieldValue, validate?: Field) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (validate) void check(payload(next), [validate]);
  };
  // The latest values, for a blur validation that runs after a click (see afterPointer).
  const latest = useRef(values);
  latest.current = values;
  const blur = (f: Field) => () => afterPointer(() => void check(payload(latest.current), [f]));

  const lists = useDropdownOptions(options, lang);

  const close = () => {
    setPopup(null);
    setOpen(false);
    pending.current = null;
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    setPopup(null);
    if (!submissionId.current) submissionId.current = newSubmissionId();
    // With where the lead came from (docs/decisions/0011).
    const body = { ...payload(values), ...visitAttribution() };
    const found = await check(body);
    const invalid = FIELDS.filter((f) => found[f]);
    if (invalid.length) {
      focusFirst(invalid.map(id));
      return;
    }
    setSending(true);
    try {
      await postSubmission(`/api/${leadForm.intent}`, body);
      const lead = { name: textOf(values, 'name').trim(), email: textOf(values, 'email').trim() };
      saveLead(lead);
      const then = pending.current;
      pending.current = null;
      submissionId.current = null;
      setValues(EMPTY);
      resetErrors();
      setOpen(false);
      then?.(lead);
    } catch (error) {
      // PRODUCT §8: a failed lead submit is logged only; the modal stays open.
      console.error(error);
    } finally {
      setSending(false);
      // Still open (a failure): give the submit button its focus back.
      refocusSubmit(submitRef);
    }
  };

  const err = (code: ErrorCode | undefined) => (code ? t(errorKey(code)) : null);
  const missingChoice = DROPDOWNS.some((f) => errors[f]);
  const noticeId = 'lead-notice';

  const dropdown = (f: Dropdown) => (
    <DropdownField
      id={id(f)}
      name={f}
      label={t(`forms.fields.${f}`)}
      options={lists[f]}
      value={choiceOf(values, f)}
      onChange={(v) => update(f, v, f)}
      open={popup === f}
      onOpenChange={(o) => setPopup(o ? f : null)}
      invalid={Boolean(errors[f])}
      describedBy={errors[f] ? noticeId : undefined}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy="lead-title"
      describedBy="lead-intro"
      className="modal--lead"
      initialFocus={nameRef}
      openRequest={openRequest}
    >
      <div className="modal__header">
        <h2 id="lead-title" className="modal__title">
          {t('forms.lead.title')}
        </h2>
        <button type="button" className="modal__close" onClick={close} aria-label={t('forms.lead.close')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p id="lead-intro" className="modal__intro">
        {t('forms.lead.intro')}
      </p>
      {/* A plain HTML form too (docs/decisions/0012): if its handlers fail, it still posts to the page's action.
          Its schemas come with the visitor's first key or pointer press in it, not with the focus the opening
          dialog gives its first field by itself (docs/decisions/0068). */}
      <form
        className="form lead-form"
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        // Not on Escape: that key leaves the dialog (its schemas' evaluation would follow the close).
        onKeyDown={(e) => {
          if (e.key !== 'Escape') prefetch();
        }}
        onPointerDown={prefetch}
        aria-busy={sending || undefined}
      >
        <input type="hidden" name={INTENT_FIELD} value={leadForm.intent} />
        <input type="hidden" name="language" value={lang} />
        <AttributionFields />
        <p className="form__note">{t('forms.requiredNote')}</p>
        <div className="form__grid">
          {leadForm.fields.map((f) =>
            f.kind === 'choice' ? (
              <Fragment key={f.name}>{dropdown(f.name)}</Fragment>
            ) : (
              <TextField
                key={f.name}
                // The dialog opens on its first field.
                ref={f.name === leadForm.fields[0].name ? nameRef : undefined}
                id={id(f.name)}
                {...declaredTextProps(f, t)}
                value={textOf(values, f.name)}
                onChange={(e) => update(f.name, e.target.value)}
                onBlur={blur(f.name)}
                error={err(errors[f.name])}
              />
            ),
          )}
        </div>
        <Honeypot id={id('website')} value={values.website} onChange={(v) => setValues((x) => ({ ...x, website: v }))} />
        <div className="form__notices" role="alert">
          {missingChoice ? (
            <p id={noticeId} className="form__notice">
              {t('contact.message_one')}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button ref={submitRef} type="submit" className="btn btn--primary btn--lg form__submit" disabled={sending}>
            {sending ? <span className="spinner" aria-hidden="true" /> : null}
            {sending ? t('forms.sending') : t('forms.lead.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
