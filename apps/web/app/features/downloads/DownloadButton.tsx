import { type DownloadCard, pick } from '@site/content';
import { type DownloadRequestInput, newSubmissionId } from '@site/content/schemas';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postSubmission } from '~/features/contact-form/submit';
import { Dialog } from '~/features/lead-modal/Dialog';
import { readLead, requestLead, type SessionLead } from '~/features/lead-modal/lead-store';
import { useLang } from '~/lib/lang';
import '~/styles/forms.css';

/** SPEC §9: the confirmation modal hides 2000 ms after it shows. */
export const CONFIRMATION_MS = 2000;

/**
 * The download button of a download card: the document request of SPEC §7. It records the request
 * (e-mail, language and user name of the session's lead) through the site's /api/download-request,
 * which stores it and e-mails the document of the visitor's language; then the confirmation modal
 * ('We have sent the document to your e-mail address.') shows for 2 s. Without a lead yet, the lead
 * modal opens first and the request follows its submit. A failed request is logged only (SPEC §8).
 */
export function DownloadButton({ card }: { card: DownloadCard }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const messageId = useId();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  if (!card.pdf_es && !card.pdf_en) return null;

  const send = async (lead: SessionLead) => {
    setBusy(true);
    const body: DownloadRequestInput = {
      card: card.id,
      email: lead.email,
      user_name: lead.name,
      language: lang,
      submission_id: newSubmissionId(),
      website: '',
    };
    try {
      await postSubmission('/api/download-request', body);
      setSent(true);
    } catch (error) {
      // SPEC §8: failed download calls are logged only.
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    if (busy) return;
    const lead = readLead();
    if (lead) void send(lead);
    else if (!requestLead((l) => void send(l))) console.warn('[downloads] no lead modal on this page');
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--primary download-button"
        onClick={onClick}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {t('download.button')}
        <span className="sr-only">: {pick(card, 'title', lang)}</span>
      </button>
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
