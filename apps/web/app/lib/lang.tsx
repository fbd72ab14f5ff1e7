import { isLang, type Lang } from '@site/content';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { TranslationProvider } from '~/i18n/react';
import { releaseDeferred } from '~/lib/deferred';

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

function persist(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie mirrors the choice so the server renders it.
  document.cookie = `lang=${lang}; path=/; max-age=${YEAR}; samesite=lax`;
}

/**
 * The visitor's language (PRODUCT §4): es or en, persisted in browser storage (stored default en) and
 * mirrored in a cookie so the server renders it. Switching changes every text at once: page data
 * carries both languages, and the loaders revalidate only for the document's meta tags.
 */
export function LangProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial);
  const revalidator = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => setLangState(initial), [initial]);

  const setLang = useCallback(
    (next: Lang) => {
      if (next === lang) return;
      // Deferred parts are built now, before the switch re-renders their server HTML (decisions/0018).
      releaseDeferred();
      // A transition: React renders the page in the other language in slices, yielding to the
      // browser, so the flag's click paints at once (INP); every text still changes in one commit.
      startTransition(() => setLangState(next));
      persist(next);
      const params = new URLSearchParams(location.search);
      if (params.has('lang')) {
        // A ?lang= URL outranks the cookie: follow the choice in the address too.
        params.set('lang', next);
        void navigate(
          { pathname: location.pathname, search: `?${params}`, hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else void revalidator.revalidate();
    },
    [lang, revalidator, location, navigate],
  );

  // First visit in this browser, or a ?lang= link: store what the server rendered, or apply the
  // stored choice if the cookie was lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration by design.
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      stored = null;
    }
    const fromQuery = new URLSearchParams(window.location.search).get('lang');
    if (isLang(fromQuery)) persist(fromQuery);
    else if (isLang(stored) && stored !== initial) setLang(stored);
    else persist(initial);
  }, []);

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
