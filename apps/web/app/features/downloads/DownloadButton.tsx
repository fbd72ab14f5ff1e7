import { barePath, type DownloadCard, localPath, pagePath, shown } from '@site/content';
import { LIMITS, newSubmissionId } from '@site/content/limits';
import type { DownloadRequestInput } from '@site/content/schemas';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '~/i18n/react';
import { useActionData, useFormAction, useLocation } from 'react-router';
import { errorKey, TextField } from '~/features/forms/fields/fields';
import { actionFor, INTENT_FIELD, sentFor } from '~/features/forms/form-post';
import { Honeypot } from '~/features/forms/fields/consent';
import { AttributionFields } from '~/features/forms/fields/AttributionFields';
import { postSubmission, SubmissionError } from '~/features/forms/submit';
import { Dialog } from '~/components/Dialog';
import { readLead, requestLead, type SessionLead } from '~/features/forms/lead-store';
import { useHydrated } from '~/lib/hydrated';
import { useLang } from '~/lib/lang';
import { useRootData } from '~/lib/root-data';
import '~/styles/forms.css';

/** PRODUCT §9: the confirmation modal hides 2000 ms after it shows. */
const CONFIRMATION_MS = 2000;

/**
 * The download button of a download card: the document request of PRODUCT §7. It records the request
 * (e-mail, language and user name of the session's lead) through the site's /api/download-request,
 * which stores it and e-mails the document of the visitor's language; then the confirmation modal
 * ('We have sent the document to your e-mail address.') shows for 2 s. Without a lead yet, the lead
 * modal opens first and the request follows its submit. A refused request is never a silent one
 * (PRODUCT §10.1 D7: beyond §8's "logged only"): over the daily quota (429) the card says so in
 * the visitor's language and leads to the contact form; any other failure says it could not be sent.
 *
 * It is a small plain HTML form too (docs/decisions/0012): without scripts (or before they run) the button posts
 * the card to the page's action, which asks for the e-mail address and the language in this card;
 * that form posts the request, and the page says it was sent after the redirect.
 */
export function DownloadButton({ card }: { card: DownloadCard }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  /** Why the last scripted request was refused: over the quota, or another failure. */
  const [refused, setRefused] = useState<'limited' | 'error' | null>(null);
  const { pathname } = useLocation();
  const messageId = useId();
  const action = useFormAction();
  const post = actionFor(useActionData(), 'download', card.id);
  const sentPlain = sentFor(useRootData()?.sent, 'download', card.id);
  const fieldId = `download-${card.id}`;
  // Marked once scripted (its part hydrates when wanted, routes/downloads.tsx): tests and `npm run inp` wait for it.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  if (!card.pdf_es && !card.pdf_en) return null;

  const send = async (lead: SessionLead) => {
    setBusy(true);
    setRefused(null);
    try {
      // Where the lead came from (docs/decisions/0011): a chunk of its own, not in the page's first load.
      const { visitAttribution } = await import('~/features/analytics/visit');
      const body: DownloadRequestInput = {
        card: card.id,
        email: lead.email,
        user_name: lead.name,
        language: lang,
        submission_id: newSubmissionId(),
        website: '',
        ...visitAttribution(),
      };
      await postSubmission('/api/download-request', body);
      setSent(true);
    } catch (error) {
      console.error(error);
      setRefused(error instanceof SubmissionError && error.status === 429 ? 'limited' : 'error');
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // The card asks for an e-mail address (a plain post's answer): that form posts as it is.
    if (post) return;
    e.preventDefault();
    if (busy) return;
    const lead = readLead();
    if (lead) void send(lead);
    else if (!requestLead((l) => void send(l))) console.warn('[downloads] no lead modal on this page');
  };

  const emailError = post?.errors.email ? t(errorKey(post.errors.email)) : null;
  // The refusal of this card's last request, scripted or plain (the plain post's answer says 'limited' for a 429).
  const failure = refused ?? (post?.status === 'limited' ? 'limited' : post?.status === 'error' ? 'error' : null);
  // The contact form: on this page when it has one (/download), else the home page's.
  const contactHref = barePath(pathname) === pagePath('downloads') ? '#contacto' : localPath(lang, '/#contacto');
  return (
    <>
      <form
        method="post"
        action={`${action}#${fieldId}`}
        className="download-request"
        noValidate
        onSubmit={onSubmit}
        data-hydrated={hydrated || undefined}
      >
        <input type="hidden" name={INTENT_FIELD} value="download" />
        <input type="hidden" name="card" value={card.id} />
        <AttributionFields />
        {post ? (
          <div className="download-request__fields">
            <p className="download-request__ask">{t('download.askEmail')}</p>
            <TextField
              id={`${fieldId}-email`}
              name="email"
              label={t('forms.fields.email')}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={LIMITS.email}
              defaultValue={post.values.email ?? ''}
              error={emailError}
            />
            <div className="field">
              <label className="field__label" htmlFor={`${fieldId}-language`}>
                {t('lang.label')}
              </label>
              <select id={`${fieldId}-language`} name="language" className="field__input" defaultValue={post.values.language || lang}>
                <option value="es">{t('lang.es')}</option>
                <option value="en">{t('lang.en')}</option>
              </select>
            </div>
          </div>
        ) : (
          <input type="hidden" name="language" value={lang} />
        )}
        <Honeypot id={`${fieldId}-website`} value="" onChange={() => undefined} />
        <button type="submit" className="btn btn--primary download-button" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {post ? t('download.send') : t('download.button')}
          <span className="sr-only" lang={shown(card, 'title', lang).lang}>
            : {shown(card, 'title', lang).text}
          </span>
        </button>
        {sentPlain && !failure ? (
          <p className="download-request__status" role="status">
            {t('download.sent')}
          </p>
        ) : null}
        {failure ? (
          <p className="download-request__status is-error" role="alert">
            {failure === 'limited' ? t('download.limited') : t('download.failed')}{' '}
            <a href={contactHref} className="download-request__contact">
              {t('download.contactLink')}
            </a>
          </p>
        ) : null}
      </form>
      <Dialog open={sent} onClose={() => setSent(false)} labelledBy={messageId} className="modal--confirm">
        <div className="confirm">
          <span className="confirm__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="30" height="30" focusable="false" aria-hidden="true">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <p id={messageId} className="confirm__text">
            {t('download.sent')}
          </p>
        </div>
      </Dialog>
    </>
  );
}
