import type { Lang } from '@site/content';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { loadDictionary } from '~/i18n/load';
import { TranslationProvider } from '~/i18n/react';
import { releaseDeferred } from '~/lib/deferred';
import { useAlternates } from '~/lib/alternates';

const STORAGE_KEY = 'lang';
const YEAR = 60 * 60 * 24 * 365;

interface LangState {
  lang: Lang;
  setLang: (lang: Lang) => void;
}

const LangContext = createContext<LangState | null>(null);

export function useLang(): LangState {
  const state = useContext(LangContext);
  if (!state) throw new Error('useLang outside LangProvider');
  return state;
}

/**
 * Keeps a language the visitor chose with the flags (PRODUCT §4: stored in the browser): in
 * localStorage, and in the `lang` cookie that only the bare-address entry reads, so a later visit to
 * a bare address lands in it (docs/decisions/0031). Nothing is stored for a visitor who never chose.
 */
function persist(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the visitor's own choice, read by the server's entry redirect only.
  document.cookie = `lang=${lang}; path=/; max-age=${YEAR}; samesite=lax`;
}

/** Navigation state of a language switch: the scroll position and hash stay (components/ScrollManager). */
interface LangSwitchState {
  langSwitch: true;
}

export const isLangSwitch = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<LangSwitchState>).langSwitch === true;

/**
 * The visitor's language (PRODUCT §4): the one of the page's address (`/es/…`, `/en/…`). Switching
 * changes every text at once: the page data carries both languages, so the texts switch in a React
 * transition on the click while the router moves to the other language's address (its data, the
 * same content, arrives behind it; the document's meta tags follow).
 */
export function LangProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial);
  const navigate = useNavigate();
  const alternates = useAlternates();

  useEffect(() => setLangState(initial), [initial]);

  const setLang = useCallback(
    (next: Lang) => {
      if (next === lang) return;
      // Deferred parts are built now, before the switch re-renders their server HTML (decisions/0018).
      releaseDeferred();
      persist(next);
      const state: LangSwitchState = { langSwitch: true };
      const go = () => {
        // A transition: React renders the page in the other language in slices, yielding to the
        // browser, so the flag's click paints at once (INP); every text still changes in one commit.
        startTransition(() => setLangState(next));
        void navigate(alternates[next], { preventScrollReset: true, state });
      };
      // The other language's texts are usually there already (fetched when the pointer or focus
      // reached the flag, docs/decisions/0089); if they cannot come, the flag's link loads the page.
      loadDictionary(next).then(go, () => window.location.assign(alternates[next]));
    },
    [lang, navigate, alternates],
  );

  // The document's language follows what is on screen (set once the texts have switched).
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return (
    <LangContext.Provider value={value}>
      <TranslationProvider lang={lang}>{children}</TranslationProvider>
    </LangContext.Provider>
  );
}
