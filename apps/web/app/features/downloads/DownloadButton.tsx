import { mediaUrl, type DownloadCard } from '@site/content';
import { useTranslation } from 'react-i18next';
import { useMediaBase } from '~/components/Media';
import { useLang } from '~/lib/lang';

/**
 * The download button of a download card. The forms feature turns it into the document request of
 * SPEC §7 (recorded, e-mailed, confirmation modal); until then it opens the PDF of the language.
 */
export function DownloadButton({ card }: { card: DownloadCard }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const base = useMediaBase();
  const pdf = lang === 'es' ? (card.pdf_es ?? card.pdf_en) : (card.pdf_en ?? card.pdf_es);
  if (!pdf) return null;
  return (
    <button type="button" className="btn btn--primary" onClick={() => window.open(mediaUrl(pdf.url, base), '_blank', 'noopener')}>
      {t('download.button')}
    </button>
  );
}
