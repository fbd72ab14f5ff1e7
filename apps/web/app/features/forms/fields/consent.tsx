import { mediaUrl, type Media } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { useMediaBase } from '~/components/Media';
import { useRootData } from '~/lib/root-data';
import { RequiredMark } from './fields';

/** The terms and conditions PDF of the footer (root loader data), if the CMS has one. */
export function useTermsPdf(): string | null {
  const footer = useRootData()?.footer;
  const base = useMediaBase();
  const pdf: Media | null | undefined = footer?.pdf_tycos;
  return pdf?.url ? mediaUrl(pdf.url, base) : null;
}

/** "I accept the terms and conditions *", the words linking to the terms PDF in a new tab. */
export function TermsLabel({ htmlFor, pdf }: { htmlFor: string; pdf: string | null }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="check__label">
      {t('forms.fields.terms_before')}{' '}
      {pdf ? (
        <a href={pdf} target="_blank" rel="noopener noreferrer">
          {t('forms.fields.terms_link')}
          <span className="sr-only"> {t('footer.opensPdf')}</span>
        </a>
      ) : (
        t('forms.fields.terms_link')
      )}
      <RequiredMark />
    </label>
  );
}

/**
 * The honeypot: a field people never see or reach (off-screen, hidden from assistive technology, out
 * of the tab order) that form-filling bots complete. The endpoints ignore a filled one.
 */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
