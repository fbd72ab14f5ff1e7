import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '~/i18n/react';
import { useHydrated } from '~/lib/hydrated';

/** Phones (the layout's narrow breakpoint): the viewer loads when the visitor asks for it. */
const WIDE = '(min-width: 576px)';

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the viewer to load at once (false on the server). */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/**
 * A success case's PDF in the browser's own viewer (PRODUCT §2; an <iframe>: the CSP forbids
 * <object>/<embed>). The viewer costs a second of main-thread work and most phone browsers cannot show
 * a PDF in a frame anyway, so (docs/decisions/0033): without scripts the frame is in the HTML
 * (<noscript>); with scripts it is put in once the page is hydrated on a wide screen, and on a phone
 * when the visitor taps "show it here" (the download and open links above work everywhere). The
 * waiting box has the frame's size on wide screens, so nothing moves when the frame comes.
 */
export function CaseDocument({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const wide = useWide();
  const [asked, setAsked] = useState(false);
  // The tapped button goes away: keyboard and screen-reader users land in the viewer it opened.
  const focusAsked = useCallback((el: HTMLIFrameElement | null) => (asked ? el?.focus() : undefined), [asked]);
  const label = t('lists.cases.document');
  const frame = <iframe key={src} ref={focusAsked} src={src} className="pdf-frame" title={title} aria-label={label} />;
  if (hydrated && (wide || asked)) return frame;
  return (
    <>
      <noscript>{frame}</noscript>
      <div className="pdf-frame pdf-frame--waiting">
        <p>{label}</p>
        <button type="button" className="btn btn--ghost" onClick={() => setAsked(true)}>
          {t('lists.cases.showHere')}
        </button>
      </div>
    </>
  );
}
