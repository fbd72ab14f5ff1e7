/**
 * The floating chat assistant of PRODUCT §2/§4, mounted on every page by the shell. Only the button is
 * in the page's bundle: the panel's code loads on first open (or when the pointer or focus reaches
 * the button), so the chat costs the home page almost nothing. Once opened, the panel stays mounted
 * (hidden when closed) so the conversation survives closing and client-side navigation.
 * Until its script can answer (before hydration, or without scripts), the same round button is a
 * link to the contact section (docs/decisions/0012): nothing is offered that cannot work yet.
 */
import '~/styles/chat.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HOME_ANCHORS, localPath } from '@site/content';
import { loadDictionary } from '~/i18n/load';
import { useTranslation } from '~/i18n/react';
import { partsHydrated } from '~/lib/deferred';
import { useHydrated } from '~/lib/hydrated';
import { useLang } from '~/lib/lang';
import { onDemand, useOnDemand } from '~/lib/on-demand';

const panel = onDemand(async () => {
  const module = await import('./ChatPanel');
  // The chat speaks the browser's language (PRODUCT §4), maybe not the page's: its texts come with
  // the panel (docs/decisions/0089; English if they cannot).
  await loadDictionary(module.browserLang()).catch(() => undefined);
  return { default: module.default };
});

const CHAT_PANEL_ID = 'chat-panel';

export function ChatWidget() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setLoaded(true);
    setOpen((o) => !o);
  };
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const preload = () => {
    panel.load().catch(() => undefined);
  };
  const hydrated = useHydrated();
  const ChatPanel = useOnDemand(panel, loaded);

  // PRODUCT §2.6: while closed, the button moves aside from the page's links, buttons and fields (its
  // code comes after hydration, out of every page's first-load JS).
  useEffect(() => {
    const button = buttonRef.current;
    if (!hydrated || open || !button) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Once the page's parts deferred until after it have hydrated too (docs/decisions/0089): its first
    // look at the page's controls measures them all, better once than again while those sections draw.
    partsHydrated()
      .then(() => import('./keep-clear'))
      .then(
        ({ keepClear }) => {
          if (!cancelled) stop = keepClear(button);
        },
        (error: unknown) => console.warn(`[chat] the button stays in its corner: ${String(error)}`),
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hydrated, open]);

  if (!hydrated) {
    return (
      <a className="chat-fab" href={localPath(lang, HOME_ANCHORS.contact)} aria-label={t('chat.contactLink')}>
        <ChatIcon open={false} />
      </a>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`chat-fab${open ? ' chat-fab--open' : ''}`}
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        aria-label={open ? t('chat.close') : t('chat.open')}
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <ChatIcon open={open} />
      </button>
      {ChatPanel && <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />}
    </>
  );
}

function ChatIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h-.5A2.5 2.5 0 0 1 2 13.5v-8Z M7.5 8.5h9M7.5 11.5h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
